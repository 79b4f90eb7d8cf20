import { z } from 'zod';
import { socialProviders } from '#domain/social-sign-in';
import { PASSWORD_MAX_LENGTH } from '#domain/password';

export const socialProviderSchema = z.enum(socialProviders);

export const socialProvidersResponseSchema = z.object({
  /** The providers offered on the sign-in and sign-up pages, in display order. */
  providers: z.array(z.object({ id: socialProviderSchema, name: z.string() })),
});
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponseSchema>;

export const socialProviderParamsSchema = z.object({ provider: socialProviderSchema });

export const socialStartQuerySchema = z.object({
  /** A path of this site to come back to; anything else is ignored. */
  returnTo: z.string().max(2000).optional(),
  /** 'link' connects the provider to the signed-in account (from /profile). */
  intent: z.enum(['signin', 'link']).optional(),
});

export const socialCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  iss: z.string().max(500).optional(),
});

export const linkConfirmRequestSchema = z.object({ token: z.string().min(1).max(200) });

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
      email: z.string().nullable(),
      connectedAt: z.iso.datetime(),
    }),
  ),
  /** Providers that can be connected here. */
  available: z.array(z.object({ id: socialProviderSchema, name: z.string() })),
});
export type ConnectedAccountsResponse = z.infer<typeof connectedAccountsResponseSchema>;

export const setPasswordRequestSchema = z.object({
  password: z.string().min(1, 'Enter a password.').max(PASSWORD_MAX_LENGTH),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;
