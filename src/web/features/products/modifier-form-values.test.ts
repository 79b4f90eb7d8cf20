import { describe, expect, it } from 'vitest';
import { validateWith } from '../../lib/validate-with';
import type { BusinessModifier } from '#contracts/modifiers';
import { catalogMessages } from '#domain/products';
import {
  modifierFormSchema,
  modifierFormValues,
  modifierRequestBody,
  newModifierOption,
  type ModifierFormValues,
} from './modifier-form-values';

const errorsOf = (values: ModifierFormValues) => validateWith(modifierFormSchema)(values);

const optionId = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const modifier: BusinessModifier = {
  id: '0b6c5a4e-3f1d-4c2b-9a8e-7d6f5e4c3b2a',
  name: 'Salsa',
  min: 1,
  max: 2,
  required: true,
  options: [
    { id: optionId, name: 'Verde', priceCents: 50, available: true, position: 0 },
    {
      id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
      name: 'Roja',
      priceCents: 75,
      available: false,
      position: 1,
    },
  ],
  productsCount: 0,
  updatedAt: '2026-11-25T10:00:00.000Z',
};

describe('modifier form values', () => {
  it('give back the saved modifier as the request body, options in order with their ids', () => {
    expect(modifierRequestBody(modifierFormValues(modifier))).toEqual({
      name: 'Salsa',
      min: 1,
      max: 2,
      options: modifier.options.map(({ id, name, priceCents, available }) => ({
        id,
        name,
        priceCents,
        available,
      })),
    });
  });

  it('send an optional modifier with minimum 0 and new options without an id', () => {
    const values = { ...modifierFormValues(null), name: 'Extras', required: false, min: 3 };
    values.options[0] = { ...values.options[0]!, name: 'Cheese', price: '0.30' };
    expect(modifierRequestBody(values)).toEqual({
      name: 'Extras',
      min: 0,
      max: 1,
      options: [{ name: 'Cheese', priceCents: 30, available: true }],
    });
  });
});

describe('modifier form checks', () => {
  it('accept a saved modifier', () => {
    expect(errorsOf(modifierFormValues(modifier))).toEqual({});
  });

  it('put the contract’s words on the fields, option names included', () => {
    expect(errorsOf(modifierFormValues(null))).toEqual({
      name: catalogMessages.modifierName,
      'options.0.name': catalogMessages.modifierOptionName,
    });
    const named = { ...modifierFormValues(modifier), name: 'Salsa' };
    expect(errorsOf({ ...named, max: 3 })).toEqual({ max: catalogMessages.modifierMaxOverOptions });
    expect(errorsOf({ ...named, min: 2, max: 1 })).toEqual({
      max: catalogMessages.modifierMaxBelowMin,
    });
    expect(errorsOf({ ...named, max: '' })).toEqual({ max: catalogMessages.modifierMaxMin });
    expect(errorsOf({ ...named, options: [] })).toEqual({
      options: catalogMessages.modifierOptions,
    });
  });

  it('show a fee problem on the option’s fee box', () => {
    const values = { ...modifierFormValues(null), name: 'Extras' };
    values.options = [{ ...newModifierOption(), name: 'Cheese', price: -1 }];
    expect(errorsOf(values)).toEqual({ 'options.0.price': catalogMessages.price });
  });
});
