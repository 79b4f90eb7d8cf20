import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { SCHEDULED_JOBS } from '../../jobs/scheduled-jobs.ts';

/** One run of a scheduled job, in this process, as its tick would run it. */
export async function runJobNow(ctx: AppContext, name: string) {
  const job = SCHEDULED_JOBS.find((j) => j.name === name);
  if (!job) throw notFound(`No job is called ${name}.`);
  return { name, result: (await job.run(ctx, {})) ?? null };
}
