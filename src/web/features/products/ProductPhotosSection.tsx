import { useEffect, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { ProductPhoto } from '#contracts/products';
import { PRODUCT_PHOTOS_MAX } from '#domain/products';
import { notifyError } from '../../lib/notify';
import { errorMessage } from '../../lib/useFormSubmit';
import { EditorSection } from './EditorSection';
import { PhotoDropzone } from './PhotoDropzone';
import { PhotoGrid } from './PhotoGrid';
import {
  uploadProductPhoto,
  useDeletePhoto,
  useReorderPhotos,
  useUploadPhoto,
} from './products-api';

/**
 * The product's photos. A saved product's photos change on the server at once; a new product's wait
 * in `pending` and go up right after its first save (`uploadPendingPhotos`).
 */
export function ProductPhotosSection({
  product,
  pending,
  onPendingChange,
}: {
  product: { id: string; photos: ProductPhoto[] } | null;
  pending: File[];
  onPendingChange: (files: File[]) => void;
}) {
  return (
    <EditorSection title="Photos">
      {product ? (
        <SavedPhotos productId={product.id} photos={product.photos} />
      ) : (
        <PendingPhotos files={pending} onChange={onPendingChange} />
      )}
    </EditorSection>
  );
}

/** Uploads a new product's waiting photos, in order, once it has an id. */
export async function uploadPendingPhotos(productId: string, files: File[]) {
  for (const file of files) await uploadProductPhoto(productId, file);
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
