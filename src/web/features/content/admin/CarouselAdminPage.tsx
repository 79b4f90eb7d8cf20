import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { avatarMessages, AVATAR_MAX_BYTES } from '#contracts/profiles';
import { carouselItemBodySchema, type AdminCarouselItem } from '#contracts/content';
import { CAROUSEL_LINK_MAX, CONTENT_TITLE_MAX, contentMessages } from '#domain/content';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { FormError } from '../../../components/FormError';
import { LoadError } from '../../../components/LoadError';
import { notifyMessage } from '../../../lib/notify';
import {
  adminCarouselQuery,
  uploadContentImage,
  useCreateCarouselItem,
  useDeleteCarouselItem,
  useOrderCarousel,
  useUpdateCarouselItem,
} from '../../../lib/queries/content-admin';
import { errorMessage, useFormSubmit } from '../../../lib/useFormSubmit';
import { validateWith } from '../../../lib/validate-with';
import { ContentAdminFrame } from './ContentAdminFrame';

/** /admin/content — the home page's carousel: add, edit, reorder, show or hide, delete. */
export function CarouselAdminPage() {
  const list = useQuery(adminCarouselQuery());
  const [editing, setEditing] = useState<AdminCarouselItem | null>(null);
  return (
    <ContentAdminFrame
      title="Home carousel"
      description="The featured items at the top of the home page's lower half, in this order."
    >
      {list.isPending && (
        <Skeleton h={200} radius="md" role="status" aria-label="Loading the carousel" />
      )}
      {list.isError && (
        <LoadError
          title="The carousel could not be loaded"
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && (
        <>
          <ItemList items={list.data.items} max={list.data.max} onEdit={setEditing} />
          <ItemForm key={editing?.id ?? 'new'} item={editing} onDone={() => setEditing(null)} />
        </>
      )}
    </ContentAdminFrame>
  );
}

function ItemList({
  items,
  max,
  onEdit,
}: {
  items: AdminCarouselItem[];
  max: number;
  onEdit: (item: AdminCarouselItem) => void;
}) {
  const order = useOrderCarousel();
  const update = useUpdateCarouselItem();
  const remove = useDeleteCarouselItem();
  const [deleting, setDeleting] = useState<AdminCarouselItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const active = items.filter((i) => i.active).length;

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setError(null);
    try {
      await action();
      if (done) notifyMessage(done);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    if (!id) return;
    ids.splice(index + by, 0, id);
    void run(() => order.mutateAsync(ids));
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="carousel-items">
      <Group justify="space-between">
        <Title order={2} size="h3" id="carousel-items">
          Items
        </Title>
        <Text role="status" c={active >= max ? 'orange.9' : 'dimmed'}>
          {active} of {max} shown on the home page
        </Text>
      </Group>
      <FormError error={error} />
      {items.length === 0 ? (
        <EmptyState text="The carousel is empty: the home page shows no featured items." />
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item, index) => (
            <Paper component="li" key={item.id} withBorder radius="md" p="sm">
              <Group wrap="wrap" gap="md" align="center">
                <Image src={item.imageUrl} alt="" w={96} h={66} radius="sm" fit="cover" />
                <Stack gap={2} style={{ flex: 1, minWidth: 180 }}>
                  <Group gap="xs">
                    <Text fw={600}>{item.title}</Text>
                    <Badge color={item.active ? 'teal.9' : 'gray.7'} variant="filled" radius="sm">
                      {item.active ? 'Shown' : 'Hidden'}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {item.link ? `Leads to ${item.link}` : 'Not a link'}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Move “${item.title}” up`}
                  >
                    Up
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Move “${item.title}” down`}
                  >
                    Down
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`${item.active ? 'Hide' : 'Show'} “${item.title}”`}
                    onClick={() =>
                      void run(
                        () => update.mutateAsync({ id: item.id, patch: { active: !item.active } }),
                        item.active ? 'Hidden from the home page.' : 'Shown on the home page.',
                      )
                    }
                  >
                    {item.active ? 'Hide' : 'Show'}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Edit “${item.title}”`}
                    onClick={() => onEdit(item)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    color="red.9"
                    aria-label={`Delete “${item.title}”`}
                    onClick={() => setDeleting(item)}
                  >
                    Delete
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this carousel item?"
        confirmLabel="Delete item"
        danger
        loading={remove.isPending}
        onConfirm={() => {
          const item = deleting;
          setDeleting(null);
          if (item) void run(() => remove.mutateAsync(item.id), contentMessages.deleted);
        }}
      >
        {`“${deleting?.title ?? ''}” leaves the home page and this list for good.`}
      </ConfirmDialog>
    </Stack>
  );
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

function ItemForm({ item, onDone }: { item: AdminCarouselItem | null; onDone: () => void }) {
  const create = useCreateCarouselItem();
  const update = useUpdateCarouselItem();
  const [uploading, setUploading] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      title: item?.title ?? '',
      imageUrl: item?.imageUrl ?? '',
      link: item?.link ?? '',
      active: item?.active ?? true,
    },
    validate: validateWith(carouselItemBodySchema),
  });
  const { submit, submitting, error } = useFormSubmit(
    form,
    async (values) => {
      const body = { ...values, link: values.link.trim() || null };
      if (item) {
        await update.mutateAsync({ id: item.id, patch: body });
        notifyMessage(contentMessages.saved);
        onDone();
      } else {
        await create.mutateAsync(body);
        notifyMessage('Carousel item added.');
        form.reset();
        setFile(null);
      }
    },
    { fieldErrors: 'with-message' },
  );

  const pickImage = async (picked: File | null) => {
    form.clearFieldError('imageUrl');
    setFile(picked);
    if (!picked) return;
    if (picked.size > AVATAR_MAX_BYTES) {
      form.setFieldError('imageUrl', avatarMessages.tooLarge);
      return;
    }
    setUploading(true);
    try {
      const { imageUrl } = await uploadContentImage(picked);
      form.setFieldValue('imageUrl', imageUrl);
    } catch (err) {
      form.setFieldError('imageUrl', errorMessage(err, avatarMessages.unsupported));
    } finally {
      setUploading(false);
    }
  };

  const heading = item ? `Edit “${item.title}”` : 'Add an item';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="carousel-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="carousel-form">
            {heading}
          </Title>
          <FormError error={error} />
          <TextInput
            label="Title"
            required
            maxLength={CONTENT_TITLE_MAX + 20}
            {...form.getInputProps('title')}
          />
          <Group align="flex-start" gap="md" wrap="wrap">
            <FileInput
              label="Image"
              description="Choose a JPEG, PNG, WebP or GIF up to 5 MB; it is cropped to 800 × 560."
              accept={IMAGE_TYPES}
              clearable={false}
              value={file}
              required={!form.values.imageUrl}
              disabled={uploading}
              error={form.errors.imageUrl}
              onChange={(file) => void pickImage(file)}
              style={{ flex: 1, minWidth: 220 }}
            />
            {form.values.imageUrl && (
              <Image
                src={form.values.imageUrl}
                alt="The chosen image"
                w={160}
                h={112}
                radius="sm"
                fit="cover"
              />
            )}
          </Group>
          {uploading && <Text size="sm">Uploading the image…</Text>}
          <TextInput
            label="Link"
            description="A path on this site (e.g. /dish/123 or /foods) or a full https:// address. Leave empty for no link."
            maxLength={CAROUSEL_LINK_MAX}
            {...form.getInputProps('link')}
          />
          <Checkbox
            label="Show on the home page"
            description="At most 8 items show at once. A new item goes last; move it up in the list."
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <Group>
            <Button type="submit" loading={submitting} disabled={uploading}>
              {item ? 'Save item' : 'Add item'}
            </Button>
            {item && (
              <Button variant="default" onClick={onDone}>
                Cancel
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
