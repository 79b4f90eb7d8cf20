import type { devPhoneListResponseSchema } from '#contracts/phone';
import { endpoint } from './endpoint';

export const listDevPhone = endpoint<{ response: typeof devPhoneListResponseSchema }>(
  'GET',
  '/dev/phone',
);
