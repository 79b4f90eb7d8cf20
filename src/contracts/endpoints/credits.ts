import type { creditsResponseSchema } from '#contracts/credits';
import { endpoint } from './endpoint';

export const getCredits = endpoint<{ response: typeof creditsResponseSchema }>('GET', '/credits');
