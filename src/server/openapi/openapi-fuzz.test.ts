// A schema-driven fuzz run over every operation of the OpenAPI document (issue 17 point 5,
// decision 068): valid and hostile params, query strings, headers and bodies drawn from each
// operation's own schemas with a fixed seed, sent as a guest, a customer and a chef. It fails
// on any 5xx, on an answer of 4xx without the error shape, and on a 4xx answer to a write
// that changed the database (rows inserted, deleted or changed, counted per table by triggers).
// It runs in npm test: 4 requests per operation and role, about 25 s on the 2-core machine.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';
import { signInAs } from '../test/sign-in.ts';

const SEED = 17_05;
/** Requests per operation and role: one valid, the rest hostile (FUZZ_RUNS raises it locally). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  body: Schema | null;
  multipart: boolean;
}

/** Tables written on every request whatever its answer (the session's sliding expiry, limits). */
const TOUCHED_PER_REQUEST = new Set(['sessions', 'rate_limit_hits', 'rate_limits']);
/**
 * A buyer's customer at the card processor, made on their first card attempt because the
 * processor attaches a card only to a customer, and kept when that card is refused so a retry
 * does not make a second customer there: our record of it, and the local processor's own
 * tables, which stand for the processor's database.
 */
const PROCESSOR_CUSTOMER = new Set([
  'payment_accounts',
  'local_processor_customers',
  'local_processor_idempotency_keys',
]);

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '%E0%A4%A',
  '%',
  '../../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '😀'.repeat(50),
  'x'.repeat(10_000),
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  '__proto__',
  'null',
  'true',
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(
    null,
    true,
    -1,
    0,
    2 ** 31,
    -(2 ** 53),
    1e308,
    0.5,
    [],
    {},
    [null],
    { __proto__: { admin: true } },
    { constructor: { prototype: { admin: true } } },
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);

function resolve(doc: Schema, schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const components = (doc.components as { schemas: Record<string, Schema> }).schemas;
    current = components[name] ?? {};
  }
  return current;
}

/** An arbitrary of values the schema accepts (closely enough to get past validation). */
function validArbitrary(doc: Schema, raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  if (depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((s) => validArbitrary(doc, s, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length)
    return validArbitrary(doc, schema.allOf[0] as Schema, depth + 1);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties))
        model[key] = validArbitrary(doc, value, depth + 1);
      return fc.record(model, {
        requiredKeys: Object.keys(properties).filter((k) => required.has(k)),
      });
    }
    case 'array': {
      const minLength = Math.min(Number(schema.minItems ?? 0), 3);
      const maxLength = Math.max(minLength, Math.min(Number(schema.maxItems ?? 3), 3));
      return fc.array(validArbitrary(doc, schema.items as Schema, depth + 1), {
        minLength,
        maxLength,
      });
    }
    case 'integer':
    case 'number': {
      const min = Number(schema.minimum ?? schema.exclusiveMinimum ?? -1000);
      const max = Number(schema.maximum ?? schema.exclusiveMaximum ?? 100_000);
      const lo = Math.max(Math.ceil(min + (schema.exclusiveMinimum !== undefined ? 1 : 0)), -1e9);
      const hi = Math.min(Math.floor(max - (schema.exclusiveMaximum !== undefined ? 1 : 0)), 1e9);
      return fc.integer({ min: Math.min(lo, hi), max: Math.max(lo, hi) });
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'date')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'uri') return fc.webUrl();
      const minLength = Number(schema.minLength ?? 0);
      const maxLength = Math.max(minLength, Math.min(Number(schema.maxLength ?? 40), 200));
      return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
    }
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/** A valid value with one field (or the whole) replaced by something hostile. */
function hostileArbitrary(doc: Schema, schema: Schema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    hostileValue,
    fc.tuple(validArbitrary(doc, schema), hostileValue, fc.nat()).map(([value, bad, pick]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return bad;
      const keys = Object.keys(value);
      const key = keys.length ? keys[pick % keys.length]! : 'unexpected';
      return { ...(value as object), [key]: bad };
    }),
  );
}

