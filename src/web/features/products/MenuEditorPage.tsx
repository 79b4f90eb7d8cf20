import {
  Checkbox,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateWith } from '../../lib/validate-with';
import type { BusinessMenu } from '#contracts/menus';
import { TIME_SLOTS, WEEKDAYS } from '#domain/business-hours';
import { BusinessGuard } from './BusinessGuard';
import { useEditorItemId } from './editor-exit';
import { EditorForm } from './EditorForm';
import { EditorFrame } from './EditorFrame';
import { EditorSection } from './EditorSection';
import {
  menuFormSchema,
  menuFormValues,
  menuRequestBody,
  type MenuFormValues,
} from './menu-form-values';
import { useMyMenu, useMyMenus, useMyProducts, useSaveMenu } from './products-api';

export function MenuEditorRoute() {
  return (
    <BusinessGuard>
      <MenuEditorPage />
    </BusinessGuard>
  );
}

function MenuEditorPage() {
  const menuId = useEditorItemId();
  return (
    <EditorFrame noun="menu" id={menuId} query={useMyMenu(menuId)} item={(data) => data.menu}>
      {(menu) => <MenuForm key={menu?.id ?? 'new'} menu={menu} />}
    </EditorFrame>
  );
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

const timeOptions = TIME_SLOTS.map((t) => ({ value: t, label: t }));

function MenuForm({ menu }: { menu: BusinessMenu | null }) {
  const save = useSaveMenu();
  const menus = useMyMenus();
  const products = useMyProducts(1, 100);
  const form = useForm<MenuFormValues>({
    mode: 'controlled',
    initialValues: menuFormValues(menu),
    validate: validateWith(menuFormSchema),
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

  return (
    <EditorForm
      form={form}
      onSave={(values) => save.mutateAsync({ id: menu?.id ?? null, body: menuRequestBody(values) })}
    >
      <EditorSection>
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
      </EditorSection>
      <EditorSection title="Who sees it">
        <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Switch label="Public" {...form.getInputProps('isPublic', { type: 'checkbox' })} />
        <Switch
          label="Followers only"
          {...form.getInputProps('followerOnly', { type: 'checkbox' })}
        />
      </EditorSection>
      <EditorSection>
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
      </EditorSection>
    </EditorForm>
  );
}
