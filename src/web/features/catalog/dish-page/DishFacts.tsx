import { Link } from 'react-router';
import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DishDetail } from '#contracts/catalog';
import { avoidedIngredientsIn } from '#domain/meal-preferences';
import { AvoidedIngredients } from '../../../components/AvoidedIngredients';
import { settingsQuery } from '../../../lib/queries/settings';
import { useSession } from '../../../lib/session';

/** Ingredients, diets, cuisine, categories, weight and servings, and the printable label. */
export function DishFacts({ dish }: { dish: DishDetail }) {
  const origins = [dish.cuisine?.name, ...dish.origins].filter(
    (v, i, all): v is string => !!v && all.indexOf(v) === i,
  );
  return (
    <Stack gap="md">
      {dish.ingredients.length > 0 && (
        <section aria-labelledby="dish-ingredients">
          <Title order={2} size="h4" id="dish-ingredients" mb="xs">
            Ingredients
          </Title>
          <AvoidedHere ingredients={dish.ingredients} />
          <List size="sm" spacing={2}>
            {dish.ingredients.map((x) => (
              <List.Item key={x}>{x}</List.Item>
            ))}
          </List>
        </section>
      )}
      {dish.diets.length > 0 && (
        <section aria-labelledby="dish-diets">
          <Title order={2} size="h4" id="dish-diets" mb="xs">
            Diets
          </Title>
          <TagList items={dish.diets} color="teal.9" />
        </section>
      )}
      {origins.length > 0 && (
        <section aria-labelledby="dish-cuisine">
          <Title order={2} size="h4" id="dish-cuisine" mb="xs">
            Cuisine
          </Title>
          <TagList items={origins} color="orange" />
        </section>
      )}
      {dish.categories.length > 0 && (
        <section aria-labelledby="dish-categories">
          <Title order={2} size="h4" id="dish-categories" mb="xs">
            Categories
          </Title>
          <TagList items={dish.categories} color="gray.8" />
        </section>
      )}
      {(dish.netWeight || dish.totalServing || dish.leadTimeMinutes) && (
        <Stack gap={2}>
          {dish.netWeight && <Text size="sm">Net weight: {dish.netWeight}</Text>}
          {dish.totalServing !== null && <Text size="sm">Servings: {dish.totalServing}</Text>}
          {dish.leadTimeMinutes !== null && (
            <Text size="sm">Ready in about {dish.leadTimeMinutes} minutes</Text>
          )}
        </Stack>
      )}
      <Group gap="md">
        <Anchor component={Link} to={`/dish/label/${dish.id}`} size="sm">
          Printable label
        </Anchor>
      </Group>
    </Stack>
  );
}

function TagList({ items, color }: { items: string[]; color: string }) {
  return (
    <Group gap={6} role="list">
      {items.map((x) => (
        <Badge key={x} role="listitem" variant="outline" color={color} radius="sm" tt="none">
          {x}
        </Badge>
      ))}
    </Group>
  );
}

/** The signed-in person's avoided ingredients (meal preferences) that this dish lists. */
function AvoidedHere({ ingredients }: { ingredients: string[] }) {
  const { user } = useSession();
  const settings = useQuery({ ...settingsQuery(user?.id ?? ''), enabled: Boolean(user) });
  const avoid = settings.data?.mealPreferences.avoidIngredients ?? [];
  return <AvoidedIngredients found={avoidedIngredientsIn(ingredients, avoid)} />;
}
