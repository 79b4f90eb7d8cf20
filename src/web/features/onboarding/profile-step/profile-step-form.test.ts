import { describe, expect, it } from 'vitest';
import { validateWith } from '../../../lib/validate-with';
import {
  profileStepFormSchema,
  profileStepValues,
  toProfileStepInput,
  type ProfileStepValues,
} from './profile-step-form';

const newChef = {
  businessName: null,
  handle: null,
  emailVerified: false,
  tagline: null,
  description: null,
  businessLogo: null,
  bannerUrl: null,
  businessAddressId: null,
  businessPhone: null,
  phone: null,
  businessEmail: null,
  businessHours: null,
  permitType: null,
  latitude: null,
  longitude: null,
};

const filled: ProfileStepValues = {
  ...profileStepValues(newChef),
  businessName: 'Ann Bakes',
  handle: 'ann_bakes',
  tagline: 'Bread every morning',
  businessPhone: '512 555 0100',
  businessEmail: 'orders@ann.example',
};

describe('profileStepValues', () => {
  it('starts a new chef with empty boxes and the default weekday hours', () => {
    expect(profileStepValues(newChef)).toMatchObject({
      businessName: '',
      permitType: '',
      businessDays: ['1', '2', '3', '4', '5'],
      fromHour: '06:00',
      endHour: '23:30',
    });
  });

  it('offers a handle from the business name given at sign-up, and keeps a saved one', () => {
    expect(profileStepValues(newChef).handle).toBe('');
    expect(profileStepValues({ ...newChef, businessName: "Ann's Bakery" }).handle).toBe(
      'anns_bakery',
    );
    expect(
      profileStepValues({ ...newChef, businessName: "Ann's Bakery", handle: 'AnnBakes' }).handle,
    ).toBe('AnnBakes');
  });
});

describe('toProfileStepInput', () => {
  it('sends no address or permit as null and the hours as one object of numbers', () => {
    expect(toProfileStepInput(filled)).toMatchObject({
      businessAddressId: null,
      permitType: null,
      businessHours: { businessDays: [1, 2, 3, 4, 5], fromHour: '06:00', endHour: '23:30' },
    });
  });
});

describe('profileStepFormSchema', () => {
  const check = (values: Partial<ProfileStepValues>) =>
    validateWith(profileStepFormSchema)({ ...filled, ...values });

  it('accepts a filled-in step', () => {
    expect(check({})).toEqual({});
  });

  it('asks for each required field in the onboarding words', () => {
    expect(
      check({ businessName: ' ', handle: '', tagline: '', businessPhone: '', businessEmail: '' }),
    ).toEqual({
      businessName: 'Enter your business name.',
      handle: 'Choose a handle so people can find you as @handle.',
      tagline: 'Enter a tagline.',
      businessPhone: 'Enter a business phone.',
      businessEmail: 'Enter an order e-mail.',
    });
  });

  it('takes a typed @ off the handle and checks its form', () => {
    expect(toProfileStepInput({ ...filled, handle: ' @ann_bakes ' }).handle).toBe('ann_bakes');
    expect(check({ handle: 'ann bakes' })).toEqual({
      handle: 'Use only letters, digits, underscores and dots.',
    });
  });

  it('puts wrong hours on the hours, whichever part is wrong', () => {
    expect(check({ businessDays: [] })).toEqual({ businessHours: 'Wrong business hours!' });
    expect(check({ fromHour: '20:00', endHour: '08:00' })).toEqual({
      businessHours: 'Wrong business hours!',
    });
  });
});
