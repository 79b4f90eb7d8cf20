import { describe, expect, it } from 'vitest';
import { validateWith } from '../../lib/validate-with';
import type { ProductDetail } from '#contracts/products';
import { catalogMessages } from '#domain/products';
import {
  productFormSchema,
  productFormValues,
  productRequestBody,
  type ProductFormValues,
} from './product-form-values';

const product: ProductDetail = {
  id: '0b6c5a4e-3f1d-4c2b-9a8e-7d6f5e4c3b2a',
  slug: 'tamales',
  name: 'Tamales',
  priceCents: 1250,
  priceUnit: 'dozen',
  status: 'cooking',
  amountLeft: 20,
  visibility: 'private',
  categories: ['Mains', 'Snacks'],
  photoUrl: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  description: 'Steamed in corn husks.',
  leadTimeMinutes: 45,
  netWeight: '250 g',
  totalServing: 12,
  tags: ['spicy'],
  diets: ['gluten-free'],
  origins: ['Mexican'],
  ingredients: ['masa', 'pork'],
  cuisineId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  suggestedDishIds: ['2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a'],
  hideNotAvailable: true,
  globalPromo: true,
  modifierIds: ['3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b'],
  photos: [],
};

/** What the editor shows under each field for these values, as the form's validator sees it. */
const errorsOf = (values: ProductFormValues) => validateWith(productFormSchema)(values);

const valid = (): ProductFormValues => ({
  ...productFormValues(null),
  name: 'Tamales',
  price: 12.5,
  categories: ['Mains'],
});

describe('product form values', () => {
  it('give back the saved product as the request body', () => {
    const body = productRequestBody(productFormValues(product));
    expect(body).toEqual({
      name: product.name,
      description: product.description,
      priceCents: product.priceCents,
      priceUnit: product.priceUnit,
      amountLeft: product.amountLeft,
      status: product.status,
      leadTimeMinutes: product.leadTimeMinutes,
      netWeight: product.netWeight,
      totalServing: product.totalServing,
      categories: product.categories,
      tags: product.tags,
      diets: product.diets,
      origins: product.origins,
      ingredients: product.ingredients,
      cuisineId: product.cuisineId,
      suggestedDishIds: product.suggestedDishIds,
      visibility: product.visibility,
      hideNotAvailable: product.hideNotAvailable,
      globalPromo: true,
      modifierIds: product.modifierIds,
    });
  });

  it('show prices in currency units and send them in cents', () => {
    expect(productFormValues(product).price).toBe(12.5);
    expect(productRequestBody({ ...valid(), price: 0.29 }).priceCents).toBe(29);
    expect(productRequestBody({ ...valid(), price: '7.10' }).priceCents).toBe(710);
  });

  it('turn Unlimited (-1) into the radio button and back', () => {
    const values = productFormValues({ ...product, amountLeft: -1 });
    expect(values).toMatchObject({ inventory: 'unlimited', amountLeft: '' });
    expect(productRequestBody(values).amountLeft).toBe(-1);
    expect(productRequestBody({ ...values, inventory: 'limited', amountLeft: 0 }).amountLeft).toBe(
      0,
    );
  });

  it('send empty optional fields as null', () => {
    const values = productFormValues({
      ...product,
      description: null,
      priceUnit: null,
      leadTimeMinutes: null,
      netWeight: null,
      totalServing: null,
      cuisineId: null,
    });
    expect(values).toMatchObject({
      description: '',
      priceUnit: '',
      leadTimeMinutes: '',
      netWeight: '',
      totalServing: '',
    });
    expect(productRequestBody({ ...values, description: '   ', netWeight: ' ' })).toMatchObject({
      description: null,
      priceUnit: null,
      leadTimeMinutes: null,
      netWeight: null,
      totalServing: null,
      cuisineId: null,
    });
  });

  it('start a new product empty, Ready and Unlimited', () => {
    expect(productFormValues(null)).toMatchObject({
      name: '',
      price: '',
      inventory: 'unlimited',
      status: 'available',
      visibility: 'public',
      categories: [],
    });
  });
});

describe('product form checks', () => {
  it('accept a complete product, and a saved one as it is', () => {
    expect(errorsOf(valid())).toEqual({});
    expect(errorsOf(productFormValues(product))).toEqual({});
  });

  it('say what is missing in the contract’s words', () => {
    expect(errorsOf(productFormValues(null))).toEqual({
      name: catalogMessages.name,
      price: catalogMessages.price,
      categories: catalogMessages.categories,
    });
  });

  it('refuse a negative price and an empty or negative limited amount, at once', () => {
    const limited = { ...valid(), price: -1, inventory: 'limited' as const };
    expect(errorsOf({ ...limited, amountLeft: '' })).toEqual({
      price: catalogMessages.price,
      amountLeft: catalogMessages.amountLeft,
    });
    expect(errorsOf({ ...valid(), inventory: 'limited', amountLeft: -1 })).toEqual({
      amountLeft: catalogMessages.amountLeft,
    });
    expect(errorsOf({ ...valid(), inventory: 'limited', amountLeft: 0 })).toEqual({});
  });

  it('refuse more than five categories', () => {
    const six = ['Mains', 'Snacks', 'Soups', 'Sides', 'Salads', 'Tacos'];
    expect(errorsOf({ ...valid(), categories: six })).toEqual({
      categories: catalogMessages.categories,
    });
  });

  it('check the optional numbers by the contract when they are filled in', () => {
    expect(errorsOf({ ...valid(), leadTimeMinutes: 8 * 24 * 60, totalServing: 0 })).toEqual({
      leadTimeMinutes: catalogMessages.leadTime,
      totalServing: catalogMessages.totalServing,
    });
  });
});
