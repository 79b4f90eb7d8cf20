import { queryOptions } from '@tanstack/react-query';
import { getAbout, getPost, listPosts } from '#contracts/endpoints/content';
import { call } from '../api';

// Content pages (spec §2): the about document with the newest post, and the blog.

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
