import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AboutBody,
  CarouselItemBody,
  CarouselItemPatch,
  HelpArticleBody,
  PostBody,
} from '#contracts/content';
import {
  adminCreateCarouselItem,
  adminCreateHelpArticle,
  adminCreatePost,
  adminDeleteCarouselItem,
  adminDeleteHelpArticle,
  adminDeletePost,
  adminGetAbout,
  adminGetHelpArticle,
  adminGetPost,
  adminListCarousel,
  adminListHelpArticles,
  adminListPosts,
  adminOrderCarousel,
  adminSaveAbout,
  adminUpdateCarouselItem,
  adminUpdateHelpArticle,
  adminUpdatePost,
  adminUploadContentImage,
} from '#contracts/endpoints/content';
import { call } from '../api';

// The admin's content screens (issue 15 point 4). Keys sit under ['admin', 'content']; every
// change also makes the public ['content'] queries read again, so the admin sees the site as
// a guest does at once.

const adminContentKey = ['admin', 'content'] as const;

export const adminCarouselQuery = () =>
  queryOptions({
    queryKey: [...adminContentKey, 'carousel'] as const,
    queryFn: ({ signal }) => call(adminListCarousel, { signal }),
  });

export const adminAboutQuery = () =>
  queryOptions({
    queryKey: [...adminContentKey, 'about'] as const,
    queryFn: ({ signal }) => call(adminGetAbout, { signal }),
  });

export const adminPostsQuery = () =>
  queryOptions({
    queryKey: [...adminContentKey, 'posts'] as const,
    queryFn: ({ signal }) => call(adminListPosts, { signal }),
  });

export const adminPostQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminContentKey, 'posts', id] as const,
    queryFn: ({ signal }) => call(adminGetPost, { params: { id }, signal }),
  });

export const adminHelpQuery = () =>
  queryOptions({
    queryKey: [...adminContentKey, 'help'] as const,
    queryFn: ({ signal }) => call(adminListHelpArticles, { signal }),
  });

export const adminHelpArticleQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminContentKey, 'help', id] as const,
    queryFn: ({ signal }) => call(adminGetHelpArticle, { params: { id }, signal }),
  });

function useContentMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminContentKey }),
        qc.invalidateQueries({ queryKey: ['content'] }),
      ]);
    },
  });
}

/** Uploads a carousel image; answers its URL on this site. */
export function uploadContentImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return call(adminUploadContentImage, { body: form });
}

export const useCreateCarouselItem = () =>
  useContentMutation((body: CarouselItemBody) => call(adminCreateCarouselItem, { body }));

export const useUpdateCarouselItem = () =>
  useContentMutation(({ id, patch }: { id: string; patch: CarouselItemPatch }) =>
    call(adminUpdateCarouselItem, { params: { id }, body: patch }),
  );

export const useDeleteCarouselItem = () =>
  useContentMutation((id: string) => call(adminDeleteCarouselItem, { params: { id } }));

export const useOrderCarousel = () =>
  useContentMutation((ids: string[]) => call(adminOrderCarousel, { body: { ids } }));

export const useSaveAbout = () =>
  useContentMutation((body: AboutBody) => call(adminSaveAbout, { body }));

export const useSavePost = () =>
  useContentMutation(({ id, body }: { id: string | null; body: PostBody }) =>
    id ? call(adminUpdatePost, { params: { id }, body }) : call(adminCreatePost, { body }),
  );

export const useDeletePost = () =>
  useContentMutation((id: string) => call(adminDeletePost, { params: { id } }));

export const useSaveHelpArticle = () =>
  useContentMutation(({ id, body }: { id: string | null; body: HelpArticleBody }) =>
    id
      ? call(adminUpdateHelpArticle, { params: { id }, body })
      : call(adminCreateHelpArticle, { body }),
  );

export const useDeleteHelpArticle = () =>
  useContentMutation((id: string) => call(adminDeleteHelpArticle, { params: { id } }));
