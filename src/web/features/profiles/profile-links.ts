/** The profile card's web and social links (spec §2), in the order they are shown. */
export const profileLinks = [
  ['website', 'Website'],
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter'],
  ['linkedin', 'LinkedIn'],
  ['instagram', 'Instagram'],
  ['pinterest', 'Pinterest'],
  ['yelp', 'Yelp'],
] as const;
