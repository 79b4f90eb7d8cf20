import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlbumResponse, AlbumSavedResponse } from '#contracts/album';
import {
  addAlbumPhoto,
  deleteAlbumPhoto,
  getAlbum,
  getMyAlbum,
  reorderAlbum,
  updateAlbumPhoto,
} from '#contracts/endpoints/album';
import { call } from '../api';

// A person's photo album: their own, edited on /profile, and anyone's, shown on the public
// profile and the chef page. Every change answers the whole album, which replaces the cache.

export const myAlbumKey = ['album', 'me'] as const;
export const albumKey = (ownerId: string) => ['album', 'of', ownerId] as const;

export const myAlbumQuery = () =>
  queryOptions({
    queryKey: myAlbumKey,
    queryFn: ({ signal }) => call(getMyAlbum, { signal }),
  });

/** Someone's album as anyone sees it (404 while their profile is hidden). */
export const albumQuery = (ownerId: string) =>
  queryOptions({
    queryKey: albumKey(ownerId),
    queryFn: ({ signal }) => call(getAlbum, { params: { id: ownerId }, signal }),
    enabled: ownerId !== '',
  });

function useAlbumMutation<V>(fn: (vars: V) => Promise<AlbumSavedResponse>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (res) => {
      qc.setQueryData<AlbumResponse>(myAlbumKey, { photos: res.photos });
      // Their public album (the chef page, the public profile) reads again when next shown.
      void qc.invalidateQueries({ queryKey: ['album', 'of'] });
    },
  });
}

/** Adds a photo; the description goes first in the form, as the server reads it. */
export function useAddAlbumPhoto() {
  return useAlbumMutation(({ file, description }: { file: File; description: string }) => {
    const form = new FormData();
    if (description.trim() !== '') form.append('description', description);
    form.append('file', file);
    return call(addAlbumPhoto, { body: form });
  });
}

export function useUpdateAlbumPhoto() {
  return useAlbumMutation(({ photoId, description }: { photoId: string; description: string }) =>
    call(updateAlbumPhoto, {
      params: { photoId },
      body: { description: description.trim() === '' ? null : description },
    }),
  );
}

export function useDeleteAlbumPhoto() {
  return useAlbumMutation((photoId: string) => call(deleteAlbumPhoto, { params: { photoId } }));
}

export function useReorderAlbum() {
  return useAlbumMutation((photoIds: string[]) => call(reorderAlbum, { body: { photoIds } }));
}
