import { describe, expect, it } from 'vitest';
import { validateAddressFields as check } from './AddressFields';

const complete = { address1: '1 Congress Ave', city: 'Austin', state: 'TX', zipcode: '' };

describe('address form validation', () => {
  it("uses the API's own words for a missing street, city or state", () => {
    expect(check({ ...complete, address1: '  ', city: '', state: 'T' })).toEqual({
      address1: 'Enter the street address.',
      city: 'Enter the city.',
      state: 'Enter the state.',
    });
  });

  it('checks the ZIP code the way the API does, and lets it be empty', () => {
    expect(check({ ...complete, zipcode: '78701' })).toEqual({});
    expect(check({ ...complete, zipcode: '7' })).toEqual({ zipcode: 'Enter a valid ZIP code.' });
  });

  it('accepts a complete address, with the optional label and second line empty', () => {
    expect(check(complete)).toEqual({});
    expect(check({ ...complete, name: '', address2: '' })).toEqual({});
  });
});
