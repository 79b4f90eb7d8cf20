import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { consumeRateLimit } from './rate-limit.service.ts';

/** Public catalog and chef reads per client IP and minute: generous for people, not for scrapers. */
export const PUBLIC_READS_PER_MINUTE = 240;

/** Counts one public read (dish, chef, menu, label, promotion pages) against the caller's IP. */
export async function limitPublicRead(ctx: AppContext, req: FastifyRequest): Promise<void> {
  await consumeRateLimit(ctx, `public-read:${req.ip}`, PUBLIC_READS_PER_MINUTE, 60);
}
