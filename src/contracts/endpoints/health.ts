import type { healthResponseSchema } from '#contracts/health';
import { endpoint } from './endpoint';

export const getHealth = endpoint<{ response: typeof healthResponseSchema }>('GET', '/health');
