import { describe, expect, it } from 'vitest';
import { searchRoutes } from '../../features/search/routes';
import { drawerGroups } from './nav';

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

  it('links to no page that does not exist yet', () => {
    expect(items.map((i) => i.to)).not.toContain('/help');
  });
});
