import type {
  devMailListResponseSchema,
  devMailMessageSchema,
  devMailParamsSchema,
} from '#contracts/mail';
import { endpoint } from './endpoint';

export const listDevMail = endpoint<{ response: typeof devMailListResponseSchema }>(
  'GET',
  '/dev/mail',
);

export const getDevMail = endpoint<{
  params: typeof devMailParamsSchema;
  response: typeof devMailMessageSchema;
}>('GET', '/dev/mail/{id}');
