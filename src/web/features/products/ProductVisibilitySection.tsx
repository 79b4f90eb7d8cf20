import { Checkbox, Group, Radio } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EditorSection } from './EditorSection';
import type { ProductFormValues } from './product-form-values';

/** Who can see the product, and whether it hides while it cannot be ordered. */
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
    </EditorSection>
  );
}
