import { Group, NumberInput, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EditorSection } from './EditorSection';
import type { ProductFormValues } from './product-form-values';

const STATUS_OPTIONS = [
  { value: 'available', label: 'Ready (available)' },
  { value: 'cooking', label: 'Cooking Now' },
  { value: 'sold_out', label: 'Sold out' },
];

/** Price, inventory (unlimited or an amount left), status, lead time, weight and servings. */
export function ProductPriceSection({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  return (
    <EditorSection title="Price and inventory">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Price ($)"
          required
          min={0}
          decimalScale={2}
          fixedDecimalScale
          {...form.getInputProps('price')}
        />
        <TextInput
          label="Price per unit"
          description="e.g. each, lb, dozen"
          {...form.getInputProps('priceUnit')}
        />
      </SimpleGrid>
      <Radio.Group label="Inventory available" {...form.getInputProps('inventory')}>
        <Group mt="xs">
          <Radio value="unlimited" label="Unlimited" />
          <Radio value="limited" label="Limited amount" />
        </Group>
      </Radio.Group>
      {form.values.inventory === 'limited' && (
        <NumberInput
          label="Amount left"
          min={0}
          allowDecimal={false}
          {...form.getInputProps('amountLeft')}
        />
      )}
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label="Lead time (minutes)"
          min={0}
          allowDecimal={false}
          {...form.getInputProps('leadTimeMinutes')}
        />
        <TextInput
          label="Net weight per serving"
          description="e.g. 250 g"
          {...form.getInputProps('netWeight')}
        />
        <NumberInput
          label="Total servings"
          min={1}
          allowDecimal={false}
          {...form.getInputProps('totalServing')}
        />
      </SimpleGrid>
    </EditorSection>
  );
}
