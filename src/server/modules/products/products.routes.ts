import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#contracts/errors';
import {
  businessIdParamsSchema,
  cuisinesResponseSchema,
  messageResponseSchema,
  photoOrderSchema,
  productInputSchema,
  productListQuerySchema,
  productListResponseSchema,
  productPhotoParamsSchema,
  productPhotosResponseSchema,
  productResponseSchema,
  productSavedResponseSchema,
} from '#contracts/products';
import { catalogMessages, PRODUCT_PHOTO_MAX_BYTES } from '#domain/products';
import { readUploadedImage } from '../files/images.ts';
import { addProductPhoto } from './add-product-photo.service.ts';
import { createProduct } from './create-product.service.ts';
import { deleteProduct } from './delete-product.service.ts';
import { deleteProductPhoto } from './delete-product-photo.service.ts';
import { getMyProduct } from './get-product.service.ts';
import { listCuisines } from './list-cuisines.service.ts';
import { listMyProducts } from './list-products.service.ts';
import { reorderProductPhotos } from './reorder-product-photos.service.ts';
import { updateProduct } from './update-product.service.ts';
import { signedInUserId } from '../../http/route-policy.ts';

const tags = ['business'];

/** The chef's own products (dishes) in the business portal. Chef owner only. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Multipart only in this scope: one photo at a time, 5 MB.
  await app.register(multipart, {
    limits: { fileSize: PRODUCT_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.get(
    '/business/products',
    {
      config: { auth: 'chef', cache: 'no-store' },
      schema: {
        tags,
        summary: 'My products, newest first, with my approval status',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, ...errorResponses },
      },
    },
    async (req) => listMyProducts(ctx, signedInUserId(req), req.query),
  );

  app.get(
    '/business/products/:id',
    {
      config: { auth: 'chef', cache: 'no-store' },
      schema: {
        tags,
        summary: 'One of my products, every field',
        params: businessIdParamsSchema,
        response: { 200: productResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({
      product: await getMyProduct(ctx, signedInUserId(req), req.params.id),
    }),
  );

  app.post(
    '/business/products',
    {
      config: { auth: 'chef', limit: 'catalogWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Add a product (1 to 5 categories)',
        body: productInputSchema,
        response: { 201: productSavedResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const chefId = signedInUserId(req);
      const product = await createProduct(ctx, chefId, req.body);
      return reply.code(201).send({ product, message: catalogMessages.productSaved });
    },
  );

  app.put(
    '/business/products/:id',
    {
      config: { auth: 'chef', limit: 'catalogWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Save every field of one of my products',
        params: businessIdParamsSchema,
        body: productInputSchema,
        response: { 200: productSavedResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const chefId = signedInUserId(req);
      const product = await updateProduct(ctx, chefId, req.params.id, req.body);
      return { product, message: catalogMessages.productSaved };
    },
  );

  app.delete(
    '/business/products/:id',
    {
      config: { auth: 'chef', limit: 'catalogWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Delete one of my products',
        params: businessIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const chefId = signedInUserId(req);
      await deleteProduct(ctx, chefId, req.params.id);
      return { message: catalogMessages.productDeleted };
    },
  );

  app.post(
    '/business/products/:id/photos',
    {
      config: { auth: 'chef', limit: 'catalogWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Add a photo (multipart field "file": JPEG, PNG, WebP or GIF up to 5 MB)',
        consumes: ['multipart/form-data'],
        params: businessIdParamsSchema,
        response: { 200: productPhotosResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const chefId = signedInUserId(req);
      const upload = await readUploadedImage(req);
      return { photos: await addProductPhoto(ctx, chefId, req.params.id, upload) };
    },
  );

  app.delete(
    '/business/products/:id/photos/:photoId',
    {
      config: { auth: 'chef', limit: 'catalogWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Remove a photo',
        params: productPhotoParamsSchema,
        response: { 200: productPhotosResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const chefId = signedInUserId(req);
      const { id, photoId } = req.params;
      return { photos: await deleteProductPhoto(ctx, chefId, id, photoId) };
    },
  );

  app.put(
    '/business/products/:id/photos/order',
    {
      config: { auth: 'chef', limit: 'catalogWrite', cache: 'no-store' },
      schema: {
        tags,
        summary: 'Reorder the photos (the first is the cover)',
        params: businessIdParamsSchema,
        body: photoOrderSchema,
        response: { 200: productPhotosResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const chefId = signedInUserId(req);
      return {
        photos: await reorderProductPhotos(ctx, chefId, req.params.id, req.body.photoIds),
      };
    },
  );

  app.get(
    '/business/cuisines',
    {
      config: { auth: 'chef', cache: 'no-store' },
      schema: {
        tags,
        summary: 'The cuisines a product may name',
        response: { 200: cuisinesResponseSchema, ...errorResponses },
      },
    },
    async () => ({ cuisines: await listCuisines(ctx) }),
  );
};
