import { useQuery } from '@tanstack/react-query';
import { Button, Divider, Stack } from '@mantine/core';
import { safeReturnTo } from '#domain/return-to';
import { AgreementNotice } from '../../components/SignUpAgreement';
import { socialProvidersQuery, socialStartUrl } from '../../lib/queries/social-auth';

/**
 * "Continue with Google / Facebook / X" (spec §6): plain links, as the browser must leave for
 * the provider; the server sends it back to `redirect` (a path of this site) once signed in.
 */
export function SocialSignInButtons({ redirect }: { redirect?: string | null }) {
  const { data } = useQuery(socialProvidersQuery());
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  const returnTo = redirect ? safeReturnTo(redirect) : null;
  return (
    <Stack gap="sm">
      {providers.map((p) => (
        <Button
          key={p.id}
          component="a"
          href={socialStartUrl(p.id, { returnTo })}
          variant="default"
          size="md"
          fullWidth
        >
          Continue with {p.name}
        </Button>
      ))}
      {/* A first social sign-in makes the account: it accepts the sign-up agreement. */}
      <AgreementNotice lead={`By continuing with ${orList(providers.map((p) => p.name))}`} />
      <Divider label="or use your e-mail" labelPosition="center" />
    </Stack>
  );
}

/** "Google", "Google or X", "Google, Facebook or X". */
function orList(names: string[]): string {
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}
