import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { passwordPolicyHint } from '#domain/password';

/** The e-mail field of the account forms. */
export function EmailInput(props: TextInputProps) {
  return <TextInput label="E-mail" type="email" autoComplete="email" required {...props} />;
}

/** A required password field; a new password shows the password rules. */
export function PasswordField({
  kind,
  ...props
}: PasswordInputProps & { kind: 'current' | 'new' }) {
  return (
    <PasswordInput
      description={kind === 'new' ? passwordPolicyHint : undefined}
      autoComplete={`${kind}-password`}
      required
      {...props}
    />
  );
}
