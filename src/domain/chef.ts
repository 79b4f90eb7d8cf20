// Who may see a chef and what a chef is called: one rule each, shared by every screen and
// every server module (docs/decisions/025-query-modules-own-their-tables.md,
// docs/decisions/026-one-chef-display-name.md).

/** The facts about a chef that decide whether someone may see them. */
export interface ChefVisibilityFacts {
  id: string;
  approvalStatus: 'pending' | 'approved' | 'rejected';
  profileStatus: 'public' | 'hide';
  /** The account was deleted (a deleted chef is seen by nobody, not even themselves). */
  deleted: boolean;
  /** An admin suspended the account: hidden from everyone, like a deleted one, until reinstated. */
  suspended: boolean;
}

/** Anyone may see a chef who is approved, public, not deleted and not suspended. */
export function isChefPublic(chef: Omit<ChefVisibilityFacts, 'id'>): boolean {
  return (
    !chef.deleted &&
    !chef.suspended &&
    chef.approvalStatus === 'approved' &&
    chef.profileStatus === 'public'
  );
}

/**
 * Whether `viewerId` (null for a guest) may see the chef: a public chef for anyone, and the
 * chef's own page for the chef, hidden or pending. A suspended chef cannot sign in, and their
 * page is hidden from everyone.
 */
export function canSeeChef(chef: ChefVisibilityFacts, viewerId: string | null): boolean {
  if (chef.deleted || chef.suspended) return false;
  return chef.id === viewerId || isChefPublic(chef);
}

/** The names a chef is known by. */
export interface ChefNames {
  businessName?: string | null;
  name?: string | null;
  handle?: string | null;
}

/** What a chef is called when nothing else is known. */
export const CHEF_FALLBACK_NAME = 'Chef';

/**
 * The chef's name on every screen: the business name (the spec asks chefs for "a real or
 * registered business name"), else the person's name, else @handle, else "Chef". Blank names
 * count as missing.
 */
export function chefDisplayName(chef: ChefNames): string {
  const business = chef.businessName?.trim();
  if (business) return business;
  const name = chef.name?.trim();
  if (name) return name;
  const handle = chef.handle?.trim();
  return handle ? `@${handle}` : CHEF_FALLBACK_NAME;
}
