import type {
  aboutBodySchema,
  aboutResponseSchema,
  adminAboutResponseSchema,
  adminCarouselResponseSchema,
  adminHelpArticleResponseSchema,
  adminHelpListResponseSchema,
  adminPostListResponseSchema,
  adminPostResponseSchema,
  carouselItemBodySchema,
  carouselItemPatchSchema,
  carouselItemResponseSchema,
  carouselOrderBodySchema,
  carouselResponseSchema,
  contentIdParamsSchema,
  contentImageResponseSchema,
  helpArticleBodySchema,
  helpArticlePatchSchema,
  helpArticleResponseSchema,
  helpListQuerySchema,
  helpListResponseSchema,
  postBodySchema,
  postListQuerySchema,
  postListResponseSchema,
  postParamsSchema,
  postPatchSchema,
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

export const listHelpArticles = endpoint<{
  query: typeof helpListQuerySchema;
  response: typeof helpListResponseSchema;
}>('GET', '/content/help');

export const getHelpArticle = endpoint<{
  params: typeof postParamsSchema;
  response: typeof helpArticleResponseSchema;
}>('GET', '/content/help/{slug}');

// ——— Admin ———

export const adminListCarousel = endpoint<{ response: typeof adminCarouselResponseSchema }>(
  'GET',
  '/admin/content/carousel',
);
export const adminCreateCarouselItem = endpoint<{
  body: typeof carouselItemBodySchema;
  response: typeof carouselItemResponseSchema;
}>('POST', '/admin/content/carousel');
export const adminUpdateCarouselItem = endpoint<{
  params: typeof contentIdParamsSchema;
  body: typeof carouselItemPatchSchema;
  response: typeof carouselItemResponseSchema;
}>('PATCH', '/admin/content/carousel/{id}');
export const adminDeleteCarouselItem = endpoint<{
  params: typeof contentIdParamsSchema;
  response: null;
}>('DELETE', '/admin/content/carousel/{id}');
export const adminOrderCarousel = endpoint<{
  body: typeof carouselOrderBodySchema;
  response: typeof adminCarouselResponseSchema;
}>('PUT', '/admin/content/carousel/order');
export const adminUploadContentImage = endpoint<{
  body: 'multipart';
  response: typeof contentImageResponseSchema;
}>('POST', '/admin/content/images');

export const adminGetAbout = endpoint<{ response: typeof adminAboutResponseSchema }>(
  'GET',
  '/admin/content/about',
);
export const adminSaveAbout = endpoint<{
  body: typeof aboutBodySchema;
  response: typeof adminAboutResponseSchema;
}>('PUT', '/admin/content/about');

export const adminListPosts = endpoint<{ response: typeof adminPostListResponseSchema }>(
  'GET',
  '/admin/content/posts',
);
export const adminGetPost = endpoint<{
  params: typeof contentIdParamsSchema;
  response: typeof adminPostResponseSchema;
}>('GET', '/admin/content/posts/{id}');
export const adminCreatePost = endpoint<{
  body: typeof postBodySchema;
  response: typeof adminPostResponseSchema;
}>('POST', '/admin/content/posts');
export const adminUpdatePost = endpoint<{
  params: typeof contentIdParamsSchema;
  body: typeof postPatchSchema;
  response: typeof adminPostResponseSchema;
}>('PATCH', '/admin/content/posts/{id}');
export const adminDeletePost = endpoint<{
  params: typeof contentIdParamsSchema;
  response: null;
}>('DELETE', '/admin/content/posts/{id}');

export const adminListHelpArticles = endpoint<{ response: typeof adminHelpListResponseSchema }>(
  'GET',
  '/admin/content/help',
);
export const adminGetHelpArticle = endpoint<{
  params: typeof contentIdParamsSchema;
  response: typeof adminHelpArticleResponseSchema;
}>('GET', '/admin/content/help/{id}');
export const adminCreateHelpArticle = endpoint<{
  body: typeof helpArticleBodySchema;
  response: typeof adminHelpArticleResponseSchema;
}>('POST', '/admin/content/help');
export const adminUpdateHelpArticle = endpoint<{
  params: typeof contentIdParamsSchema;
  body: typeof helpArticlePatchSchema;
  response: typeof adminHelpArticleResponseSchema;
}>('PATCH', '/admin/content/help/{id}');
export const adminDeleteHelpArticle = endpoint<{
  params: typeof contentIdParamsSchema;
  response: null;
}>('DELETE', '/admin/content/help/{id}');
