import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLUSTER_MAX_ZOOM,
  DEFAULT_ZOOM,
  FALLBACK_ZOOM_KM,
  LAST_CALL_RADIUS_KM,
  MAP_RADIUS_M,
  MAP_RADIUS_ZOOM,
  zoomToKm,
} from './map-zoom';

describe('map constants', () => {
  it('match spec §9', () => {
    expect(DEFAULT_ZOOM).toBe(12);
    expect(CLUSTER_MAX_ZOOM).toBe(10);
    expect(MAP_RADIUS_M).toBe(1000);
    expect(MAP_RADIUS_ZOOM).toBe(13);
    expect(LAST_CALL_RADIUS_KM).toBe(10);
  });
});

describe('zoomToKm', () => {
  it('follows the spec §9 table', () => {
    const table: [number, number][] = [
      [20, 0.5],
      [19, 0.5],
      [18, 1],
      [17, 1],
      [16, 2],
      [15, 3],
      [14, 4],
      [13, 5],
      [12, 7],
      [11, 15],
      [10, 20],
      [9, 30],
      [8, 462],
      [0, 462],
      [21, 462],
    ];
    for (const [zoom, km] of table) expect(zoomToKm(zoom), `zoom ${zoom}`).toBe(km);
    expect(FALLBACK_ZOOM_KM).toBe(462);
    expect(zoomToKm(Number.NaN)).toBe(462);
  });

  it('rounds fractional zooms to the nearest level', () => {
    expect(zoomToKm(12.4)).toBe(7);
    expect(zoomToKm(12.6)).toBe(5);
  });

  it('property: non-increasing as zoom grows across 0..20, and always positive', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(zoomToKm(hi)).toBeLessThanOrEqual(zoomToKm(lo));
        },
      ),
    );
    fc.assert(
      fc.property(fc.double(), (z) => {
        expect(zoomToKm(z)).toBeGreaterThan(0);
      }),
    );
  });
});
