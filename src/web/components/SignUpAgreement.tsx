import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { LEGAL_DOCUMENTS } from '#domain/legal';

/** The line under every sign-up form, linking the documents it refers to. */
export function SignUpAgreement() {
  const { termsOfUse, privacyPolicy } = LEGAL_DOCUMENTS;
  return (
    <Text size="sm">
      By signing up you agree to Potluck&apos;s{' '}
      <Anchor component={Link} to={termsOfUse.path} target="_blank" inherit>
        {termsOfUse.title}
      </Anchor>{' '}
      and{' '}
      <Anchor component={Link} to={privacyPolicy.path} target="_blank" inherit>
        {privacyPolicy.title}
      </Anchor>
      .
    </Text>
  );
}
