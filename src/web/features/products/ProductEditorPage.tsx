import '@mantine/dropzone/styles.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  Anchor,
  Button,
  Card,
  Checkbox,
  CloseButton,
  Group,
  Image,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useForm } from '@mantine/form';
import type { ProductDetail, ProductInput, ProductPhoto } from '#contracts/products';
import { avatarMessages } from '#contracts/profiles';
import {
  catalogMessages,
  CATEGORY_CHOICES,
  DIET_CHOICES,
  isValidCategoryCount,
  ORIGIN_CHOICES,
  PRODUCT_CATEGORIES_MAX,
  PRODUCT_PHOTO_MAX_BYTES,
  PRODUCT_PHOTOS_MAX,
} from '#domain/products';
import { FormError } from '../../components/FormError';
import { notifyError, notifyMessage } from '../../lib/notify';
import { errorMessage, useFormSubmit } from '../../lib/useFormSubmit';
import { BusinessGuard } from './BusinessGuard';
import {
  EditorActions,
  EditorFrame,
  editorItemId,
  fromCents,
  toCents,
  useEditorExit,
} from './editor-shared';
import {
  useCuisines,
  useDeletePhoto,
  useMyModifiers,
  useMyProduct,
  useMyProducts,
  useReorderPhotos,
  uploadProductPhoto,
  useInvalidateBusiness,
  useSaveProduct,
  useUploadPhoto,
} from './products-api';

export function ProductEditorRoute() {
  return (
    <BusinessGuard>
      <ProductEditorPage />
    </BusinessGuard>
  );
}

function ProductEditorPage() {
  const productId = editorItemId(useParams().id);
  return (
    <EditorFrame
      noun="product"
      tab="products"
      id={productId}
      query={useMyProduct(productId)}
      form={(data) =>
        data ? (
          <ProductForm key={data.product.id} product={data.product} />
        ) : (
          <ProductForm product={null} />
        )
      }
    />
  );
}

type InventoryMode = 'limited' | 'unlimited';

interface FormValues {
  name: string;
  description: string;
  price: number | string;
  priceUnit: string;
  inventory: InventoryMode;
  amountLeft: number | string;
  status: 'cooking' | 'available' | 'sold_out';
  leadTimeMinutes: number | string;
  netWeight: string;
  totalServing: number | string;
  categories: string[];
  tags: string[];
  diets: string[];
  origins: string[];
  ingredients: string[];
  cuisineId: string | null;
  suggestedDishIds: string[];
  visibility: 'public' | 'private';
  hideNotAvailable: boolean;
  modifierIds: string[];
}

function initialValues(p: ProductDetail | null): FormValues {
  return {
    name: p?.name ?? '',
    description: p?.description ?? '',
    price: p ? fromCents(p.priceCents) : '',
    priceUnit: p?.priceUnit ?? '',
    inventory: p && p.amountLeft !== -1 ? 'limited' : 'unlimited',
    amountLeft: p && p.amountLeft !== -1 ? p.amountLeft : '',
    status: p?.status ?? 'available',
    leadTimeMinutes: p?.leadTimeMinutes ?? '',
    netWeight: p?.netWeight ?? '',
    totalServing: p?.totalServing ?? '',
    categories: p?.categories ?? [],
    tags: p?.tags ?? [],
    diets: p?.diets ?? [],
    origins: p?.origins ?? [],
    ingredients: p?.ingredients ?? [],
    cuisineId: p?.cuisineId ?? null,
    suggestedDishIds: p?.suggestedDishIds ?? [],
    visibility: p?.visibility ?? 'public',
    hideNotAvailable: p?.hideNotAvailable ?? false,
    modifierIds: p?.modifierIds ?? [],
  };
}

const optionalNumber = (v: number | string) => (v === '' || v === null ? null : Number(v));

function toInput(v: FormValues): ProductInput {
  return {
    name: v.name,
    description: v.description.trim() || null,
    priceCents: toCents(v.price),
    priceUnit: v.priceUnit.trim() || null,
    amountLeft: v.inventory === 'unlimited' ? -1 : Number(v.amountLeft || 0),
    status: v.status,
    leadTimeMinutes: optionalNumber(v.leadTimeMinutes),
    netWeight: v.netWeight.trim() || null,
    totalServing: optionalNumber(v.totalServing),
    categories: v.categories,
    tags: v.tags,
    diets: v.diets,
    origins: v.origins,
    ingredients: v.ingredients,
    cuisineId: v.cuisineId,
    suggestedDishIds: v.suggestedDishIds,
    visibility: v.visibility,
    hideNotAvailable: v.hideNotAvailable,
    modifierIds: v.modifierIds,
  };
}

