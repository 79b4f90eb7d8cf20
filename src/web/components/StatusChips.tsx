import { Badge, Group } from '@mantine/core';
import { dishBadgeLabels, type DishBadges } from '#domain/dish-status';

/**
 * The dish badges as the API computed them (spec §4): Sold out, New, Cooking Now — plus Live
 * for a chef streaming now. Renders nothing when there is no badge.
 */
export function StatusChips({ badges, live = false }: { badges: DishBadges; live?: boolean }) {
  const chips: { key: string; label: string; color: string }[] = [];
  if (live) chips.push({ key: 'live', label: 'Live', color: 'red.9' });
  if (badges.soldOut)
    chips.push({ key: 'soldOut', label: dishBadgeLabels.soldOut, color: 'gray.8' });
  if (badges.cookingNow)
    chips.push({ key: 'cookingNow', label: dishBadgeLabels.cookingNow, color: 'orange' });
  if (badges.isNew) chips.push({ key: 'isNew', label: dishBadgeLabels.isNew, color: 'teal.9' });
  if (chips.length === 0) return null;
  return (
    <Group gap={6} role="list" aria-label="Status">
      {chips.map((c) => (
        <Badge key={c.key} role="listitem" color={c.color} variant="filled" radius="sm">
          {c.label}
        </Badge>
      ))}
    </Group>
  );
}
