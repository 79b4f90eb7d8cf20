import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '#contracts/endpoints/endpoint';
import { createTestApp, type TestApp } from './test/test-app.ts';

// The web calls the API only through the endpoint descriptors of src/contracts/endpoints.
// Each one must name a route the server really has, with the same method and path, or the
// web would call a path that answers 404.

const modules = import.meta.glob<Record<string, unknown>>('../contracts/endpoints/*.ts', {
  eager: true,
});

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

const descriptors = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isEndpoint(value))
    .map(([name, value]) => ({
      name: `${file.replace(/^.*\//, '')} ${name}`,
      ...(value as Endpoint),
    })),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: 'development' } });
});
afterAll(() => t.close());

describe('endpoint descriptors', () => {
  it('are found', () => {
    expect(descriptors.length).toBeGreaterThan(100);
  });

  it.each(descriptors)('$name: $method $path is a route of the server', (d) => {
    const url = `/api/v1${d.path.replace(/\{(\w+)\}/g, ':$1')}`;
    expect(t.app.hasRoute({ method: d.method, url })).toBe(true);
  });
});