function operationsOf(doc: Schema): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Schema>>))
    for (const [method, op] of Object.entries(item)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> })
        ?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: String(op.operationId),
        parameters: (op.parameters ?? []) as Parameter[],
        body: content?.['application/json']?.schema ?? null,
        multipart: Boolean(content?.['multipart/form-data']),
      });
    }
  return operations;
}

function toText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** One request for `op`: valid, or hostile in one of its parts (path, query, header, body). */
function requestArbitrary(doc: Schema, op: Operation, hostile: boolean): fc.Arbitrary<Request> {
  const part = hostile
    ? fc.constantFrom('path', 'query', 'header', 'body', 'raw')
    : fc.constant('none');
  const params = op.parameters.filter((p) => p.in !== 'cookie');
  const values: fc.Arbitrary<[unknown, unknown, boolean][]> = fc.tuple(
    ...params.map((p) =>
      fc.tuple(validArbitrary(doc, p.schema), hostileArbitrary(doc, p.schema), fc.boolean()),
    ),
  );
  const body = op.body
    ? fc.tuple(validArbitrary(doc, op.body), hostileArbitrary(doc, op.body))
    : fc.constant([undefined, undefined] as const);
  return fc
    .tuple(part, values, body, fc.constantFrom(...HOSTILE_STRINGS))
    .map(([where, drawn, [goodBody, badBody], rawBad]) => {
      let path = op.path;
      const query = new URLSearchParams();
      const headers: Record<string, string> = { origin: TEST_ORIGIN };
      params.forEach((p, i) => {
        const [good, bad, include] = drawn[i]!;
        const value = where === p.in ? bad : good;
        if (p.in === 'path') {
          const segment =
            where === 'raw'
              ? rawBad
              : encodeURIComponent(toText(value).replace(/[\ud800-\udfff]/gu, '?')) || 'x';
          path = path.replace(`{${p.name}}`, segment);
        } else if (p.in === 'query') {
          if (p.required || include || where === 'query') query.set(p.name, toText(value));
        } else if (p.in === 'header') {
          headers[p.name] = toText(value).replace(/[^\t\x20-\x7e]/g, '?');
        }
      });
      if (where === 'header') {
        headers['content-type'] = rawBad.includes('\u0000')
          ? 'text/plain'
          : 'application/json; charset=utf-16';
        headers['x-forwarded-for'] = 'not-an-address';
        headers['accept-language'] = rawBad.replace(/[^\t\x20-\x7e]/g, '?');
      }
      let search = query.toString();
      if (where === 'raw') search = `${search}${search ? '&' : ''}${rawBad.slice(0, 200)}=%`;
      const url = `${path}${search ? `?${search}` : ''}`;
      if (op.method === 'GET' || op.method === 'HEAD') return { method: op.method, url, headers };
      if (op.multipart) {
        headers['content-type'] = 'multipart/form-data; boundary=fuzz';
        return {
          method: op.method,
          url,
          headers,
          payload: `--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${rawBad}\r\n--fuzz--\r\n`,
        };
      }
      headers['content-type'] ??= 'application/json';
      const payload =
        where === 'body'
          ? JSON.stringify(badBody ?? null)
          : where === 'raw'
            ? `{"a":${rawBad}`
            : JSON.stringify(goodBody ?? {});
      return { method: op.method, url, headers, payload };
    });
}

let t: TestApp;
let doc: Schema;

/**
 * Rows changed so far, per table. A row trigger on every table (but those written on every
 * request) counts each insert, delete and update that changed something, inside the writer's
 * transaction: a write rolled back is not counted, and reading the counts is one small query
 * where hashing every table's content took two full scans per request.
 */
