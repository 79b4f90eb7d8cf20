// The legal pages' versions (spec §9: the terms are dated 2019). Sign-up records which version
// a person accepted, so a change of text is a change of date here.

export const LEGAL_DOCUMENTS = {
  termsOfUse: { title: 'Terms of use', path: '/terms', updated: '2019-06-01' },
  privacyPolicy: { title: 'Privacy Policy', path: '/privacy', updated: '2019-06-01' },
} as const;

export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;

/**
 * The version of the sign-up agreement (the terms of use and the privacy policy together): the
 * newer document's date. Sign-up records it with the time it was accepted.
 */
export const SIGN_UP_AGREEMENT_VERSION: string = [
  LEGAL_DOCUMENTS.termsOfUse.updated,
  LEGAL_DOCUMENTS.privacyPolicy.updated,
].sort()[1]!;

export const legalMessages = {
  acceptRequired: 'Accept the Terms of use and the Privacy Policy to sign up.',
  changed:
    'The Terms of use or the Privacy Policy changed while this page was open. Reload the page, read them and accept again.',
} as const;
