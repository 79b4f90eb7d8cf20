import { Select, SimpleGrid, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  CATEGORY_CHOICES,
  DIET_CHOICES,
  ORIGIN_CHOICES,
  PRODUCT_CATEGORIES_MAX,
} from '#domain/products';
import { EditorSection } from './EditorSection';
import type { ProductFormValues } from './product-form-values';
import { useCuisines } from './products-api';

/** What the product is: name, description, categories, cuisine, diets, origins and more. */
export function ProductAboutSection({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const cuisines = useCuisines();
  const cuisineOptions = (cuisines.data?.cuisines ?? []).map((c) => ({
    value: c.id,
    label: c.name,
  }));
  return (
    <EditorSection title="About the product">
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
      <TagsInput
        label="Categories"
        description={`Choose 1 to ${PRODUCT_CATEGORIES_MAX}; type your own or pick a suggestion.`}
        required
        data={[...CATEGORY_CHOICES]}
        clearable
        {...form.getInputProps('categories')}
      />
      <Select
        label="Cuisine"
        data={cuisineOptions}
        clearable
        searchable
        placeholder={cuisineOptions.length ? 'Choose a cuisine' : 'No cuisines listed'}
        {...form.getInputProps('cuisineId')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TagsInput label="Diets" data={[...DIET_CHOICES]} {...form.getInputProps('diets')} />
        <TagsInput label="Origins" data={[...ORIGIN_CHOICES]} {...form.getInputProps('origins')} />
      </SimpleGrid>
      <TagsInput
        label="Ingredients"
        description="Press Enter after each ingredient."
        {...form.getInputProps('ingredients')}
      />
      <TagsInput label="Tags" {...form.getInputProps('tags')} />
    </EditorSection>
  );
}
