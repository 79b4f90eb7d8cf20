import { Group, Text } from '@mantine/core';
import { avoidedIngredientsNotice } from '#domain/meal-preferences';

/** "Contains peanuts, which you avoid." — on dish cards and the dish page; nothing when none. */
export function AvoidedIngredients({
  found,
  size = 'sm',
  id,
}: {
  /** From the server's `avoidedIngredients` (lists) or avoidedIngredientsIn (dish page). */
  found: readonly string[] | undefined;
  size?: 'xs' | 'sm';
  /** The notice's id, for a card link that names it as its description. */
  id?: string;
}) {
  if (!found || found.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Text size={size} c="red.9" fw={700} aria-hidden="true">
        ⚠
      </Text>
      <Text size={size} c="red.9" fw={600} id={id}>
        {avoidedIngredientsNotice(found)}
      </Text>
    </Group>
  );
}
