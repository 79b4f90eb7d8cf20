import { describe, expect, it } from 'vitest';
import { validateWith } from '../../lib/validate-with';
import type { BusinessMenu } from '#contracts/menus';
import { catalogMessages } from '#domain/products';
import {
  menuFormSchema,
  menuFormValues,
  menuRequestBody,
  type MenuFormValues,
} from './menu-form-values';

const errorsOf = (values: MenuFormValues) => validateWith(menuFormSchema)(values);

const menu: BusinessMenu = {
  id: '0b6c5a4e-3f1d-4c2b-9a8e-7d6f5e4c3b2a',
  name: 'Weekend',
  isActive: true,
  isPublic: false,
  followerOnly: true,
  type: 'menu',
  parentId: null,
  position: 0,
  availability: { mode: 'custom', weekdays: [0, 6], from: '10:00', to: '14:00' },
  items: [
    {
      dishId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      name: 'Tamales',
      slug: 'tamales',
      position: 0,
    },
  ],
  updatedAt: '2026-11-25T10:00:00.000Z',
};

describe('menu form values', () => {
  it('give back the saved menu as the request body', () => {
    expect(menuRequestBody(menuFormValues(menu))).toEqual({
      name: 'Weekend',
      type: 'menu',
      parentId: null,
      isActive: true,
      isPublic: false,
      followerOnly: true,
      availability: menu.availability,
      dishIds: ['1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'],
    });
  });

  it('send weekdays as sorted numbers, and no hours for business hours', () => {
    const values = { ...menuFormValues(null), name: 'Lunch', mode: 'custom' as const };
    expect(menuRequestBody({ ...values, weekdays: ['5', '1'] }).availability).toEqual({
      mode: 'custom',
      weekdays: [1, 5],
      from: '11:00',
      to: '14:00',
    });
    expect(menuRequestBody(menuFormValues(null)).availability).toEqual({ mode: 'business_hours' });
  });
});

describe('menu form checks', () => {
  it('accept a saved menu and a named new one', () => {
    expect(errorsOf(menuFormValues(menu))).toEqual({});
    expect(errorsOf({ ...menuFormValues(null), name: 'Lunch' })).toEqual({});
  });

  it('say what is wrong on the field it is about, in the contract’s words', () => {
    const custom = { ...menuFormValues(null), mode: 'custom' as const };
    expect(errorsOf({ ...custom, weekdays: [] })).toEqual({
      name: catalogMessages.menuName,
      weekdays: catalogMessages.menuWeekdays,
    });
    expect(errorsOf({ ...custom, name: 'Lunch', from: '10:00', to: '09:00' })).toEqual({
      to: catalogMessages.menuHours,
    });
    // Business hours ignore the custom fields.
    expect(errorsOf({ ...custom, name: 'Lunch', mode: 'business_hours', weekdays: [] })).toEqual(
      {},
    );
  });
});
