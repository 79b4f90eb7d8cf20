// Address rules (spec §3, §5): geocoding keeps address1, city, state, zipcode, latitude,
// longitude, neighborhood; an address without coordinates uses the user's location.

export const MAX_ADDRESSES_PER_USER = 20;

export const addressMessages = {
  geocodingFailed: 'We could not find that address. Check the street, city and ZIP code.',
  tooMany: `You can keep up to ${MAX_ADDRESSES_PER_USER} addresses. Delete one to add another.`,
  notFound: 'Address not found.',
} as const;

export interface AddressParts {
  address1?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
}

/** The one line we ask a geocoder about: "1 Market St, San Francisco, CA 94105". */
export function geocodingQuery(a: AddressParts): string {
  const stateZip = [a.state, a.zipcode]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return [a.address1, a.city, stateZip]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(', ');
}

/** "1 Market St, Apt 2, San Francisco, CA 94105" from what we stored. */
export function formatAddress(a: AddressParts & { address2?: string | null }): string {
  const stateZip = [a.state, a.zipcode]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return [a.address1, a.address2, a.city, stateZip]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(', ');
}

/** Valid profile (spec §5): an address exists and the e-mail is verified. */
export function isValidProfile(args: { addressCount: number; emailVerified: boolean }): boolean {
  return args.addressCount > 0 && args.emailVerified;
}
