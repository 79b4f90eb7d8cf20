import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (name: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/dev/jobs/${name}`,
    headers: { origin: TEST_ORIGIN },
    remoteAddress,
  });

describe('running a timed job now', () => {
  it('runs the payout run and answers what it did', async () => {
    const res = await run('payouts.run');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      name: 'payouts.run',
      result: { created: 0, sent: 0, refused: 0, deferred: 0, providerCalls: 0 },
    });
  });

  it('knows only the scheduled jobs, and only this machine may ask', async () => {
    const unknown = await run('nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: 'No job is called nope.' } });
    // From elsewhere the route does not exist, as the dev mailbox does not.
    const remote = await run('payouts.run', '203.0.113.9');
    expect(remote.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});
