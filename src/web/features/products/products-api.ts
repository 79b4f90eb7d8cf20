import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MenuInput,
  MenuListResponse,
  MenuResponse,
  MenuSavedResponse,
} from '#contracts/menus';
import type {
  ModifierDeletedResponse,
  ModifierInput,
  ModifierListResponse,
  ModifierResponse,
  ModifierSavedResponse,
} from '#contracts/modifiers';
import type {
  CuisinesResponse,
  MessageResponse,
  ProductInput,
  ProductListResponse,
  ProductPhotosResponse,
  ProductResponse,
  ProductSavedResponse,
} from '#contracts/products';
import { api, ApiError } from '../../lib/api';

// The business portal's calls: /api/v1/business/{products,menus,modifiers}.

export const businessKey = ['business'] as const;
const productsKey = [...businessKey, 'products'] as const;
const menusKey = [...businessKey, 'menus'] as const;
const modifiersKey = [...businessKey, 'modifiers'] as const;

const noRetryOn4xx = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status < 500) && count < 2;

export const PRODUCTS_PER_PAGE = 20;

export function useMyProducts(page: number, size = PRODUCTS_PER_PAGE) {
  const from = (page - 1) * size;
  return useQuery({
    queryKey: [...productsKey, 'list', from, size],
    queryFn: () => api<ProductListResponse>(`/business/products?from=${from}&size=${size}`),
    retry: noRetryOn4xx,
  });
}

export function useMyProduct(id: string | null) {
  return useQuery({
    queryKey: [...productsKey, 'one', id],
    queryFn: () => api<ProductResponse>(`/business/products/${id}`),
    enabled: Boolean(id),
    retry: noRetryOn4xx,
  });
}

export function useCuisines() {
  return useQuery({
    queryKey: [...businessKey, 'cuisines'],
    queryFn: () => api<CuisinesResponse>('/business/cuisines'),
    staleTime: 10 * 60_000,
    retry: noRetryOn4xx,
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
      api<ProductSavedResponse>(id ? `/business/products/${id}` : '/business/products', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: (id: string) =>
      api<MessageResponse>(`/business/products/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** POST one photo (multipart field "file"); answers the product's photos in order. */
export function uploadProductPhoto(productId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api<ProductPhotosResponse>(`/business/products/${productId}/photos`, {
    method: 'POST',
    body: form,
  });
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
      api<ProductPhotosResponse>(`/business/products/${productId}/photos/${photoId}`, {
        method: 'DELETE',
      }),
    onSuccess: invalidate,
  });
}

export function useReorderPhotos(productId: string) {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: (photoIds: string[]) =>
      api<ProductPhotosResponse>(`/business/products/${productId}/photos/order`, {
        method: 'PUT',
        body: { photoIds },
      }),
    onSuccess: invalidate,
  });
}

export function useMyMenus() {
  return useQuery({
    queryKey: menusKey,
    queryFn: () => api<MenuListResponse>('/business/menus'),
    retry: noRetryOn4xx,
  });
}

export function useMyMenu(id: string | null) {
  return useQuery({
    queryKey: [...menusKey, 'one', id],
    queryFn: () => api<MenuResponse>(`/business/menus/${id}`),
    enabled: Boolean(id),
    retry: noRetryOn4xx,
  });
}

export function useSaveMenu() {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: MenuInput }) =>
      api<MenuSavedResponse>(id ? `/business/menus/${id}` : '/business/menus', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteMenu() {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: (id: string) => api<MessageResponse>(`/business/menus/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useReorderMenus() {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: (menuIds: string[]) =>
      api<MenuListResponse>('/business/menus/order', { method: 'PUT', body: { menuIds } }),
    onSuccess: invalidate,
  });
}

export function useMyModifiers() {
  return useQuery({
    queryKey: modifiersKey,
    queryFn: () => api<ModifierListResponse>('/business/modifiers'),
    retry: noRetryOn4xx,
  });
}

export function useMyModifier(id: string | null) {
  return useQuery({
    queryKey: [...modifiersKey, 'one', id],
    queryFn: () => api<ModifierResponse>(`/business/modifiers/${id}`),
    enabled: Boolean(id),
    retry: noRetryOn4xx,
  });
}

export function useSaveModifier() {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ModifierInput }) =>
      api<ModifierSavedResponse>(id ? `/business/modifiers/${id}` : '/business/modifiers', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteModifier() {
  const invalidate = useInvalidateBusiness();
  return useMutation({
    mutationFn: (id: string) =>
      api<ModifierDeletedResponse>(`/business/modifiers/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
