import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import type { DishModifier } from '#contracts/catalog';
import { modifierRule } from '#domain/modifiers';
import { modifierFieldText, optionLabel } from './modifier-choice';

/** One option group of the dish: radios for a single choice, else checkboxes up to its max. */
export function ModifierField({
  modifier: m,
  selected,
  valid,
  touched,
  onChange,
}: {
  modifier: DishModifier;
  selected: string[];
  valid: boolean;
  touched: boolean;
  onChange: (ids: string[]) => void;
}) {
  const rule = modifierRule(m);
  // Validity per modifier (domain isSelectionValid): an error once touched, else a hint.
  const { description, error } = modifierFieldText(m, {
    selectedCount: selected.length,
    valid,
    touched,
  });

  if (m.options.length === 0) {
    return (
      <Stack gap={2}>
        <Text fw={500} size="sm">
          {m.name}
        </Text>
        <Text size="xs" c="dimmed">
          {description} · no options available right now
        </Text>
      </Stack>
    );
  }

  if (rule.singleChoice) {
    return (
      <Radio.Group
        label={m.name}
        description={description}
        value={selected[0] ?? null}
        onChange={(v) => onChange([v])}
        error={error}
        withAsterisk={rule.required}
      >
        <Stack gap={6} mt={6}>
          {m.options.map((o) => (
            <Radio key={o.id} value={o.id} label={optionLabel(o)} />
          ))}
        </Stack>
      </Radio.Group>
    );
  }

  const full = selected.length >= m.max;
  return (
    <Checkbox.Group
      label={m.name}
      description={description}
      value={selected}
      onChange={onChange}
      error={error}
      withAsterisk={rule.required}
    >
      <Stack gap={6} mt={6}>
        {m.options.map((o) => (
          <Checkbox
            key={o.id}
            value={o.id}
            label={optionLabel(o)}
            disabled={full && !selected.includes(o.id)}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
