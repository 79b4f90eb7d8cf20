import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createMenu,
  deleteMenu,
  getMyMenu,
  listMyMenus,
  reorderMenus,
  updateMenu,
} from '#contracts/endpoints/menus';
import {
  createModifier,
  deleteModifier,
  getMyModifier,
  listMyModifiers,
  updateModifier,
} from '#contracts/endpoints/modifiers';
import {
  createProduct,
  deleteProduct,
  deleteProductPhoto,
  getMyProduct,
  listCuisines,
  listMyProducts,
  reorderProductPhotos,
  updateProduct,
  uploadProductPhoto as uploadProductPhotoEndpoint,
} from '#contracts/endpoints/products';
import type { MenuInput } from '#contracts/menus';
import type { ModifierInput } from '#contracts/modifiers';
import type { ProductInput } from '#contracts/products';
import { call } from '../../lib/api';

// The business portal's calls: /api/v1/business/{products,menus,modifiers}.

export const businessKey = ['business'] as const;
const productsKey = [...businessKey, 'products'] as const;
const menusKey = [...businessKey, 'menus'] as const;
const modifiersKey = [...businessKey, 'modifiers'] as const;

export const PRODUCTS_PER_PAGE = 20;

export function useMyProducts(page: number, size = PRODUCTS_PER_PAGE) {
  const from = (page - 1) * size;
  return useQuery({
    queryKey: [...productsKey, 'list', from, size],
    queryFn: ({ signal }) => call(listMyProducts, { query: { from, size }, signal }),
  });
}

export function useMyProduct(id: string | null) {
  return useQuery({
    queryKey: [...productsKey, 'one', id],
    queryFn: ({ signal }) => call(getMyProduct, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

export function useCuisines() {
  return useQuery({
    queryKey: [...businessKey, 'cuisines'],
    queryFn: ({ signal }) => call(listCuisines, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** Invalidates the whole portal: products, menus and modifiers refer to one another. */
export function useInvalidateBusiness() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: businessKey });
}

export function useSaveProduct() {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ProductInput }) =>
      id ? call(updateProduct, { params: { id }, body }) : call(createProduct, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: (id: string) => call(deleteProduct, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** POST one photo (multipart field "file"); answers the product's photos in order. */
export function uploadProductPhoto(productId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return call(uploadProductPhotoEndpoint, { params: { id: productId }, body: form });
}

export function useUploadPhoto(productId: string) {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: (file: File) => uploadProductPhoto(productId, file),
    onSuccess: invalidate,
  });
}

export function useDeletePhoto(productId: string) {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: (photoId: string) =>
      call(deleteProductPhoto, { params: { id: productId, photoId } }),
    onSuccess: invalidate,
  });
}

export function useReorderPhotos(productId: string) {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: (photoIds: string[]) =>
      call(reorderProductPhotos, { params: { id: productId }, body: { photoIds } }),
    onSuccess: invalidate,
  });
}

export function useMyMenus() {
  return useQuery({
    queryKey: menusKey,
    queryFn: ({ signal }) => call(listMyMenus, { signal }),
  });
}

export function useMyMenu(id: string | null) {
  return useQuery({
    queryKey: [...menusKey, 'one', id],
    queryFn: ({ signal }) => call(getMyMenu, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

export function useSaveMenu() {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: MenuInput }) =>
      id ? call(updateMenu, { params: { id }, body }) : call(createMenu, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteMenu() {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: (id: string) => call(deleteMenu, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useReorderMenus() {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: (menuIds: string[]) => call(reorderMenus, { body: { menuIds } }),
    onSuccess: invalidate,
  });
}

export function useMyModifiers() {
  return useQuery({
    queryKey: modifiersKey,
    queryFn: ({ signal }) => call(listMyModifiers, { signal }),
  });
}

export function useMyModifier(id: string | null) {
  return useQuery({
    queryKey: [...modifiersKey, 'one', id],
    queryFn: ({ signal }) => call(getMyModifier, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

export function useSaveModifier() {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ModifierInput }) =>
      id ? call(updateModifier, { params: { id }, body }) : call(createModifier, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteModifier() {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: (id: string) => call(deleteModifier, { params: { id } }),
    onSuccess: invalidate,
  });
}
