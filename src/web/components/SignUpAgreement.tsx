import { Link } from 'react-router';
import { Anchor, Checkbox, Text } from '@mantine/core';
import { LEGAL_DOCUMENTS, SIGN_UP_AGREEMENT_VERSION } from '#domain/legal';

/**
 * The sign-up agreement every sign-up form asks for: ticking it puts the agreement's current
 * version in the form's `agreementVersion`, which the server records with the time.
 */
export function SignUpAgreement({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (version: string) => void;
  error?: string | undefined;
}) {
  const { termsOfUse, privacyPolicy } = LEGAL_DOCUMENTS;
  return (
    <Checkbox
      checked={value === SIGN_UP_AGREEMENT_VERSION}
      onChange={(e) => onChange(e.currentTarget.checked ? SIGN_UP_AGREEMENT_VERSION : '')}
      error={error}
      label={
        <>
          I agree to Potluck&apos;s{' '}
          <Anchor component={Link} to={termsOfUse.path} target="_blank" inherit underline="always">
            {termsOfUse.title}
          </Anchor>{' '}
          and{' '}
          <Anchor
            component={Link}
            to={privacyPolicy.path}
            target="_blank"
            inherit
            underline="always"
          >
            {privacyPolicy.title}
          </Anchor>
          .
        </>
      }
    />
  );
}

/**
 * The agreement on pages that make an account without a form to tick (phone and social sign-in):
 * continuing accepts it, and the server records the version with the time. `lead` says what
 * continuing is ("By continuing with Google or X").
 */
export function AgreementNotice({ lead }: { lead: string }) {
  const { termsOfUse, privacyPolicy } = LEGAL_DOCUMENTS;
  return (
    <Text size="sm">
      {lead}, you agree to Potluck&apos;s{' '}
      <Anchor component={Link} to={termsOfUse.path} target="_blank" inherit underline="always">
        {termsOfUse.title}
      </Anchor>{' '}
      and{' '}
      <Anchor component={Link} to={privacyPolicy.path} target="_blank" inherit underline="always">
        {privacyPolicy.title}
      </Anchor>
      .
    </Text>
  );
}
