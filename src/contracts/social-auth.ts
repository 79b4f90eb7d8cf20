import { z } from 'zod';
import { text } from '#contracts/strings';
import { socialProviders } from '#domain/social-sign-in';
import { PASSWORD_MAX_LENGTH } from '#domain/password';

export const socialProviderSchema = z.enum(socialProviders);

export const socialProvidersResponseSchema = z.object({
  /** The providers offered on the sign-in and sign-up pages, in display order. */
  providers: z.array(z.object({ id: socialProviderSchema, name: text() })),
});
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponseSchema>;

export const socialProviderParamsSchema = z.object({ provider: socialProviderSchema });

export const socialStartQuerySchema = z.object({
  /** A path of this site to come back to; anything else is ignored. */
  returnTo: text().max(2000).optional(),
  /** 'link' connects the provider to the signed-in account (from /profile). */
  intent: z.enum(['signin', 'link']).optional(),
});

export const socialCallbackQuerySchema = z.object({
  code: text().max(2000).optional(),
  state: text().max(500).optional(),
  error: text().max(200).optional(),
  error_description: text().max(1000).optional(),
  iss: text().max(500).optional(),
});

export const linkConfirmRequestSchema = z.object({ token: text().min(1).max(200) });

export const connectedAccountsResponseSchema = z.object({
  /** Whether the account can sign in with its e-mail and a password. */
  hasPassword: z.boolean(),
  /** Whether the account has an e-mail address (a password signs in only with one). */
  hasEmail: z.boolean(),
  /** Whether a verified phone can sign in (phone sign-in). */
  hasPhone: z.boolean(),
  identities: z.array(
    z.object({
      provider: socialProviderSchema,
      email: text().nullable(),
      connectedAt: z.iso.datetime(),
    }),
  ),
  /** Providers that can be connected here. */
  available: z.array(z.object({ id: socialProviderSchema, name: text() })),
});
export type ConnectedAccountsResponse = z.infer<typeof connectedAccountsResponseSchema>;

export const setPasswordRequestSchema = z.object({
  password: text().min(1, 'Enter a password.').max(PASSWORD_MAX_LENGTH),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;
