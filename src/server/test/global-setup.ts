import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client.ts';
import { migratePgliteDatabase, migratePostgresDatabase } from '../db/migrate.ts';
import { databaseUrlFor } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteSnapshot: string;
  }
}

/**
 * Migrate once per run, then every test file copies the result: a PostgreSQL template
 * database when DATABASE_URL is set, otherwise a PGlite data-dir snapshot.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `potluck_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    await migratePostgresDatabase(databaseUrlFor(serverUrl, template));
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'potluck-snapshot-'));
  const client = await openPglite();
  await migratePgliteDatabase(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
