import type { aboutResponseSchema, carouselResponseSchema } from '#contracts/content';
import { endpoint } from './endpoint';

export const getCarousel = endpoint<{ response: typeof carouselResponseSchema }>(
  'GET',
  '/content/carousel',
);

export const getAbout = endpoint<{ response: typeof aboutResponseSchema }>('GET', '/content/about');
