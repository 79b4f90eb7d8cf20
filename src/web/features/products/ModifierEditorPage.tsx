import {
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateWith } from '../../lib/validate-with';
import type { BusinessModifier } from '#contracts/modifiers';
import { catalogMessages, MODIFIER_OPTIONS_MAX } from '#domain/products';
import { BusinessGuard } from './BusinessGuard';
import { useEditorItemId } from './editor-exit';
import { EditorForm } from './EditorForm';
import { EditorFrame } from './EditorFrame';
import { EditorSection } from './EditorSection';
import {
  modifierFormSchema,
  modifierFormValues,
  modifierRequestBody,
  newModifierOption,
  type ModifierFormValues,
} from './modifier-form-values';
import { useMyModifier, useSaveModifier } from './products-api';

export function ModifierEditorRoute() {
  return (
    <BusinessGuard>
      <ModifierEditorPage />
    </BusinessGuard>
  );
}

function ModifierEditorPage() {
  const modifierId = useEditorItemId();
  return (
    <EditorFrame
      noun="modifier"
      id={modifierId}
      query={useMyModifier(modifierId)}
      item={(data) => data.modifier}
    >
      {(modifier) => <ModifierForm key={modifier?.id ?? 'new'} modifier={modifier} />}
    </EditorFrame>
  );
}

function ModifierForm({ modifier }: { modifier: BusinessModifier | null }) {
  const save = useSaveModifier();
  const form = useForm<ModifierFormValues>({
    mode: 'controlled',
    initialValues: modifierFormValues(modifier),
    validate: validateWith(modifierFormSchema),
  });
  // Said as soon as the last option is removed, not only when saving.
  const optionsError =
    form.values.options.length === 0 ? catalogMessages.modifierOptions : form.errors.options;

  return (
    <EditorForm
      form={form}
      onSave={(values) =>
        save.mutateAsync({ id: modifier?.id ?? null, body: modifierRequestBody(values) })
      }
    >
      <EditorSection>
        <TextInput
          label="Modifier name"
          description="e.g. Size, Sauce, Extras"
          required
          {...form.getInputProps('name')}
        />
        <Switch
          label="Required"
          description="Buyers must choose at least the minimum."
          {...form.getInputProps('required', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {form.values.required && (
            <NumberInput
              label="Minimum required"
              min={1}
              max={MODIFIER_OPTIONS_MAX}
              allowDecimal={false}
              {...form.getInputProps('min')}
            />
          )}
          <NumberInput
            label="Maximum selection"
            min={1}
            max={MODIFIER_OPTIONS_MAX}
            allowDecimal={false}
            {...form.getInputProps('max')}
          />
        </SimpleGrid>
      </EditorSection>
      <EditorSection title="Options">
        {optionsError && (
          <Text c="red.8" size="sm" role="alert">
            {optionsError}
          </Text>
        )}
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {form.values.options.map((o, i) => (
            <Card component="li" key={o.key} withBorder radius="sm" padding="sm">
              <Group align="flex-end" wrap="wrap">
                <TextInput
                  label={`Option ${i + 1} name`}
                  required
                  style={{ flex: 2, minWidth: 160 }}
                  {...form.getInputProps(`options.${i}.name`)}
                />
                <NumberInput
                  label={`Option ${i + 1} fee ($)`}
                  min={0}
                  decimalScale={2}
                  fixedDecimalScale
                  style={{ flex: 1, minWidth: 110 }}
                  {...form.getInputProps(`options.${i}.price`)}
                />
                <Checkbox
                  label="Available"
                  mb={8}
                  {...form.getInputProps(`options.${i}.available`, { type: 'checkbox' })}
                />
                <Button
                  variant="outline"
                  color="red.9"
                  aria-label={`Remove option ${i + 1}`}
                  onClick={() => form.removeListItem('options', i)}
                >
                  Remove
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
        <Button
          variant="light"
          w="fit-content"
          disabled={form.values.options.length >= MODIFIER_OPTIONS_MAX}
          onClick={() => form.insertListItem('options', newModifierOption())}
        >
          Add option
        </Button>
      </EditorSection>
    </EditorForm>
  );
}
