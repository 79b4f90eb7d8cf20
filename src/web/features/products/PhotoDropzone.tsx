import '@mantine/dropzone/styles.css';
import { useRef } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { avatarMessages } from '#contracts/profiles';
import { PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTOS_MAX } from '#domain/products';
import { notifyError } from '../../lib/notify';

const ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

function onReject(rejections: FileRejection[]) {
  const code = rejections[0]?.errors[0]?.code;
  notifyError(code === 'file-too-large' ? avatarMessages.tooLarge : avatarMessages.unsupported);
}

/** Where product photos are dropped or chosen; too large or unsupported files are refused here. */
export function PhotoDropzone({
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
