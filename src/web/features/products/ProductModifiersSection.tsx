import { Link } from 'react-router';
import { Anchor, MultiSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SUGGESTED_ITEMS_MAX } from '#domain/products';
import { useEditorExit } from './editor-exit';
import { EditorSection } from './EditorSection';
import type { ProductFormValues } from './product-form-values';
import { useMyModifiers, useMyProducts } from './products-api';

/** The chef's modifiers on this product, and their other products suggested with it. */
export function ProductModifiersSection({
  form,
  productId,
}: {
  form: UseFormReturnType<ProductFormValues>;
  /** null for a new product. */
  productId: string | null;
}) {
  const { editorSuffix } = useEditorExit('products');
  const modifiers = useMyModifiers();
  const others = useMyProducts(1, 100);
  const modifierOptions = (modifiers.data?.modifiers ?? []).map((m) => ({
    value: m.id,
    label: m.name,
  }));
  const productOptions = (others.data?.products ?? [])
    .filter((p) => p.id !== productId)
    .map((p) => ({ value: p.id, label: p.name }));
  return (
    <EditorSection title="Modifiers and suggestions">
      <MultiSelect
        label="Modifiers"
        description="Listed on the product page in this order."
        data={modifierOptions}
        searchable
        placeholder={modifierOptions.length ? 'Choose modifiers' : 'No modifiers yet'}
        {...form.getInputProps('modifierIds')}
      />
      <Anchor component={Link} to={`/business/modifiers/new${editorSuffix}`} size="sm">
        Create a modifier
      </Anchor>
      <MultiSelect
        label="Suggested items"
        description="Your other products shown with this one."
        data={productOptions}
        searchable
        maxValues={SUGGESTED_ITEMS_MAX}
        placeholder={productOptions.length ? 'Choose products' : 'No other products yet'}
        {...form.getInputProps('suggestedDishIds')}
      />
    </EditorSection>
  );
}
