import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AREA_OFFSET_MAX,
  AREA_OFFSET_MIN,
  areaCentre,
  distanceText,
  roundedAreaDistanceKm,
  seesPickupAddress,
  showsExactLocation,
} from './chef-location';
import { distanceKm } from './geo';
import { MAP_RADIUS_M } from './map-zoom';

const bytes = (...xs: number[]): Uint8Array => Uint8Array.from(xs);

describe('showsExactLocation', () => {
  it('lets restaurants and food trucks show their address, nobody else', () => {
    expect(showsExactLocation('restaurant')).toBe(true);
    expect(showsExactLocation('food_truck')).toBe(true);
    expect(showsExactLocation('home_chef')).toBe(false);
    expect(showsExactLocation('farmer')).toBe(false);
    expect(showsExactLocation(null)).toBe(false);
    expect(showsExactLocation(undefined)).toBe(false);
  });
});

describe('areaCentre', () => {
  const home = { lat: 37.7599, lon: -122.4148 };

  it('is the same point every time for the same bytes, another for other bytes', () => {
    const a = areaCentre(home.lat, home.lon, bytes(1, 2, 3, 4, 5, 6, 7, 8));
    const b = areaCentre(home.lat, home.lon, bytes(1, 2, 3, 4, 5, 6, 7, 8));
    const c = areaCentre(home.lat, home.lon, bytes(9, 2, 3, 4, 5, 6, 7, 8));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('keeps the home inside the circle and never at its centre, anywhere on earth', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        (lat, lon, digest) => {
          const c = areaCentre(lat, lon, digest);
          const m = distanceKm(lat, lon, c.latitude, c.longitude) * 1000;
          expect(m).toBeLessThan(MAP_RADIUS_M * AREA_OFFSET_MAX + 5);
          expect(m).toBeGreaterThan(MAP_RADIUS_M * AREA_OFFSET_MIN - 5);
        },
      ),
    );
  });

  it('refuses too few bytes', () => {
    expect(() => areaCentre(0, 0, new Uint8Array(4))).toThrow();
  });
});

describe('roundedAreaDistanceKm', () => {
  it('rounds up to the next half kilometre and never shows less than 1 km', () => {
    expect(roundedAreaDistanceKm(0)).toBe(1);
    expect(roundedAreaDistanceKm(0.2)).toBe(1);
    expect(roundedAreaDistanceKm(0.99)).toBe(1);
    expect(roundedAreaDistanceKm(1)).toBe(1);
    expect(roundedAreaDistanceKm(1.01)).toBe(1.5);
    expect(roundedAreaDistanceKm(2.26)).toBe(2.5);
    expect(roundedAreaDistanceKm(12.3)).toBe(12.5);
  });

  it('is never closer than the truth and never more than half a kilometre off above 1 km', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 500, noNaN: true }), (km) => {
        const shown = roundedAreaDistanceKm(km);
        expect(shown).toBeGreaterThanOrEqual(Math.min(km, 1) - 1e-9);
        expect(shown).toBeGreaterThanOrEqual(1);
        if (km > 1) expect(shown - km).toBeLessThan(0.5 + 1e-9);
        expect((shown * 2) % 1).toBe(0);
      }),
    );
  });
});

describe('distanceText', () => {
  it('says "under 1 km" and "about" for an area, the number for an address', () => {
    expect(distanceText(1, true)).toBe('under 1 km');
    expect(distanceText(2.5, true)).toBe('about 2.5 km');
    expect(distanceText(12.5, true)).toBe('about 13 km');
    expect(distanceText(0.43, false)).toBe('0.4 km');
    expect(distanceText(12.4, false)).toBe('12 km');
  });
});

describe('seesPickupAddress', () => {
  const pickup = { deliveryMethod: 'pickup', viewerRole: 'buyer' as const };

  it('gives the address to the buyer of a pickup order the chef has accepted, until it is over', () => {
    for (const status of ['accepted', 'payment_accepted', 'ready'])
      expect(seesPickupAddress({ ...pickup, status })).toBe(true);
    for (const status of ['new', 'submitted', 'confirmed', 'rejected', 'cancelled', 'completed'])
      expect(seesPickupAddress({ ...pickup, status })).toBe(false);
  });

  it('never for a delivery, nor through the seller view', () => {
    expect(seesPickupAddress({ ...pickup, deliveryMethod: 'delivery', status: 'accepted' })).toBe(
      false,
    );
    expect(seesPickupAddress({ ...pickup, viewerRole: 'seller', status: 'accepted' })).toBe(false);
  });
});
