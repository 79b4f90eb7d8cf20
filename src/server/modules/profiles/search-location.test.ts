import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { signUpUser, type TestUser } from './test-users.ts';

let t: TestApp;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpUser(t, 'Ann Search');
  bob = await signUpUser(t, 'Bob Search');
});
afterAll(() => t.close());

const url = '/api/v1/profiles/me/search-location';
const read = (user?: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
const save = (user: TestUser | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });

const mission = { label: 'Mission District, San Francisco, CA', lat: 37.7599, lon: -122.4148 };

describe('search location on the profile', () => {
  it('is null until the person chooses one', async () => {
    const res = await read(ann);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ location: null });
  });

  it('remembers the chosen place and returns it on the next read', async () => {
    const saved = await save(ann, { ...mission, label: `  ${mission.label} ` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ location: mission });
    expect((await read(ann)).json()).toEqual({ location: mission });
  });

  it('replaces the previous place', async () => {
    const oakland = { label: 'Oakland, CA', lat: 37.8044, lon: -122.2712 };
    await save(ann, oakland);
    expect((await read(ann)).json()).toEqual({ location: oakland });
  });

  it("is each person's own: Bob neither sees nor changes Ann's", async () => {
    expect((await read(bob)).json()).toEqual({ location: null });
    await save(bob, mission);
    expect((await read(ann)).json().location.label).toBe('Oakland, CA');
    expect((await read(bob)).json()).toEqual({ location: mission });
  });

  it('answers 401 to guests, for reading and saving', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save(undefined, mission)).statusCode).toBe(401);
  });

  it('refuses coordinates off the globe and an empty label, naming the field', async () => {
    for (const bad of [
      { ...mission, lat: 91 },
      { ...mission, lon: -181 },
      { ...mission, label: '   ' },
      { lat: 1, lon: 1 },
    ]) {
      const res = await save(ann, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await read(ann)).json().location.label).toBe('Oakland, CA');
  });
});
