import { bankAccountErrors } from '#domain/bank-account';
import type {
  LocalPayoutOnboardingRequest,
  LocalPayoutOnboardingResponse,
} from '#contracts/payouts';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import {
  OnboardingLinkError,
  type LocalPayoutsProvider,
} from '../../providers/payouts/local-payouts.ts';

export const CHECK_FIELDS = 'Check the highlighted fields and try again.';

/**
 * The local provider's hosted form: malformed details are refused field by field (the holder
 * fixes them on the same page); well-formed ones use the link up and say where to go next.
 */
export async function submitLocalOnboarding(
  ctx: AppContext,
  local: LocalPayoutsProvider,
  body: LocalPayoutOnboardingRequest,
): Promise<LocalPayoutOnboardingResponse> {
  const fields = bankAccountErrors(body);
  if (Object.keys(fields).length > 0) throw badRequest(CHECK_FIELDS, fields);
  // The pages are covered by the link's hash; checking they are ours as well costs nothing.
  const ours = (url: string) => url.startsWith(`${ctx.config.publicBaseUrl}/`);
  if (!ours(body.returnUrl) || !ours(body.refreshUrl)) {
    throw new AppError(400, 'token_invalid', new OnboardingLinkError().message);
  }
  try {
    return await local.submitOnboarding(body);
  } catch (err) {
    if (err instanceof OnboardingLinkError) throw new AppError(400, 'token_invalid', err.message);
    throw err;
  }
}
