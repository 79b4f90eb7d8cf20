import { describe, expect, it } from 'vitest';
import { formatAddress, geocodingQuery, isValidProfile } from './address';

describe('address helpers', () => {
  it('builds the geocoding query from street, city, state and ZIP', () => {
    expect(
      geocodingQuery({
        address1: ' 1 Market St ',
        city: 'San Francisco',
        state: 'CA',
        zipcode: '94105',
      }),
    ).toBe('1 Market St, San Francisco, CA 94105');
    expect(geocodingQuery({ address1: '1 Market St', city: null, state: 'CA', zipcode: '' })).toBe(
      '1 Market St, CA',
    );
  });

  it('formats a stored address with its second line', () => {
    expect(
      formatAddress({
        address1: '1 Market St',
        address2: 'Apt 2',
        city: 'San Francisco',
        state: 'CA',
        zipcode: '94105',
      }),
    ).toBe('1 Market St, Apt 2, San Francisco, CA 94105');
  });

  it('a valid profile has an address and a verified e-mail', () => {
    expect(isValidProfile({ addressCount: 1, emailVerified: true })).toBe(true);
    expect(isValidProfile({ addressCount: 0, emailVerified: true })).toBe(false);
    expect(isValidProfile({ addressCount: 2, emailVerified: false })).toBe(false);
  });
});
