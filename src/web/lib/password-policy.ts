import type { z } from 'zod';
import { checkPassword } from '#domain/password';

/**
 * Adds the password policy (#domain/password) to a form schema's `field`. The server checks it
 * against the account's e-mail, which a reset or a change does not send, so it is a domain rule
 * the forms add to the contracts' request schemas rather than a rule of the contracts.
 */
export function passwordPolicyIssue(
  ctx: z.RefinementCtx,
  field: string,
  password: string,
  email: string | undefined,
): void {
  const problem = checkPassword(password, email);
  if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
}
