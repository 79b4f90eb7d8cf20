// Generated artefacts must be fresh: if the schema changed without a migration,
// drizzle-kit would generate one now. Generate into a scratch copy and fail if it did.
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'potluck-migrations-'));
const out = path.join(scratch, 'migrations');
cpSync('src/server/db/migrations', out, { recursive: true });
const before = readdirSync(out).length;
const config = path.join(process.cwd(), `.drizzle-check-${process.pid}.config.ts`);
writeFileSync(
  config,
  `import { defineConfig } from 'drizzle-kit';\nexport default defineConfig({ dialect: 'postgresql', schema: './src/server/db/schema/*.ts', out: ${JSON.stringify(out)}, casing: 'snake_case' });\n`,
);
try {
  execFileSync('npx', ['drizzle-kit', 'generate', '--config', config], { stdio: 'pipe' });
  const after = readdirSync(out).length;
  if (after !== before) {
    console.error('Migrations are stale: run `npm run db:generate` and commit the new migration.');
    process.exit(1);
  }
  console.log('Migrations match the schema.');
} finally {
  rmSync(config, { force: true });
  rmSync(scratch, { recursive: true, force: true });
}
