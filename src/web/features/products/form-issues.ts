import type { z } from 'zod';

/**
 * Puts the problems a contract schema found on (a part of) the form's values onto the form's own
 * fields, word for word: the editors check what spans several fields with the API's schemas, so
 * the form and the server never disagree. `formPath` maps a path of the checked value to the
 * form's field where the two are spelled differently.
 */
export function addContractIssues(
  ctx: z.RefinementCtx,
  result: z.ZodSafeParseResult<unknown>,
  formPath: (path: PropertyKey[]) => PropertyKey[] = (path) => path,
) {
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: formPath(issue.path) });
  }
}

/**
 * For a form schema's cross-field check: run it even when a field already failed (an empty
 * required box), so every problem shows at once, as the form did field by field.
 */
export const evenAfterFieldIssues = { when: () => true };
