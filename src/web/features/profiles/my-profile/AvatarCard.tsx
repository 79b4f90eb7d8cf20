import '@mantine/dropzone/styles.css';
import { useEffect, useRef, useState } from 'react';
import { Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { avatarMessages, AVATAR_MAX_BYTES, type MyProfile } from '#contracts/profiles';
import { notifyError, notifyMessage } from '../../../lib/notify';
import { errorMessage } from '../../../lib/useFormSubmit';
import { useUploadAvatar } from '../profiles-api';

/** The profile picture: dropped or chosen, shown at once while it uploads. */
export function AvatarCard({ profile }: { profile: MyProfile }) {
  const upload = useUploadAvatar();
  const openRef = useRef<() => void>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onDrop = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    try {
      const res = await upload.mutateAsync(file);
      notifyMessage(res.message);
      setPreview(null);
    } catch (err) {
      setPreview(null);
      notifyError(errorMessage(err, 'Could not upload the picture.'));
    }
  };

  const onReject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    notifyError(code === 'file-too-large' ? avatarMessages.tooLarge : avatarMessages.unsupported);
  };

  const src = preview ?? profile.avatarUrl;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group align="center" wrap="wrap" gap="lg">
        <Avatar
          src={src}
          name={profile.name || profile.email || undefined}
          size={96}
          radius={96}
          color="orange"
          alt="Profile picture"
        />
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <Dropzone
            onDrop={(files) => void onDrop(files)}
            onReject={onReject}
            maxSize={AVATAR_MAX_BYTES}
            maxFiles={1}
            multiple={false}
            accept={['image/jpeg', 'image/png', 'image/webp', 'image/gif']}
            loading={upload.isPending}
            openRef={openRef}
            activateOnKeyboard={false}
            inputProps={{ 'aria-label': 'Profile picture file' }}
            radius="md"
            p="md"
          >
            <Text size="sm" ta="center">
              Drop a picture here (JPEG, PNG, WebP or GIF, up to 5 MB)
            </Text>
          </Dropzone>
          <Button variant="default" onClick={() => openRef.current?.()} loading={upload.isPending}>
            Choose a profile picture
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
