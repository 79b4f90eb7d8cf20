import { Link, useNavigate, useSearchParams } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { requestPhoneSignInCode, signInWithPhone } from '#contracts/endpoints/phone-auth';
import { PhoneCodeSteps } from '../../components/PhoneCodeSteps';
import { AgreementNotice } from '../../components/SignUpAgreement';
import { call } from '../../lib/api';
import { safeRedirect } from '../../lib/RequireAuth';
import { AuthCard } from './AuthCard';
import { useApplySession } from './auth-api';

/**
 * /phone-signin (spec §2, §7 "phone code"): a code texted to the number signs the person in;
 * the first time it makes their customer account (spec §6).
 */
export function PhoneSignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const applySession = useApplySession();
  const redirect = params.get('redirect');
  const withRedirect = (path: string) =>
    redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;

  return (
    <AuthCard
      title="Sign in with phone"
      subtitle="We text you a code. New to Potluck? Your account is made when you first sign in."
    >
      <PhoneCodeSteps
        idPrefix="phone-signin"
        verifyLabel="Sign in"
        requestCode={(phone) => call(requestPhoneSignInCode, { body: { phone } })}
        verifyCode={async (phone, code) => {
          const session = await call(signInWithPhone, { body: { phone, code } });
          await applySession(session);
          await navigate(safeRedirect(redirect));
        }}
      />
      <AgreementNotice lead="New to Potluck? By continuing" />
      <Text ta="center" size="sm">
        Prefer your e-mail?{' '}
        <Anchor component={Link} to={withRedirect('/signin')} fw={600}>
          Sign in with e-mail
        </Anchor>
      </Text>
    </AuthCard>
  );
}
