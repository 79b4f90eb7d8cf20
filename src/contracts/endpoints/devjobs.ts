import type { devJobParamsSchema, devJobResponseSchema } from '#contracts/devjobs';
import { endpoint } from './endpoint';

export const runDevJob = endpoint<{
  params: typeof devJobParamsSchema;
  response: typeof devJobResponseSchema;
}>('POST', '/dev/jobs/{name}');
