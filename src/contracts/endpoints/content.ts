import type {
  aboutResponseSchema,
  carouselResponseSchema,
  postListQuerySchema,
  postListResponseSchema,
  postParamsSchema,
  postResponseSchema,
} from '#contracts/content';
import { endpoint } from './endpoint';

export const getCarousel = endpoint<{ response: typeof carouselResponseSchema }>(
  'GET',
  '/content/carousel',
);

export const getAbout = endpoint<{ response: typeof aboutResponseSchema }>('GET', '/content/about');

export const listPosts = endpoint<{
  query: typeof postListQuerySchema;
  response: typeof postListResponseSchema;
}>('GET', '/content/posts');

export const getPost = endpoint<{
  params: typeof postParamsSchema;
  response: typeof postResponseSchema;
}>('GET', '/content/posts/{slug}');
