import type {
  acceptedResponseSchema,
  changePasswordRequestSchema,
  deletionRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
  verificationConfirmRequestSchema,
  verificationConfirmResponseSchema,
  verificationSendResponseSchema,
} from '#contracts/auth';
import { endpoint } from './endpoint';

export const getSession = endpoint<{ response: typeof sessionResponseSchema }>(
  'GET',
  '/auth/session',
);

export const signUp = endpoint<{
  body: typeof signUpRequestSchema;
  response: typeof sessionResponseSchema;
}>('POST', '/auth/signup');

export const signIn = endpoint<{
  body: typeof signInRequestSchema;
  response: typeof sessionResponseSchema;
}>('POST', '/auth/signin');

export const signOut = endpoint<{ response: null }>('POST', '/auth/signout');

export const requestPasswordReset = endpoint<{
  body: typeof forgotPasswordRequestSchema;
  response: typeof acceptedResponseSchema;
}>('POST', '/auth/password/forgot');

export const resetPassword = endpoint<{ body: typeof resetPasswordRequestSchema; response: null }>(
  'POST',
  '/auth/password/reset',
);

export const changePassword = endpoint<{
  body: typeof changePasswordRequestSchema;
  response: null;
}>('POST', '/auth/password/change');

export const sendVerification = endpoint<{ response: typeof verificationSendResponseSchema }>(
  'POST',
  '/auth/verification/send',
);

export const confirmVerification = endpoint<{
  body: typeof verificationConfirmRequestSchema;
  response: typeof verificationConfirmResponseSchema;
}>('POST', '/auth/verification/confirm');

export const requestAccountDeletion = endpoint<{
  body: typeof deletionRequestSchema;
  response: typeof acceptedResponseSchema;
}>('POST', '/auth/account/deletion-request');