const STATUS_OPTIONS = [
  { value: 'available', label: 'Ready (available)' },
  { value: 'cooking', label: 'Cooking Now' },
  { value: 'sold_out', label: 'Sold out' },
];

function ProductForm({ product }: { product: ProductDetail | null }) {
  const save = useSaveProduct();
  const { exit, editorSuffix } = useEditorExit('products');
  const cuisines = useCuisines();
  const modifiers = useMyModifiers();
  const others = useMyProducts(1, 100);
  const [pendingFiles, setPendingFiles] = useState<File[]>([]);
  const [uploadingPending, setUploadingPending] = useState(false);
  const invalidate = useInvalidateBusiness();

  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: initialValues(product),
    validateInputOnChange: ['categories'],
    validate: {
      name: (v) => (v.trim() ? null : catalogMessages.name),
      price: (v) => (v === '' || Number(v) < 0 ? catalogMessages.price : null),
      amountLeft: (v, values) =>
        values.inventory === 'limited' && (v === '' || Number(v) < 0)
          ? catalogMessages.amountLeft
          : null,
      categories: (v) => (isValidCategoryCount(v) ? null : catalogMessages.categories),
    },
  });

  const { submit, submitting, error } = useFormSubmit(form, async (values) => {
    const res = await save.mutateAsync({ id: product?.id ?? null, body: toInput(values) });
    if (!product && pendingFiles.length > 0) {
      setUploadingPending(true);
      try {
        await uploadFiles(res.product.id, pendingFiles);
      } catch (err) {
        notifyError(errorMessage(err, 'Could not upload a photo.'));
      } finally {
        setUploadingPending(false);
        await invalidate();
      }
    }
    form.resetDirty();
    notifyMessage(res.message);
    exit();
  });

  const productOptions = (others.data?.products ?? [])
    .filter((p) => p.id !== product?.id)
    .map((p) => ({ value: p.id, label: p.name }));
  const modifierOptions = (modifiers.data?.modifiers ?? []).map((m) => ({
    value: m.id,
    label: m.name,
  }));
  const cuisineOptions = (cuisines.data?.cuisines ?? []).map((c) => ({
    value: c.id,
    label: c.name,
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError error={error} />
        <Card withBorder radius="md" padding="lg">
          <Stack>
            <Title order={2} size="h4">
              About the product
            </Title>
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <Textarea
              label="Description"
              autosize
              minRows={3}
              {...form.getInputProps('description')}
            />
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
              <TagsInput
                label="Origins"
                data={[...ORIGIN_CHOICES]}
                {...form.getInputProps('origins')}
              />
            </SimpleGrid>
            <TagsInput
              label="Ingredients"
              description="Press Enter after each ingredient."
              {...form.getInputProps('ingredients')}
            />
            <TagsInput label="Tags" {...form.getInputProps('tags')} />
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Stack>
            <Title order={2} size="h4">
              Price and inventory
            </Title>
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
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Stack>
            <Title order={2} size="h4">
              Photos
            </Title>
            {product ? (
              <SavedPhotos productId={product.id} photos={product.photos} />
            ) : (
              <PendingPhotos files={pendingFiles} onChange={setPendingFiles} />
            )}
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Stack>
            <Title order={2} size="h4">
              Modifiers and suggestions
            </Title>
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
              maxValues={10}
              placeholder={productOptions.length ? 'Choose products' : 'No other products yet'}
              {...form.getInputProps('suggestedDishIds')}
            />
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Stack>
            <Title order={2} size="h4">
              Visibility
            </Title>
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
          </Stack>
        </Card>

        <EditorActions
          dirty={form.isDirty() || pendingFiles.length > 0}
          saving={submitting || uploadingPending}
          onCancel={exit}
          saveLabel="Save product"
        />
      </Stack>
    </form>
  );
}

const ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

async function uploadFiles(productId: string, files: File[]) {
  for (const file of files) await uploadProductPhoto(productId, file);
}

function onReject(rejections: FileRejection[]) {
  const code = rejections[0]?.errors[0]?.code;
  notifyError(code === 'file-too-large' ? avatarMessages.tooLarge : avatarMessages.unsupported);
}

function PhotoDropzone({
  onFiles,
  loading,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  loading: boolean;
  disabled: boolean;
}) {
  const openRef = useRef<() => void>(null);
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={onFiles}
        onReject={onReject}
        maxSize={PRODUCT_PHOTO_MAX_BYTES}
        accept={ACCEPT}
        loading={loading}
        disabled={disabled}
        openRef={openRef}
        activateOnKeyboard={false}
        inputProps={{ 'aria-label': 'Product photo files' }}
        radius="md"
        p="md"
      >
        <Text size="sm" ta="center">
          Drop photos here (JPEG, PNG, WebP or GIF, up to 5 MB each, {PRODUCT_PHOTOS_MAX} at most)
        </Text>
      </Dropzone>
      <Button
        variant="default"
        onClick={() => openRef.current?.()}
        disabled={disabled}
        loading={loading}
      >
        Choose photos
      </Button>
    </Stack>
  );
}

