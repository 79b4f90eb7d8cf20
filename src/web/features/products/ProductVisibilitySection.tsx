import { Checkbox, Group, Radio } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EditorSection } from './EditorSection';
import type { ProductFormValues } from './product-form-values';

/**
 * Who can see the product, whether it hides while it cannot be ordered, and whether Potluck
 * may feature it in its own promotions (spec `global_promo`, decision 054).
 */
export function ProductVisibilitySection({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  return (
    <EditorSection title="Visibility">
      <Radio.Group label="Who can see it" {...form.getInputProps('visibility')}>
        <Group mt="xs">
          <Radio value="public" label="Public" />
          <Radio value="private" label="Private (only you)" />
        </Group>
      </Radio.Group>
      <Checkbox
        label="Hide when not available"
        {...form.getInputProps('hideNotAvailable', { type: 'checkbox' })}
      />
      <Checkbox
        label="Feature in Potluck promotions"
        description="Potluck may show this dish in its own promotions across the site. Your price stays yours; buyers see a Potluck promotion badge."
        {...form.getInputProps('globalPromo', { type: 'checkbox' })}
      />
    </EditorSection>
  );
}
