import { useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Chip,
  Group,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { settingsMessages, type SettingsResponse } from '#contracts/settings';
import {
  ALLERGEN_CHOICES,
  AVOID_INGREDIENT_MAX_LENGTH,
  AVOID_INGREDIENTS_MAX,
  cleanPreferenceList,
} from '#domain/meal-preferences';
import { DIET_CHOICES, ORIGIN_CHOICES } from '#domain/products';
import { FormError } from '../../components/FormError';
import { LoadError } from '../../components/LoadError';
import { RequireAuth } from '../../lib/RequireAuth';
import { settingsQuery, useSaveMealPreferences } from '../../lib/queries/settings';
import { useSession } from '../../lib/session';
import { errorMessage } from '../../lib/useFormSubmit';
import { SettingsPageFrame } from './SettingsPageFrame';

export function MealPreferencesRoute() {
  return (
    <RequireAuth>
      <MealPreferencesPage />
    </RequireAuth>
  );
}

function MealPreferencesPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const settings = useQuery(settingsQuery(userId));
  return (
    <SettingsPageFrame
      title="Meal preferences"
      intro="Food search starts with your diets and cuisines as filters (you can clear them there), and dishes with an ingredient you avoid are marked."
    >
      {settings.isError ? (
        <LoadError
          title="Your meal preferences could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      ) : settings.data ? (
        <PreferencesForm userId={userId} saved={settings.data} />
      ) : (
        <Skeleton height={360} radius="md" />
      )}
    </SettingsPageFrame>
  );
}

/** Values the person saved that are not among the offered choices stay choosable. */
const withSaved = (choices: readonly string[], saved: string[]) => [
  ...choices,
  ...saved.filter((s) => !choices.some((c) => c.toLowerCase() === s.toLowerCase())),
];

const isAllergen = (name: string) =>
  ALLERGEN_CHOICES.some((a) => a.toLowerCase() === name.toLowerCase());

function PreferencesForm({ userId, saved }: { userId: string; saved: SettingsResponse }) {
  const prefs = saved.mealPreferences;
  const [diets, setDiets] = useState<string[]>(prefs.diets);
  const [origins, setOrigins] = useState<string[]>(prefs.origins);
  const [allergens, setAllergens] = useState<string[]>(prefs.avoidIngredients.filter(isAllergen));
  const [others, setOthers] = useState<string[]>(
    prefs.avoidIngredients.filter((i) => !isAllergen(i)),
  );
  const [done, setDone] = useState(false);
  const save = useSaveMealPreferences(userId);
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      setDone(false);
      set(v);
    };
  const avoid = cleanPreferenceList([...allergens, ...others]);
  const tooMany = avoid.length > AVOID_INGREDIENTS_MAX;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setDone(false);
    save.mutate({ diets, origins, avoidIngredients: avoid }, { onSuccess: () => setDone(true) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <ChipField
          id="pref-diets"
          legend="Diets"
          hint="Food search shows dishes that fit all of them."
          choices={withSaved(DIET_CHOICES, prefs.diets)}
          value={diets}
          onChange={changed(setDiets)}
        />
        <ChipField
          id="pref-cuisines"
          legend="Cuisines"
          hint="Food search shows dishes of any of them."
          choices={withSaved(ORIGIN_CHOICES, prefs.origins)}
          value={origins}
          onChange={changed(setOrigins)}
        />
        <Stack gap="sm">
          <ChipField
            id="pref-allergens"
            legend="Ingredients to avoid"
            hint="Dishes that list one of them (or, for a group such as tree nuts, one of its members) are marked."
            choices={ALLERGEN_CHOICES}
            value={allergens}
            onChange={changed(setAllergens)}
          />
          <TagsInput
            label="Other ingredients to avoid"
            description="Type an ingredient and press Enter."
            value={others}
            onChange={changed(setOthers)}
            maxLength={AVOID_INGREDIENT_MAX_LENGTH}
            splitChars={[',']}
            clearable
            error={tooMany ? settingsMessages.tooManyItems(AVOID_INGREDIENTS_MAX) : undefined}
          />
        </Stack>
        <FormError error={save.isError ? errorMessage(save.error) : null} />
        {done && (
          <Alert color="teal" variant="light" role="status">
            {settingsMessages.mealPreferencesSaved}{' '}
            <Anchor component={Link} to="/foods">
              Search foods
            </Anchor>
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save meal preferences
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ChipField({
  id,
  legend,
  hint,
  choices,
  value,
  onChange,
}: {
  id: string;
  legend: string;
  hint: string;
  choices: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <fieldset aria-describedby={`${id}-hint`} style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} size="h4" component="legend" mb={4}>
        {legend}
      </Title>
      <Text size="sm" c="dimmed" id={`${id}-hint`} mb="xs">
        {hint}
      </Text>
      <Chip.Group multiple value={value} onChange={onChange}>
        <Group gap="xs">
          {choices.map((choice) => (
            <Chip key={choice} value={choice} variant="outline">
              {choice}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </fieldset>
  );
}
