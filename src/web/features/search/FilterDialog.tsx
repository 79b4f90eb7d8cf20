import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, MultiSelect, Slider, Stack, Text } from '@mantine/core';
import {
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  DISTANCE_RANGE_MAX,
  DISTANCE_RANGE_MIN,
  DISTANCE_RANGE_STEP,
  PRICE_RANGE_MAX,
  PRICE_RANGE_MIN,
  PRICE_RANGE_STEP,
  normalizeSearchFilter,
  type SearchFilter,
} from '#domain/search-filter';
import { Dialog } from '../../components/Dialog';
import { CATEGORY_CHOICES, DIET_CHOICES, ORIGIN_CHOICES } from '#domain/products';

function SliderField({
  id,
  label,
  value,
  display,
  onChange,
  min,
  max,
  step,
}: {
  id: string;
  label: string;
  value: number;
  display: string;
  onChange: (v: number) => void;
  min: number;
  max: number;
  step: number;
}) {
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500} id={id}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" aria-hidden="true">
          {display}
        </Text>
      </Group>
      <Slider
        value={value}
        onChange={onChange}
        min={min}
        max={max}
        step={step}
        label={null}
        thumbProps={{ 'aria-labelledby': id, 'aria-valuetext': display }}
      />
    </div>
  );
}

/** The food search filter (spec §2): discount, price, distance, diets, origins, categories, flags. */
export function FilterDialog({
  opened,
  onClose,
  value,
  defaults,
  onApply,
}: {
  opened: boolean;
  onClose: () => void;
  value: SearchFilter;
  defaults: SearchFilter;
  onApply: (filter: SearchFilter) => void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);
  const set = <K extends keyof SearchFilter>(key: K, v: SearchFilter[K]) =>
    setDraft((d) => ({ ...d, [key]: v }));

  return (
    <Dialog opened={opened} onClose={onClose} title="Filter" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onApply(normalizeSearchFilter(draft));
        }}
      >
        <Stack>
          <SliderField
            id="filter-discount"
            label="Minimum discount"
            value={draft.discount}
            display={`${draft.discount}%`}
            onChange={(v) => set('discount', v)}
            min={DISCOUNT_MIN}
            max={DISCOUNT_MAX}
            step={1}
          />
          <SliderField
            id="filter-price"
            label="Maximum price"
            value={draft.priceRange}
            display={`$${draft.priceRange}`}
            onChange={(v) => set('priceRange', v)}
            min={PRICE_RANGE_MIN}
            max={PRICE_RANGE_MAX}
            step={PRICE_RANGE_STEP}
          />
          <SliderField
            id="filter-distance"
            label="Distance"
            value={draft.distanceRange}
            display={`${draft.distanceRange} km`}
            onChange={(v) => set('distanceRange', v)}
            min={DISTANCE_RANGE_MIN}
            max={DISTANCE_RANGE_MAX}
            step={DISTANCE_RANGE_STEP}
          />
          <MultiSelect
            label="Diets"
            data={[...DIET_CHOICES]}
            value={draft.diets}
            onChange={(v) => set('diets', v)}
            searchable
            clearable
            comboboxProps={{ withinPortal: false }}
          />
          <MultiSelect
            label="Origins"
            data={[...ORIGIN_CHOICES]}
            value={draft.origins}
            onChange={(v) => set('origins', v)}
            searchable
            clearable
            comboboxProps={{ withinPortal: false }}
          />
          <MultiSelect
            label="Categories"
            data={[...CATEGORY_CHOICES]}
            value={draft.categories}
            onChange={(v) => set('categories', v)}
            searchable
            clearable
            comboboxProps={{ withinPortal: false }}
          />
          <Checkbox
            label="Cooking now only"
            checked={draft.cookingNowOnly}
            onChange={(e) => set('cookingNowOnly', e.currentTarget.checked)}
          />
          <Checkbox
            label="Available only"
            checked={draft.availableOnly}
            onChange={(e) => set('availableOnly', e.currentTarget.checked)}
          />
          <Checkbox
            label="Open now"
            description="Only chefs who take an order right now"
            checked={draft.openNow}
            onChange={(e) => set('openNow', e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDraft(defaults)}>
              Reset
            </Button>
            <Button type="submit">Apply</Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
