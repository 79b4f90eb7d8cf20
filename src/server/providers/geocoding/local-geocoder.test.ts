import { describe, expect, it } from 'vitest';
import { LocalGeocoder } from './local-geocoder.ts';

const g = new LocalGeocoder();

describe('LocalGeocoder.forward', () => {
  it('places a ZIP code at its centroid', async () => {
    expect(await g.forward('94105')).toEqual({
      formattedAddress: 'San Francisco, CA 94105',
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94105',
      latitude: 37.7864,
      longitude: -122.3892,
    });
    expect(await g.forward(' 94105-1234 ')).toMatchObject({ zipcode: '94105' });
  });

  it('places "City, ST" and "City, State"', async () => {
    const sf = await g.forward('San Francisco, CA');
    expect(sf).toMatchObject({ city: 'San Francisco', state: 'CA' });
    expect(sf?.address1).toBeUndefined();
    expect(sf?.latitude).toBeCloseTo(37.77, 1);
    expect(sf?.longitude).toBeCloseTo(-122.42, 1);
    expect(await g.forward('portland, oregon')).toMatchObject({ city: 'Portland', state: 'OR' });
    expect(await g.forward('Portland, ME')).toMatchObject({ city: 'Portland', state: 'ME' });
    expect(await g.forward('austin tx')).toMatchObject({ city: 'Austin', state: 'TX' });
  });

  it('keeps the street as address1 and resolves by ZIP', async () => {
    expect(await g.forward('1 Market St, San Francisco, CA 94105')).toEqual({
      formattedAddress: '1 Market St, San Francisco, CA 94105',
      address1: '1 Market St',
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94105',
      latitude: 37.7864,
      longitude: -122.3892,
    });
    expect(await g.forward('1 Market St San Francisco CA 94105, USA')).toMatchObject({
      address1: '1 Market St',
      zipcode: '94105',
    });
    expect(await g.forward('Apt 4, 500 Main Street, Springfield, IL')).toMatchObject({
      address1: 'Apt 4, 500 Main Street',
      city: 'Springfield',
      state: 'IL',
    });
  });

  it('falls back to city and state when the ZIP is unknown or belongs elsewhere', async () => {
    expect(await g.forward('1 Main St, Boston, MA 00000')).toMatchObject({
      address1: '1 Main St',
      city: 'Boston',
      state: 'MA',
    });
    expect(await g.forward('1 Main St, Boston, MA 94105')).toMatchObject({
      city: 'Boston',
      state: 'MA',
    });
  });

  it('picks the largest city of a name when no state is given', async () => {
    expect(await g.forward('San Francisco')).toMatchObject({ city: 'San Francisco', state: 'CA' });
    expect(await g.forward('New York')).toMatchObject({ city: 'New York', state: 'NY' });
    const ny = await g.forward('New York');
    expect(ny?.longitude).toBeGreaterThan(-74.3);
    expect(ny?.longitude).toBeLessThan(-73.7);
  });

  it('answers null for what it cannot place', async () => {
    for (const q of [
      '',
      '   ',
      'asdf qwerty',
      '10 Downing St, Nowhere, ZZ',
      'Faketown, CA',
      '00000',
      'x'.repeat(400),
    ]) {
      expect(await g.forward(q), q).toBeNull();
    }
  });
});

describe('LocalGeocoder.reverse', () => {
  it('answers the nearest ZIP centroid', async () => {
    expect(await g.reverse(37.7865, -122.3893)).toMatchObject({
      zipcode: '94105',
      city: 'San Francisco',
      state: 'CA',
    });
    expect(await g.reverse(40.7484, -73.9967)).toMatchObject({
      zipcode: '10001',
      city: 'New York',
    });
  });

  it('works across grid-cell boundaries', async () => {
    // Just below 38°N, nearest centroid sits just above it.
    const place = await g.reverse(37.9999, -122.3);
    expect(place).not.toBeNull();
    expect(place?.state).toBe('CA');
  });

  it('answers null far from any ZIP and for bad coordinates', async () => {
    expect(await g.reverse(0, 0)).toBeNull();
    expect(await g.reverse(-45, -30)).toBeNull();
    expect(await g.reverse(91, 0)).toBeNull();
    expect(await g.reverse(Number.NaN, 0)).toBeNull();
  });
});

describe('LocalGeocoder.autocomplete', () => {
  it('matches city prefixes case-insensitively, larger places first, one per city', async () => {
    const names = (await g.autocomplete('san')).map((p) => p.formattedAddress);
    expect(names).toHaveLength(5);
    expect(names).toContain('San Francisco, CA');
    expect(names).toContain('San Diego, CA');
    expect(new Set(names).size).toBe(names.length);
    expect((await g.autocomplete('SAN FR')).map((p) => p.formattedAddress)).toEqual([
      'San Francisco, CA',
    ]);
  });

  it('narrows by state after a comma or a trailing state word', async () => {
    expect((await g.autocomplete('portland, o')).map((p) => p.formattedAddress)).toEqual([
      'Portland, OR',
      'Portland, OH',
    ]);
    expect((await g.autocomplete('portland, or')).map((p) => p.formattedAddress)).toEqual([
      'Portland, OR',
    ]);
    expect((await g.autocomplete('portland me')).map((p) => p.formattedAddress)).toEqual([
      'Portland, ME',
    ]);
  });

  it('completes ZIP prefixes in order', async () => {
    const zips = (await g.autocomplete('9410', 3)).map((p) => p.zipcode);
    expect(zips).toEqual(['94101', '94102', '94103']);
  });

  it('honours the limit and gives coordinates', async () => {
    const results = await g.autocomplete('spring', 8);
    expect(results).toHaveLength(8);
    for (const r of results) {
      expect(r.latitude).toBeTypeOf('number');
      expect(r.zipcode).toMatch(/^\d{5}$/);
    }
    expect(await g.autocomplete('')).toEqual([]);
    expect(await g.autocomplete('zzzzzz')).toEqual([]);
  });
});
