import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';

describe('distanceKm', () => {
  it('is zero from a point to itself', () => {
    expect(distanceKm(37.7749, -122.4194, 37.7749, -122.4194)).toBe(0);
  });

  it('measures San Francisco to Los Angeles at about 559 km', () => {
    expect(distanceKm(37.7749, -122.4194, 34.0522, -118.2437)).toBeCloseTo(559, 0);
  });

  it('is symmetric and one degree of latitude is about 111.2 km', () => {
    expect(distanceKm(0, 0, 1, 0)).toBeCloseTo(111.19, 1);
    expect(distanceKm(10, 20, 30, 40)).toBeCloseTo(distanceKm(30, 40, 10, 20), 9);
  });
});
