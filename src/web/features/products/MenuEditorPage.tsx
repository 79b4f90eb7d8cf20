import { useParams } from 'react-router';
import {
  Card,
  Checkbox,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { BusinessMenu, MenuInput } from '#contracts/menus';
import { catalogMessages, customAvailabilityError } from '#domain/products';
import { FormError } from '../../components/FormError';
import { notifyMessage } from '../../lib/notify';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { BusinessGuard } from './BusinessGuard';
import { TIME_SLOTS, WEEKDAYS } from '#domain/business-hours';
import { EditorActions, EditorFrame, editorItemId, useEditorExit } from './editor-shared';
import { useMyMenu, useMyMenus, useMyProducts, useSaveMenu } from './products-api';

export function MenuEditorRoute() {
  return (
    <BusinessGuard>
      <MenuEditorPage />
    </BusinessGuard>
  );
}

function MenuEditorPage() {
  const menuId = editorItemId(useParams().id);
  return (
    <EditorFrame
      noun="menu"
      tab="menus"
      id={menuId}
      query={useMyMenu(menuId)}
      form={(data) =>
        data ? <MenuForm key={data.menu.id} menu={data.menu} /> : <MenuForm menu={null} />
      }
    />
  );
}

interface FormValues {
  name: string;
  type: 'menu' | 'parent';
  parentId: string | null;
  isActive: boolean;
  isPublic: boolean;
  followerOnly: boolean;
  mode: 'business_hours' | 'custom';
  weekdays: string[];
  from: string;
  to: string;
  dishIds: string[];
}

function initialValues(m: BusinessMenu | null): FormValues {
  const custom = m?.availability.mode === 'custom' ? m.availability : null;
  return {
    name: m?.name ?? '',
    type: m?.type ?? 'menu',
    parentId: m?.parentId ?? null,
    isActive: m?.isActive ?? true,
    isPublic: m?.isPublic ?? true,
    followerOnly: m?.followerOnly ?? false,
    mode: custom ? 'custom' : 'business_hours',
    weekdays: custom ? custom.weekdays.map(String) : ['1', '2', '3', '4', '5'],
    from: custom?.from ?? '11:00',
    to: custom?.to ?? '14:00',
    dishIds: m?.items.map((i) => i.dishId) ?? [],
  };
}

function toInput(v: FormValues): MenuInput {
  return {
    name: v.name,
    type: v.type,
    parentId: v.parentId,
    isActive: v.isActive,
    isPublic: v.isPublic,
    followerOnly: v.followerOnly,
    availability:
      v.mode === 'custom'
        ? { mode: 'custom', weekdays: v.weekdays.map(Number).sort(), from: v.from, to: v.to }
        : { mode: 'business_hours' },
    dishIds: v.dishIds,
  };
}

/** The menus that may be this one's parent: not itself, nor anything below it. */
function parentChoices(menus: BusinessMenu[], selfId: string | null) {
  const below = new Set<string>();
  if (selfId) {
    below.add(selfId);
    let grew = true;
    while (grew) {
      grew = false;
      for (const m of menus) {
        if (m.parentId && below.has(m.parentId) && !below.has(m.id)) {
          below.add(m.id);
          grew = true;
        }
      }
    }
  }
  return menus.filter((m) => !below.has(m.id)).map((m) => ({ value: m.id, label: m.name }));
}

function MenuForm({ menu }: { menu: BusinessMenu | null }) {
  const save = useSaveMenu();
  const { exit } = useEditorExit('menus');
  const menus = useMyMenus();
  const products = useMyProducts(1, 100);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: initialValues(menu),
    validate: {
      name: (v) => (v.trim() ? null : catalogMessages.menuName),
      weekdays: (v, values) =>
        values.mode === 'custom' && v.length === 0 ? catalogMessages.menuWeekdays : null,
      to: (v, values) => {
        if (values.mode !== 'custom') return null;
        const problem = customAvailabilityError({
          weekdays: values.weekdays.map(Number),
          from: values.from,
          to: v,
        });
        return problem?.field === 'to' ? problem.message : null;
      },
    },
  });
  const { submit, submitting, error } = useFormSubmit(form, async (values) => {
    const res = await save.mutateAsync({ id: menu?.id ?? null, body: toInput(values) });
    form.resetDirty();
    notifyMessage(res.message);
    exit();
  });

  const productOptions = (products.data?.products ?? []).map((p) => ({
    value: p.id,
    label: p.name,
  }));
  // A menu's own items may include products not on the first page of the list.
  for (const item of menu?.items ?? []) {
    if (!productOptions.some((o) => o.value === item.dishId)) {
      productOptions.push({ value: item.dishId, label: item.name });
    }
  }
  const timeOptions = TIME_SLOTS.map((t) => ({ value: t, label: t }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError error={error} />
        <Card withBorder radius="md" padding="lg">
          <Stack>
            <TextInput label="Menu name" required {...form.getInputProps('name')} />
            <Radio.Group label="Kind" {...form.getInputProps('type')}>
              <Group mt="xs">
                <Radio value="menu" label="Menu (lists products)" />
                <Radio value="parent" label="Parent menu (groups menus)" />
              </Group>
            </Radio.Group>
            <Select
              label="Parent menu"
              description="Optional: place this menu inside another one."
              data={parentChoices(menus.data?.menus ?? [], menu?.id ?? null)}
              clearable
              placeholder="None (top level)"
              {...form.getInputProps('parentId')}
            />
            <MultiSelect
              label="Products"
              description="Shown in the order you pick them."
              data={productOptions}
              searchable
              placeholder={productOptions.length ? 'Choose products' : 'No products yet'}
              {...form.getInputProps('dishIds')}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack>
            <Title order={2} size="h4">
              Who sees it
            </Title>
            <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
            <Switch label="Public" {...form.getInputProps('isPublic', { type: 'checkbox' })} />
            <Switch
              label="Followers only"
              {...form.getInputProps('followerOnly', { type: 'checkbox' })}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack>
            <Radio.Group label="Availability" {...form.getInputProps('mode')}>
              <Group mt="xs">
                <Radio value="business_hours" label="My business hours" />
                <Radio value="custom" label="Custom hours" />
              </Group>
            </Radio.Group>
            {form.values.mode === 'custom' && (
              <>
                <Checkbox.Group label="Weekdays" {...form.getInputProps('weekdays')}>
                  <Group mt="xs">
                    {WEEKDAYS.map((d) => (
                      <Checkbox key={d.day} value={String(d.day)} label={d.label} />
                    ))}
                  </Group>
                </Checkbox.Group>
                <SimpleGrid cols={2}>
                  <Select
                    label="From"
                    data={timeOptions}
                    allowDeselect={false}
                    {...form.getInputProps('from')}
                  />
                  <Select
                    label="To"
                    data={timeOptions}
                    allowDeselect={false}
                    {...form.getInputProps('to')}
                  />
                </SimpleGrid>
              </>
            )}
          </Stack>
        </Card>
        <EditorActions
          dirty={form.isDirty()}
          saving={submitting}
          onCancel={exit}
          saveLabel="Save menu"
        />
      </Stack>
    </form>
  );
}
