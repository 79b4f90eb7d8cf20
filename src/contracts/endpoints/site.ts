import type { siteInfoSchema } from '#contracts/site';
import { endpoint } from './endpoint';

export const getSiteInfo = endpoint<{ response: typeof siteInfoSchema }>('GET', '/site');
