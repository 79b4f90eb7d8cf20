import { queryOptions } from '@tanstack/react-query';
import {
  getAbout,
  getHelpArticle,
  getPost,
  listHelpArticles,
  listPosts,
} from '#contracts/endpoints/content';
import { call } from '../api';

// Content pages (spec §2): the about document with the newest post, the blog and the help
// centre. Every key starts with 'content', so an admin's change makes them all read again.

export const aboutQuery = () =>
  queryOptions({
    queryKey: ['content', 'about'] as const,
    queryFn: ({ signal }) => call(getAbout, { signal }),
    staleTime: 5 * 60_000,
  });

export const postsQuery = (from: number) =>
  queryOptions({
    queryKey: ['content', 'posts', from] as const,
    queryFn: ({ signal }) => call(listPosts, { query: { from }, signal }),
    staleTime: 60_000,
  });

export const postQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'post', slug] as const,
    queryFn: ({ signal }) => call(getPost, { params: { slug }, signal }),
    staleTime: 60_000,
  });

/** /help: the published articles by topic; with `q`, those holding every word. */
export const helpQuery = (q: string) =>
  queryOptions({
    queryKey: ['content', 'help', 'list', q] as const,
    queryFn: ({ signal }) => call(listHelpArticles, { query: q ? { q } : {}, signal }),
    staleTime: 60_000,
  });

export const helpArticleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'help', 'article', slug] as const,
    queryFn: ({ signal }) => call(getHelpArticle, { params: { slug }, signal }),
    staleTime: 60_000,
  });

/** The newest published posts, for the home page's blog block. */
export const latestPostsQuery = (size: number) =>
  queryOptions({
    queryKey: ['content', 'posts', 'latest', size] as const,
    queryFn: ({ signal }) => call(listPosts, { query: { from: 0, size }, signal }),
    staleTime: 60_000,
  });
