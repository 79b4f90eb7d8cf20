import {
  changePasswordRequestSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
} from '#contracts/auth';
import { text } from '#contracts/strings';
import { passwordPolicyIssue } from '../../lib/password-policy';

// The account forms' schemas: the contracts' request schemas plus the password policy, and a
// second password field where the form asks for it twice.

export const signUpFormSchema = signUpRequestSchema.superRefine((v, ctx) =>
  passwordPolicyIssue(ctx, 'password', v.password, v.email),
);

/** The reset form asks for the new password twice; the token comes from the link. */
export const resetPasswordFormSchema = resetPasswordRequestSchema
  .pick({ password: true })
  .extend({ confirm: text() })
  .superRefine((v, ctx) => {
    passwordPolicyIssue(ctx, 'password', v.password, undefined);
    if (v.confirm !== v.password)
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'The passwords do not match.' });
  });

/** The new password may not be the signed-in person's e-mail. */
export const changePasswordFormSchema = (email: string | undefined) =>
  changePasswordRequestSchema.superRefine((v, ctx) =>
    passwordPolicyIssue(ctx, 'newPassword', v.newPassword, email),
  );
