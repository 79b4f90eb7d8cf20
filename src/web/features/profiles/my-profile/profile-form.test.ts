import { describe, expect, it } from 'vitest';
import { validateWith } from '../../../lib/validate-with';
import { profileFormSchema, toUpdateProfileRequest, type ProfileFormValues } from './profile-form';

const blank: ProfileFormValues = {
  name: 'Ann',
  handle: '',
  title: '',
  description: '',
  website: '',
  facebook: '',
  twitter: '',
  linkedin: '',
  instagram: '',
  pinterest: '',
  yelp: '',
  phone: '',
  businessName: '',
  businessPhone: '',
  businessEmail: '',
  isPublic: true,
};

describe('toUpdateProfileRequest', () => {
  it('trims, clears empty boxes and drops the "@" of a handle', () => {
    const body = toUpdateProfileRequest(
      { ...blank, name: ' Ann ', handle: ' @ann_b ', website: ' https://ann.example ' },
      false,
    );
    expect(body).toMatchObject({
      name: 'Ann',
      handle: 'ann_b',
      title: null,
      description: null,
      website: 'https://ann.example',
      phone: null,
      profileStatus: 'public',
    });
  });

  it('keeps the Markdown description as typed, and hides a profile when switched off', () => {
    const body = toUpdateProfileRequest(
      { ...blank, description: '  - one', isPublic: false },
      false,
    );
    expect(body.description).toBe('  - one');
    expect(body.profileStatus).toBe('hide');
  });

  it('sends the business contacts only for a chef', () => {
    const values = { ...blank, businessName: ' Ann Bakes ', businessEmail: '' };
    expect(toUpdateProfileRequest(values, false)).not.toHaveProperty('businessName');
    expect(toUpdateProfileRequest(values, true)).toMatchObject({
      businessName: 'Ann Bakes',
      businessEmail: null,
    });
  });
});

describe('profileFormSchema', () => {
  const check = (values: Partial<ProfileFormValues>, isChef = false) =>
    validateWith(profileFormSchema(isChef))({ ...blank, ...values });

  it('accepts a profile with only a name', () => {
    expect(check({})).toEqual({});
  });

  it("says what is wrong in the API's words, on the form's fields", () => {
    expect(check({ name: '  ', handle: '@ab', website: 'ftp://ann.example' })).toEqual({
      name: 'Enter your name.',
      handle: 'A handle needs at least 3 characters.',
      website: 'Enter a link starting with http:// or https://',
    });
    expect(check({ description: 'x'.repeat(5001) })).toEqual({
      description: 'The description can have at most 5000 characters.',
    });
  });
});
