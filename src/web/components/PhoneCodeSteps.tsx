import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  phoneCodeCheckSchema,
  phoneCodeRequestSchema,
  type PhoneCodeSentResponse,
} from '#contracts/phone-auth';
import { PHONE_CODE_LENGTH } from '#domain/phone-codes';
import { useFormSubmit } from '../lib/useFormSubmit';
import { validateWith } from '../lib/validate-with';
import { FormError } from './FormError';

const codeSchema = phoneCodeCheckSchema.pick({ code: true });

/** Seconds left until `until`, ticking once a second while above zero. */
function useSecondsUntil(until: number | null): number {
  const left = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until === null) return;
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads `until` only
  }, [until]);
  return seconds;
}

interface Sent {
  phone: string;
  display: string;
  resendAt: number;
}

/**
 * A phone number, then the 6-digit code texted to it (phone sign-in and adding a phone on
 * /profile): the server checks the number and the code; refusals show beside the field they
 * are about, a new code can be asked for once the countdown ends.
 */
export function PhoneCodeSteps({
  requestCode,
  verifyCode,
  verifyLabel,
  idPrefix,
  onCancel,
}: {
  requestCode: (phone: string) => Promise<PhoneCodeSentResponse>;
  verifyCode: (phone: string, code: string) => Promise<void>;
  verifyLabel: string;
  /** Keeps ids unique when the steps appear on a page with other forms. */
  idPrefix: string;
  onCancel?: () => void;
}) {
  const [sent, setSent] = useState<Sent | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const resendIn = useSecondsUntil(sent?.resendAt ?? null);

  const phoneForm = useForm({
    mode: 'uncontrolled',
    initialValues: { phone: '' },
    validate: validateWith(phoneCodeRequestSchema),
  });
  const codeForm = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: validateWith(codeSchema),
  });

  const accept = (res: PhoneCodeSentResponse) =>
    setSent({
      phone: res.phone,
      display: res.display,
      resendAt: Date.now() + res.resendAfterSeconds * 1000,
    });

  const sendStep = useFormSubmit(
    phoneForm,
    async (values) => accept(await requestCode(values.phone.trim())),
    { fieldErrors: 'instead-of-message' },
  );
  const codeStep = useFormSubmit(
    codeForm,
    async (values) => {
      if (sent) await verifyCode(sent.phone, values.code.trim());
    },
    { fieldErrors: 'instead-of-message' },
  );

  useEffect(() => {
    if (sent) codeInput.current?.focus();
  }, [sent]);

  const resend = async () => {
    if (!sent) return;
    setResendError(null);
    setResending(true);
    try {
      accept(await requestCode(sent.phone));
      codeForm.reset();
    } catch (err) {
      setResendError(err instanceof Error ? err.message : 'Could not send a new code.');
    } finally {
      setResending(false);
    }
  };

  if (!sent) {
    return (
      <form onSubmit={sendStep.submit} noValidate>
        <Stack gap="md">
          <FormError error={sendStep.error} />
          <TextInput
            id={`${idPrefix}-phone`}
            label="Mobile number"
            description="With the country code, e.g. +1 415 555 0100. We text you a 6-digit code."
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+1 415 555 0100"
            required
            key={phoneForm.key('phone')}
            {...phoneForm.getInputProps('phone')}
          />
          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={sendStep.submitting}>
              Send code
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={codeStep.submit} noValidate>
      <Stack gap="md">
        <Text role="status">
          We texted a {PHONE_CODE_LENGTH}-digit code to <strong>{sent.display}</strong>. It works
          for 10 minutes.
        </Text>
        <FormError error={codeStep.error} />
        <TextInput
          id={`${idPrefix}-code`}
          ref={codeInput}
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PHONE_CODE_LENGTH}
          required
          key={codeForm.key('code')}
          {...codeForm.getInputProps('code')}
        />
        <Button type="submit" loading={codeStep.submitting}>
          {verifyLabel}
        </Button>
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            onClick={() => void resend()}
            disabled={resendIn > 0}
            loading={resending}
          >
            {resendIn > 0 ? `Send a new code in ${resendIn} s` : 'Send a new code'}
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setSent(null);
              setResendError(null);
              codeForm.reset();
            }}
          >
            Use another number
          </Anchor>
        </Group>
        {resendError && (
          <Text c="red.8" size="sm" role="alert">
            {resendError}
          </Text>
        )}
        {onCancel && (
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
