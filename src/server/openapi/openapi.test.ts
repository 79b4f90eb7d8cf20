import { readdirSync } from 'node:fs';
import { SIGN_UP_AGREEMENT_VERSION } from '#domain/legal';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { validate } from '@readme/openapi-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';
import { CONTRACT_MODULES } from './components.ts';
import { operationIdFor } from './operation-ids.ts';
import { registerOpenApi, SESSION_SECURITY_SCHEME } from './openapi.ts';

// /api/v1/openapi.json is valid OpenAPI 3.1, passes Redocly's recommended rules, names every
// operation and shared schema, and a client generated from it type-checks
// (docs/decisions/028-openapi-shape.md, 029-openapi-operation-ids.md).

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

/**
 * Redocly "recommended" warnings we accept, each with its reason. Errors are never accepted.
 */
const ACCEPTED_WARNINGS: Record<string, string> = {
  'info-license':
    'The API describes our own server for our web app and its clients; it is not published under a licence.',
  'no-ambiguous-paths':
    '/dishes/by-slug/{slug} beside /dishes/{id}/reviews and /chefs/by-handle/{handle} beside /chefs/{id}/…: ' +
    'a static segment wins over a parameter, in our router and in OpenAPI ("concrete paths are matched first").',
  'operation-4xx-response':
    'Seven reads that answer no client error (health, site, carousel, session, sign-out, dev mailbox and phone outbox).',
};

let t: TestApp;
let text: string;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  text = res.body;
  doc = res.json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), url, op })),
  );

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for a validator', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it("passes Redocly's recommended rules, with only the accepted warnings", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer}`)).toEqual([]);
    const unexpected = problems.filter((p) => !(p.ruleId in ACCEPTED_WARNINGS));
    expect(unexpected.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  });

  it('gives every operation a unique verb-noun operationId, the same as last time', () => {
    const ids = operations().map(({ method, url, op }) => `${method} ${url} ${op.operationId}`);
    const names = operations().map(({ op }) => op.operationId ?? '');
    for (const name of names) expect(name).toMatch(/^[a-z]+[A-Z][A-Za-z]*$/);
    expect(new Set(names).size).toBe(names.length);
    // Generated clients name their functions after these: a change here breaks them.
    expect(ids.sort()).toMatchSnapshot();
  });

  it('derives operationIds from method and URL', () => {
    expect(operationIdFor('GET', '/api/v1/chefs/:id/menus', '/api/v1')).toBe('getChefMenus');
    expect(operationIdFor('POST', '/api/v1/orders', '/api/v1')).toBe('createOrder');
    expect(operationIdFor('PATCH', '/profiles/me')).toBe('updateMyProfile');
    expect(operationIdFor('POST', '/invitations/:id/accept')).toBe('acceptInvitation');
    expect(operationIdFor('DELETE', '/business/menus/:id')).toBe('deleteBusinessMenu');
    expect(operationIdFor('GET', '/categories/:id/dishes')).toBe('getCategoryDishes');
  });

  it('declares the cookie session and asks for it', async () => {
    expect(doc.components.securitySchemes[SESSION_SECURITY_SCHEME]).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
    });
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { origin: TEST_ORIGIN },
      payload: {
        name: 'Ola Api',
        email: 'ola-api@example.com',
        agreementVersion: SIGN_UP_AGREEMENT_VERSION,
        password: 'Saffron-and-sumac-42',
      },
    });
    expect(signup.statusCode).toBe(201);
    // The scheme names the cookie the server really sets.
    const cookieName = String(signup.headers['set-cookie']).split('=')[0];
    expect(doc.components.securitySchemes[SESSION_SECURITY_SCHEME]!.name).toBe(cookieName);
    for (const { op } of operations()) expect(op.security).toBeDefined();
    expect(doc.paths['/api/v1/orders']!.post!.security).toEqual([
      { [SESSION_SECURITY_SCHEME]: [] },
    ]);
  });

  it('names shared schemas as components and resolves every reference', () => {
    expect(text).not.toContain('schema0');
    const schemas = doc.components.schemas;
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['ChefMenu', 'ErrorResponse']));
    const refs = new Set([...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
    for (const ref of refs) expect(schemas, ref).toHaveProperty([ref!]);
    // Every schema inline made it 1.6 MB; with components it grows by about 1.5 KB an operation
    // (the content admin's 19 took it past 600 KB).
    expect(text.length).toBeLessThan(700_000);
  });

  it('lists every contracts module for components', () => {
    const dir = fileURLToPath(new URL('../../contracts', import.meta.url));
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => f.slice(0, -3));
    expect(Object.keys(CONTRACT_MODULES).sort()).toEqual(files.sort());
  });

  it('documents /files/* with a named parameter, and the route still serves keys with slashes', async () => {
    expect(Object.keys(doc.paths).filter((p) => p.includes('*'))).toEqual([]);
    const op = doc.paths['/api/v1/files/{path}']!.get!;
    expect(op.parameters).toEqual([expect.objectContaining({ name: 'path', in: 'path' })]);
    await t.ctx.storage.put('profile/u9/avatar', Buffer.from('RIFF....WEBP'), 'image/webp');
    for (const url of ['/api/v1/files/profile/u9/avatar', '/api/v1/files/profile%2Fu9%2Favatar']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.toString()).toBe('RIFF....WEBP');
    }
  });

  it('generates a TypeScript client that type-checks', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'potluck-openapi-'));
    try {
      writeFileSync(
        path.join(dir, 'api.d.ts'),
        astToString(await openapiTS(structuredClone(doc) as never)),
      );
      // A client reads typed answers by path, method and status, and calls by operationId.
      writeFileSync(
        path.join(dir, 'use.ts'),
        `import type { paths, operations, components } from './api';
type Menus = paths['/api/v1/chefs/{id}/menus']['get']['responses'][200]['content']['application/json'];
export const nested = (m: Menus): string[] => m.menus.flatMap((x) => x.children.map((c) => c.name));
export type PlaceOrder = operations['createOrder']['requestBody'];
export const code = (e: components['schemas']['ErrorResponse']): string => e.error.code;
`,
      );
      const program = ts.createProgram([path.join(dir, 'use.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: false,
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('security from the route policy', () => {
  it("documents config.auth: 'public' without security, other policies and none with the session", async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app, '/api/v1');
    const reply = { 200: z.object({ ok: z.boolean() }) };
    const handler = async () => ({ ok: true });
    for (const auth of ['public', 'user', 'chef', 'admin', undefined] as const)
      app.get(
        `/api/v1/probe/${auth ?? 'undeclared'}`,
        { schema: { response: reply }, config: auth ? { auth } : {} },
        handler,
      );
    await app.ready();
    const spec = (
      await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    ).json<Document>();
    const security = (name: string) => spec.paths[`/api/v1/probe/${name}`]!.get!.security;
    const session = [{ [SESSION_SECURITY_SCHEME]: [] }];
    expect(security('public')).toEqual([]);
    for (const name of ['user', 'chef', 'admin', 'undeclared'])
      expect(security(name)).toEqual(session);
    await app.close();
  });
});