/** A new product: photos wait here, with previews, and upload right after the first save. */
function PendingPhotos({ files, onChange }: { files: File[]; onChange: (f: File[]) => void }) {
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => {
    const urls = files.map((f) => URL.createObjectURL(f));
    setPreviews(urls);
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, [files]);
  return (
    <Stack>
      <PhotoGrid
        photos={previews.map((url, i) => ({ id: String(i), url }))}
        onDelete={(i) => onChange(files.filter((_, j) => String(j) !== i))}
      />
      <PhotoDropzone
        onFiles={(f) => onChange([...files, ...f].slice(0, PRODUCT_PHOTOS_MAX))}
        loading={false}
        disabled={files.length >= PRODUCT_PHOTOS_MAX}
      />
      <Text size="sm" c="dimmed">
        The photos upload when you save the product.
      </Text>
    </Stack>
  );
}

function SavedPhotos({ productId, photos }: { productId: string; photos: ProductPhoto[] }) {
  const upload = useUploadPhoto(productId);
  const del = useDeletePhoto(productId);
  const reorder = useReorderPhotos(productId);
  const [current, setCurrent] = useState(photos);
  useEffect(() => setCurrent(photos), [photos]);

  const onFiles = async (files: File[]) => {
    for (const file of files) {
      try {
        setCurrent((await upload.mutateAsync(file)).photos);
      } catch (err) {
        notifyError(errorMessage(err, 'Could not upload the photo.'));
        return;
      }
    }
  };
  const onDelete = async (photoId: string) => {
    try {
      setCurrent((await del.mutateAsync(photoId)).photos);
    } catch (err) {
      notifyError(errorMessage(err, 'Could not delete the photo.'));
    }
  };
  const onCover = async (photoId: string) => {
    const ids = [photoId, ...current.map((p) => p.id).filter((id) => id !== photoId)];
    try {
      setCurrent((await reorder.mutateAsync(ids)).photos);
    } catch (err) {
      notifyError(errorMessage(err, 'Could not reorder the photos.'));
    }
  };
  return (
    <Stack>
      <PhotoGrid
        photos={current}
        onDelete={(id) => void onDelete(id)}
        onCover={(id) => void onCover(id)}
      />
      <PhotoDropzone
        onFiles={(f) => void onFiles(f)}
        loading={upload.isPending}
        disabled={current.length >= PRODUCT_PHOTOS_MAX}
      />
    </Stack>
  );
}

function PhotoGrid({
  photos,
  onDelete,
  onCover,
}: {
  photos: ProductPhoto[];
  onDelete: (id: string) => void;
  onCover?: (id: string) => void;
}) {
  if (photos.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No photos yet. The first photo is the cover buyers see.
      </Text>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Photos"
    >
      {photos.map((p, i) => (
        <Stack component="li" key={p.id} gap={4}>
          <div style={{ position: 'relative' }}>
            <Image
              src={p.url}
              alt={i === 0 ? 'Cover photo' : `Photo ${i + 1}`}
              radius="sm"
              h={110}
              fit="cover"
            />
            <CloseButton
              aria-label={`Delete photo ${i + 1}`}
              onClick={() => onDelete(p.id)}
              variant="filled"
              size="sm"
              style={{ position: 'absolute', top: 4, right: 4 }}
            />
          </div>
          {i === 0 ? (
            <Text size="xs" c="dimmed">
              Cover
            </Text>
          ) : (
            onCover && (
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => onCover(p.id)}
                aria-label={`Make photo ${i + 1} the cover`}
              >
                Make cover
              </Button>
            )
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
