import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';
import { signInAs, type Role, type SignedIn } from '../test/sign-in.ts';
import type { RouteAuth, RouteRecord } from './route-policy.ts';

// Every API route declares its policy (config.auth) and the one hook applies it. This test
// reads the routes the app registered and the OpenAPI document, so a route missing from
// either, or registered without a policy, fails here.

const API = '/api/v1';
const GATE_PASSED = 'x-test-policy-gate';
const ANY_ID = '00000000-0000-4000-8000-000000000000';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Who may pass each declared policy. */
const allowed: Record<RouteAuth, readonly (Role | 'guest')[]> = {
  public: ['guest', 'customer', 'applicant', 'chef', 'admin'],
  user: ['customer', 'applicant', 'chef', 'admin'],
  chef: ['applicant', 'chef'],
  admin: ['admin'],
};

/** `/dishes/:id`, `/dishes/{id}` and `/files/*` all become `/dishes/{}`, `/files/{}`. */
const shape = (url: string) =>
  url
    .replace(/\{[^}]+\}/g, '{}')
    .replace(/:[^/]+/g, '{}')
    .replace(/\*$/, '{}');

let t: TestApp;
let routes: RouteRecord[];
const people = {} as Record<Role, SignedIn>;

beforeAll(async () => {
  t = await createTestApp({
    // Runs after the policy hook: a request that reaches it passed the gate, and is answered
    // here (the handlers are not what this test is about, and 700 calls must stay fast).
    beforeReady: (app) =>
      app.addHook('onRequest', async (_req, reply) => {
        await reply.header(GATE_PASSED, '1').code(204).send();
      }),
  });
  routes = t.app.routePolicies.filter((r) => r.url.startsWith(API) && METHODS.includes(r.method));
  for (const role of ['customer', 'applicant', 'chef', 'admin'] as const) {
    people[role] = await signInAs(t, role);
  }
});
afterAll(() => t.close());

describe('route policy', () => {
  it('is declared on every API route', () => {
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes.filter((r) => !r.auth).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('covers exactly the operations of the OpenAPI document', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(API))
      .flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => METHODS.includes(m.toUpperCase()))
          .map((m) => `${m.toUpperCase()} ${shape(path)}`),
      );
    const registered = routes.filter((r) => !r.hidden).map((r) => `${r.method} ${shape(r.url)}`);
    expect([...new Set(registered)].sort()).toEqual([...new Set(documented)].sort());
  });

  it('refuses and admits each role as declared, before the handler runs', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[^/]+/g, ANY_ID).replace(/\*$/, 'x');
      for (const who of ['guest', 'customer', 'applicant', 'chef', 'admin'] as const) {
        const request: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url,
          headers: {
            origin: TEST_ORIGIN,
            ...(who === 'guest' ? {} : { cookie: people[who].cookie }),
          },
        };
        if (route.method !== 'GET' && route.method !== 'DELETE') request.payload = {};
        const res = await t.app.inject(request);
        const passed = res.headers[GATE_PASSED] === '1';
        const auth = route.auth ?? 'public';
        const expected = allowed[auth].includes(who);
        const label = `${route.method} ${route.url} (${auth}) as ${who}: ${res.statusCode}`;
        if (expected && !passed) failures.push(`${label}, expected to pass`);
        if (!expected) {
          const status = who === 'guest' ? 401 : 403;
          if (passed || res.statusCode !== status) failures.push(`${label}, expected ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
