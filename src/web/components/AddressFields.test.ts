import { describe, expect, it } from 'vitest';
import { addressFieldsValidation as check } from './AddressFields';

describe('address form validation', () => {
  it("uses the API's own words for a missing street, city or state", () => {
    expect(check.address1('  ')).toBe('Enter the street address.');
    expect(check.city('')).toBe('Enter the city.');
    expect(check.state('T')).toBe('Enter the state.');
  });

  it('checks the ZIP code the way the API does, and lets it be empty', () => {
    expect(check.zipcode('')).toBeNull();
    expect(check.zipcode('78701')).toBeNull();
    expect(check.zipcode('7')).toBe('Enter a valid ZIP code.');
  });

  it('accepts a complete address', () => {
    expect(check.address1('1 Congress Ave')).toBeNull();
    expect(check.city('Austin')).toBeNull();
    expect(check.state('TX')).toBeNull();
  });
});
