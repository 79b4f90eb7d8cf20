// The legal pages' versions (spec §9: the terms are dated 2019). Sign-up's agreement will
// record which version a person accepted, so a change of text is a change of date here.

export const LEGAL_DOCUMENTS = {
  termsOfUse: { title: 'Terms of use', path: '/terms', updated: '2019-06-01' },
  privacyPolicy: { title: 'Privacy Policy', path: '/privacy', updated: '2019-06-01' },
} as const;

export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;