async function changesSoFar(): Promise<string> {
  const { rows } = await t.ctx.database.executeSql(
    `select coalesce(string_agg(table_name || ' ' || n, ', ' order by table_name), '') as counts
     from fuzz_changes`,
  );
  return (rows as { counts: string }[])[0]!.counts;
}

/** The tables whose counts differ between two readings of changesSoFar. */
function changedTables(before: string, after: string): string {
  const counts = (reading: string) =>
    new Map(reading.split(', ').map((e) => e.split(' ') as [string, string]));
  const was = counts(before);
  return [...counts(after)]
    .filter(([table, n]) => was.get(table) !== n)
    .map(([table]) => table)
    .join(', ');
}

async function countChanges(tables: string[]) {
  await t.ctx.database.executeSql(`
    create table fuzz_changes (table_name text primary key, n bigint not null);
    create function fuzz_count_change() returns trigger language plpgsql as $$
      begin
        insert into fuzz_changes values (TG_TABLE_NAME, 1)
          on conflict (table_name) do update set n = fuzz_changes.n + 1;
        return null;
      end $$;
    ${tables
      .map(
        (name) => `
    create trigger fuzz_written after insert or delete on "${name}"
      for each row execute function fuzz_count_change();
    create trigger fuzz_changed after update on "${name}"
      for each row when (old.* is distinct from new.*) execute function fuzz_count_change();`,
      )
      .join('')}`);
}

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  doc = res.json<Schema>();
  const { rows } = await t.ctx.database.executeSql(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  await countChanges(
    (rows as { tablename: string }[])
      .map((r) => r.tablename)
      .filter(
        (name) =>
          !TOUCHED_PER_REQUEST.has(name) && !PROCESSOR_CUSTOMER.has(name) && !name.startsWith('__'),
      ),
  );
}, 120_000);
afterAll(() => t?.close());

describe('schema-driven fuzz of every operation (issue 17 point 5)', () => {
  it('never answers 5xx, always answers 4xx with the error shape, and a refused write changes nothing', async () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(200);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, op] of operations.entries()) {
      const cases = fc.sample(
        fc.tuple(
          requestArbitrary(doc, op, false),
          fc.array(requestArbitrary(doc, op, true), {
            minLength: RUNS - 1,
            maxLength: RUNS - 1,
          }),
        ),
        { seed: SEED + index, numRuns: 1 },
      )[0]!;
      const requests = [cases[0], ...cases[1]];
      // A fresh customer and chef per operation: a sign-out or account deletion among the
      // hostile cases must not leave the next operation without its session.
      const sessions = [null, await signInAs(t, 'customer'), await signInAs(t, 'chef')];
      for (const session of sessions)
        for (const request of requests) {
          const headers = { ...request.headers };
          if (session) headers.cookie = session.cookie;
          const writes = request.method !== 'GET' && request.method !== 'HEAD';
          const before = writes ? await changesSoFar() : '';
          const res = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers,
            payload: request.payload,
          });
          sent += 1;
          const what = `${op.operationId} ${request.method} ${request.url.slice(0, 120)} as ${session ? 'signed in' : 'guest'} → ${res.statusCode}`;
          if (res.statusCode >= 500 && res.statusCode !== 507) {
            failures.push(`${what}: ${res.body.slice(0, 200)}`);
            continue;
          }
          if (res.statusCode >= 400) {
            const body = (() => {
              try {
                return res.json<{ error?: { code?: unknown; message?: unknown } }>();
              } catch {
                return null;
              }
            })();
            if (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string')
              failures.push(`${what}: not the error shape: ${res.body.slice(0, 200)}`);
            const after = writes ? await changesSoFar() : before;
            if (after !== before)
              failures.push(`${what}: the database changed: ${changedTables(before, after)}`);
          }
        }
    }
    expect(sent).toBeGreaterThan(operations.length * 3);
    expect(failures).toEqual([]);
  }, 300_000);
});
