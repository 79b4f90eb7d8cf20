import { describe, expect, it } from 'vitest';
import { canSeeChef, chefDisplayName, isChefPublic, type ChefVisibilityFacts } from './chef';

const chef = (over: Partial<ChefVisibilityFacts> = {}): ChefVisibilityFacts => ({
  id: 'chef-1',
  approvalStatus: 'approved',
  profileStatus: 'public',
  deleted: false,
  suspended: false,
  ...over,
});

describe('canSeeChef', () => {
  it('shows an approved, public chef to guests and to anyone signed in', () => {
    expect(canSeeChef(chef(), null)).toBe(true);
    expect(canSeeChef(chef(), 'someone')).toBe(true);
    expect(isChefPublic(chef())).toBe(true);
  });

  it('hides a hidden, pending or rejected chef from everyone else', () => {
    for (const c of [
      chef({ profileStatus: 'hide' }),
      chef({ approvalStatus: 'pending' }),
      chef({ approvalStatus: 'rejected' }),
    ]) {
      expect(canSeeChef(c, null)).toBe(false);
      expect(canSeeChef(c, 'someone')).toBe(false);
      expect(isChefPublic(c)).toBe(false);
    }
  });

  it('lets a chef see their own page while hidden or pending', () => {
    expect(canSeeChef(chef({ profileStatus: 'hide' }), 'chef-1')).toBe(true);
    expect(canSeeChef(chef({ approvalStatus: 'pending' }), 'chef-1')).toBe(true);
  });

  it('shows a deleted chef to nobody, not even themselves', () => {
    expect(canSeeChef(chef({ deleted: true }), null)).toBe(false);
    expect(canSeeChef(chef({ deleted: true }), 'chef-1')).toBe(false);
    expect(isChefPublic(chef({ deleted: true }))).toBe(false);
  });

  it('shows a suspended chef to nobody, not even themselves', () => {
    expect(canSeeChef(chef({ suspended: true }), null)).toBe(false);
    expect(canSeeChef(chef({ suspended: true }), 'someone')).toBe(false);
    expect(canSeeChef(chef({ suspended: true }), 'chef-1')).toBe(false);
    expect(isChefPublic(chef({ suspended: true }))).toBe(false);
  });
});

describe('chefDisplayName', () => {
  it('prefers the business name', () => {
    expect(chefDisplayName({ businessName: "Rosa's Kitchen", name: 'Rosa', handle: 'rosa' })).toBe(
      "Rosa's Kitchen",
    );
  });

  it("falls back to the person's name, then @handle, then Chef", () => {
    expect(chefDisplayName({ businessName: null, name: 'Rosa', handle: 'rosa' })).toBe('Rosa');
    expect(chefDisplayName({ businessName: null, name: null, handle: 'rosa' })).toBe('@rosa');
    expect(chefDisplayName({})).toBe('Chef');
  });

  it('treats blank names as missing and trims', () => {
    expect(chefDisplayName({ businessName: '  ', name: ' Rosa ' })).toBe('Rosa');
    expect(chefDisplayName({ businessName: '', name: '', handle: '' })).toBe('Chef');
  });
});
