import { useParams } from 'react-router';
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
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { BusinessModifier, ModifierInput } from '#contracts/modifiers';
import { catalogMessages, modifierRuleError, MODIFIER_OPTIONS_MAX } from '#domain/products';
import { FormError } from '../../components/FormError';
import { notifyMessage } from '../../lib/notify';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { BusinessGuard } from './BusinessGuard';
import {
  EditorActions,
  EditorFrame,
  editorItemId,
  fromCents,
  toCents,
  useEditorExit,
} from './editor-shared';
import { useMyModifier, useSaveModifier } from './products-api';

export function ModifierEditorRoute() {
  return (
    <BusinessGuard>
      <ModifierEditorPage />
    </BusinessGuard>
  );
}

function ModifierEditorPage() {
  const modifierId = editorItemId(useParams().id);
  return (
    <EditorFrame
      noun="modifier"
      tab="modifiers"
      id={modifierId}
      query={useMyModifier(modifierId)}
      form={(data) =>
        data ? (
          <ModifierForm key={data.modifier.id} modifier={data.modifier} />
        ) : (
          <ModifierForm modifier={null} />
        )
      }
    />
  );
}

interface OptionValues {
  /** Existing options keep their id; new ones have a local key only. */
  id: string | null;
  key: string;
  name: string;
  price: number | string;
  available: boolean;
}

interface FormValues {
  name: string;
  required: boolean;
  min: number | string;
  max: number | string;
  options: OptionValues[];
}

let keySeq = 0;
const newKey = () => `new-${++keySeq}`;

function initialValues(m: BusinessModifier | null): FormValues {
  return {
    name: m?.name ?? '',
    required: m?.required ?? false,
    min: m && m.min > 0 ? m.min : 1,
    max: m?.max ?? 1,
    options: m
      ? m.options.map((o) => ({
          id: o.id,
          key: o.id,
          name: o.name,
          price: fromCents(o.priceCents),
          available: o.available,
        }))
      : [{ id: null, key: newKey(), name: '', price: 0, available: true }],
  };
}

function toInput(v: FormValues): ModifierInput {
  return {
    name: v.name,
    min: v.required ? Number(v.min || 0) : 0,
    max: Number(v.max || 0),
    options: v.options.map((o) => ({
      ...(o.id ? { id: o.id } : {}),
      name: o.name,
      priceCents: toCents(o.price),
      available: o.available,
    })),
  };
}

function ModifierForm({ modifier }: { modifier: BusinessModifier | null }) {
  const save = useSaveModifier();
  const { exit } = useEditorExit('modifiers');
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: initialValues(modifier),
    validate: {
      name: (v) => (v.trim() ? null : catalogMessages.modifierName),
      max: (v, values) => {
        const problem = modifierRuleError({
          min: values.required ? Number(values.min || 0) : 0,
          max: Number(v || 0),
          optionCount: values.options.length,
        });
        return problem?.field === 'max' ? problem.message : null;
      },
      options: {
        name: (v) => (v.trim() ? null : catalogMessages.modifierOptionName),
      },
    },
  });
  const { submit, submitting, error } = useFormSubmit(form, async (values) => {
    const res = await save.mutateAsync({ id: modifier?.id ?? null, body: toInput(values) });
    form.resetDirty();
    notifyMessage(res.message);
    exit();
  });
  const optionsError =
    form.values.options.length === 0 ? catalogMessages.modifierOptions : form.errors.options;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError error={error} />
        <Card withBorder radius="md" padding="lg">
          <Stack>
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
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack>
            <Title order={2} size="h4">
              Options
            </Title>
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
              onClick={() =>
                form.insertListItem('options', {
                  id: null,
                  key: newKey(),
                  name: '',
                  price: 0,
                  available: true,
                })
              }
            >
              Add option
            </Button>
          </Stack>
        </Card>
        <EditorActions
          dirty={form.isDirty()}
          saving={submitting}
          onCancel={exit}
          saveLabel="Save modifier"
        />
      </Stack>
    </form>
  );
}
