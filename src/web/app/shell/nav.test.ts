import { describe, expect, it } from 'vitest';
import { contentRoutes } from '../../features/content/routes';
import { searchRoutes } from '../../features/search/routes';
import { drawerGroups, footerLinks } from './nav';

describe('drawerGroups', () => {
  const items = drawerGroups.flatMap((g) => g.items);

  it('opens with search foods and find chefs (spec §2), on the search screens', () => {
    expect(drawerGroups[0]!.items.slice(0, 2).map(({ label, to }) => ({ label, to }))).toEqual([
      { label: 'Search foods', to: '/foods' },
      { label: 'Find chefs', to: '/chefs' },
    ]);
    const searchPaths = searchRoutes.map((r) => r.path);
    expect(searchPaths).toContain('/foods');
    expect(searchPaths).toContain('/chefs');
  });

  it('lists help in the support group (spec §2), on a page that exists', () => {
    const support = drawerGroups.find((g) => g.label === 'Support');
    expect(support?.items.map((i) => i.label)).toEqual([
      'Change password',
      'Help',
      'Contact support',
    ]);
    expect(items.map((i) => i.to)).toContain('/help');
    expect(contentRoutes.map((r) => r.path)).toContain('/help');
  });
});

describe('footerLinks', () => {
  it('links the help centre', () => {
    expect(footerLinks).toContainEqual({ label: 'Help', to: '/help' });
  });
});
