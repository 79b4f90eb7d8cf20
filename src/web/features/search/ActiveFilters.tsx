import { Button, CloseButton, Group, Text } from '@mantine/core';
import type { SearchFilter } from '#domain/search-filter';

type ListKey = 'diets' | 'origins' | 'categories';
const listLabels: Record<ListKey, string> = {
  diets: 'Diet',
  origins: 'Cuisine',
  categories: 'Category',
};

/**
 * The diets, cuisines and categories the search is filtered by, each removable, and "Clear all"
 * (every filter back to the mode's defaults). Those from the person's meal preferences say so.
 * No control's name holds the word "filter": the Filter button keeps its name to itself.
 */
export function ActiveFilters({
  filter,
  fromPreferences,
  filterCount,
  onChange,
  onClear,
}: {
  filter: SearchFilter;
  /** Values (diets and cuisines) applied from the meal preferences, lower-cased. */
  fromPreferences: ReadonlySet<string>;
  /** Every active filter, sliders and switches included. */
  filterCount: number;
  onChange: (filter: SearchFilter) => void;
  onClear: () => void;
}) {
  const items = (['diets', 'origins', 'categories'] as const).flatMap((key) =>
    filter[key].map((value) => ({ key, value })),
  );
  if (filterCount === 0) return null;
  const anyFromPreferences = items.some((i) => fromPreferences.has(i.value.toLowerCase()));
  return (
    <Group gap="xs" component="section" aria-label="Active filters">
      <Text size="sm" fw={600}>
        {anyFromPreferences ? 'Filters from your meal preferences:' : 'Active filters:'}
      </Text>
      <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map(({ key, value }) => (
          <Group
            key={`${key}-${value}`}
            component="li"
            gap={2}
            pl="sm"
            pr={2}
            py={2}
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-xl)',
            }}
          >
            <Text size="sm">
              {listLabels[key]}: {value}
            </Text>
            <CloseButton
              size="sm"
              radius="xl"
              aria-label={`Remove ${listLabels[key].toLowerCase()} ${value}`}
              onClick={() => onChange({ ...filter, [key]: filter[key].filter((v) => v !== value) })}
            />
          </Group>
        ))}
      </Group>
      <Button size="compact-sm" variant="subtle" onClick={onClear}>
        Clear all
      </Button>
    </Group>
  );
}
