import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { areaCentre } from '#domain/chef-location';
import { distanceKm } from '#domain/geo';
import { areaPointOf, publicDistance, publicLocation } from './chef-location.ts';

const SECRET = 'a-server-secret-of-at-least-32-characters';
const home = { latitude: 37.7599, longitude: -122.4148 };
const chef = (producerKind: string | null, id = '6f1c1d7e-9a43-4a53-9a53-1c2d3e4f5a6b') => ({
  id,
  producerKind,
  ...home,
});

describe('a home chef’s public location', () => {
  it('is an area of 1000 m around a fixed point that is not the home', () => {
    const shown = publicLocation(SECRET, chef('home_chef'));
    expect(shown.locationRadiusM).toBe(1000);
    expect(shown.latitude).not.toBe(home.latitude);
    const km = distanceKm(home.latitude, home.longitude, shown.latitude!, shown.longitude!);
    expect(km).toBeGreaterThan(0.2);
    expect(km).toBeLessThan(1);
    // Asked again: the very same point, so repeated looks cannot average it out.
    expect(publicLocation(SECRET, chef('home_chef'))).toEqual(shown);
    // Farmers and producers who have not said what they are count as homes too.
    expect(publicLocation(SECRET, chef('farmer')).locationRadiusM).toBe(1000);
    expect(publicLocation(SECRET, chef(null)).locationRadiusM).toBe(1000);
  });

  it('depends on the server secret and the chef: the id alone does not give it', () => {
    const mine = areaPointOf(SECRET, 'chef-1', home.latitude, home.longitude);
    expect(areaPointOf(SECRET, 'chef-2', home.latitude, home.longitude)).not.toEqual(mine);
    expect(
      areaPointOf(
        'another-secret-of-at-least-32-characters',
        'chef-1',
        home.latitude,
        home.longitude,
      ),
    ).not.toEqual(mine);
    // Someone who knows the scheme but not the key: a plain hash of the id misses.
    const unkeyed = createHash('sha256').update('chef-area:chef-1').digest();
    expect(areaCentre(home.latitude, home.longitude, unkeyed)).not.toEqual(mine);
  });

  it('lets restaurants and food trucks show their own point', () => {
    for (const kind of ['restaurant', 'food_truck']) {
      expect(publicLocation(SECRET, chef(kind))).toEqual({ ...home, locationRadiusM: null });
    }
  });

  it('says nothing without a location', () => {
    expect(
      publicLocation(SECRET, {
        id: 'x',
        producerKind: 'home_chef',
        latitude: null,
        longitude: null,
      }),
    ).toEqual({ latitude: null, longitude: null, locationRadiusM: null });
  });
});

describe('publicDistance', () => {
  const origin = { lat: home.latitude + 0.003, lon: home.longitude };

  it('shows a home chef under 1 km at least, rounded to the half kilometre from the area centre', () => {
    // Standing right by the home: never nearer than "under 1 km".
    const byHome = { lat: home.latitude, lon: home.longitude };
    expect(publicDistance(SECRET, chef('home_chef'), byHome, 0)).toEqual({
      distanceKm: 1,
      distanceRounded: true,
    });
    const far = { lat: home.latitude + 0.05, lon: home.longitude };
    const shown = publicDistance(SECRET, chef('home_chef'), far, 5.56);
    expect(shown.distanceRounded).toBe(true);
    expect((shown.distanceKm * 2) % 1).toBe(0);
    expect(Math.abs(shown.distanceKm - 5.56)).toBeLessThanOrEqual(0.85 + 0.5);
  });

  it('keeps a business’s true distance', () => {
    expect(publicDistance(SECRET, chef('restaurant'), origin, 0.33)).toEqual({
      distanceKm: 0.33,
      distanceRounded: false,
    });
  });
});
