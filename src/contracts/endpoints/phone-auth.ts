import type { sessionResponseSchema } from '#contracts/auth';
import type {
  accountPhoneResponseSchema,
  phoneCodeCheckSchema,
  phoneCodeRequestSchema,
  phoneCodeSentResponseSchema,
} from '#contracts/phone-auth';
import { endpoint } from './endpoint';

export const requestPhoneSignInCode = endpoint<{
  body: typeof phoneCodeRequestSchema;
  response: typeof phoneCodeSentResponseSchema;
}>('POST', '/auth/phone/code');

export const signInWithPhone = endpoint<{
  body: typeof phoneCodeCheckSchema;
  response: typeof sessionResponseSchema;
}>('POST', '/auth/phone/signin');

export const getAccountPhone = endpoint<{ response: typeof accountPhoneResponseSchema }>(
  'GET',
  '/auth/account/phone',
);

export const requestAccountPhoneCode = endpoint<{
  body: typeof phoneCodeRequestSchema;
  response: typeof phoneCodeSentResponseSchema;
}>('POST', '/auth/account/phone/code');

export const verifyAccountPhone = endpoint<{
  body: typeof phoneCodeCheckSchema;
  response: typeof accountPhoneResponseSchema;
}>('POST', '/auth/account/phone/verify');

export const removeAccountPhone = endpoint<{ response: null }>('DELETE', '/auth/account/phone');
