import '@mantine/dropzone/styles.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import type { AlbumPhoto } from '#contracts/album';
import { AVATAR_MAX_BYTES, avatarMessages } from '#contracts/profiles';
import {
  ALBUM_DESCRIPTION_MAX,
  ALBUM_PHOTOS_MAX,
  albumMessages,
  albumPhotoAlt,
  moveId,
} from '#domain/album';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notifyError, notifyMessage } from '../../../lib/notify';
import {
  myAlbumQuery,
  useAddAlbumPhoto,
  useDeleteAlbumPhoto,
  useReorderAlbum,
  useUpdateAlbumPhoto,
} from '../../../lib/queries/album';
import { errorMessage } from '../../../lib/useFormSubmit';

const ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * My photo album on /profile: add a photo with a description, change descriptions, move photos
 * up and down (the order people see), delete. Anyone sees it on my public profile and, for a
 * chef, on the chef page.
 */
export function AlbumCard() {
  const { data, isLoading, isError, refetch } = useQuery(myAlbumQuery());
  const photos = data?.photos ?? [];
  const { hash } = useLocation();
  const loaded = data !== undefined;
  // /profile#album (the business portal's link) opens on the album, once it has loaded.
  useEffect(() => {
    if (hash !== '#album' || !loaded) return;
    const title = document.getElementById('album-title');
    title?.scrollIntoView({ block: 'start' });
    title?.focus({ preventScroll: true });
  }, [hash, loaded]);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="album-title"
      id="album"
    >
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title
            order={2}
            size="h3"
            id="album-title"
            tabIndex={-1}
            style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + 16px)' }}
          >
            Photo album
          </Title>
          {data && (
            <Text size="sm" c="dimmed">
              {photos.length} of {ALBUM_PHOTOS_MAX} photos
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Show the food you make and the places you cook. Anyone can see your album on your public
          profile.
        </Text>
        {isLoading && (
          <Stack role="status" aria-busy="true" aria-label="Loading your album">
            <Skeleton height={96} />
          </Stack>
        )}
        {isError && (
          <Alert color="red" role="alert" title="Your album could not be loaded.">
            <Button variant="light" color="red" mt="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {data && <AlbumEditor photos={photos} />}
      </Stack>
    </Card>
  );
}

function AlbumEditor({ photos }: { photos: AlbumPhoto[] }) {
  const reorder = useReorderAlbum();
  const [announcement, setAnnouncement] = useState('');
  // After a move, the focus follows the photo to its new place (the same button, or the other
  // one when it reached an end), so a keyboard user can keep moving it.
  const [focusAfterMove, setFocusAfterMove] = useState<{
    id: string;
    by: -1 | 1;
    index: number;
  } | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());

  useEffect(() => {
    // Wait for the list to show the new order: moving a node in the page drops its focus.
    if (!focusAfterMove || photos[focusAfterMove.index]?.id !== focusAfterMove.id) return;
    const { id, by } = focusAfterMove;
    const same = moveButtons.current.get(`${id}:${by}`);
    const other = moveButtons.current.get(`${id}:${-by}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, photos]);

  const move = async (index: number, by: -1 | 1) => {
    const ids = photos.map((p) => p.id);
    const next = moveId(ids, index, by);
    const id = ids[index];
    if (!id || next.join() === ids.join()) return;
    try {
      await reorder.mutateAsync(next);
      setFocusAfterMove({ id, by, index: next.indexOf(id) });
      setAnnouncement(`Photo moved to position ${next.indexOf(id) + 1} of ${next.length}.`);
    } catch (err) {
      notifyError(errorMessage(err, 'Could not reorder the album.'));
    }
  };

  return (
    <Stack gap="lg">
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {photos.length === 0 ? (
        <Text size="sm">Your album is empty. Add your first photo below.</Text>
      ) : (
        <Stack
          component="ol"
          gap="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Album photos"
        >
          {photos.map((p, i) => (
            <AlbumItem
              key={p.id}
              photo={p}
              index={i}
              count={photos.length}
              moving={reorder.isPending}
              onMove={(by) => void move(i, by)}
              moveRef={(by, el) => moveButtons.current.set(`${p.id}:${by}`, el)}
              onDeleted={(message) => {
                setAnnouncement(message);
                // The photo and its buttons are gone: the focus goes back to the album's top.
                setTimeout(() => document.getElementById('album-title')?.focus(), 0);
              }}
            />
          ))}
        </Stack>
      )}
      <AddPhotoForm full={photos.length >= ALBUM_PHOTOS_MAX} />
    </Stack>
  );
}

function AlbumItem({
  photo,
  index,
  count,
  moving,
  onMove,
  moveRef,
  onDeleted,
}: {
  photo: AlbumPhoto;
  index: number;
  count: number;
  moving: boolean;
  onMove: (by: -1 | 1) => void;
  moveRef: (by: -1 | 1, el: HTMLButtonElement | null) => void;
  onDeleted: (message: string) => void;
}) {
  const update = useUpdateAlbumPhoto();
  const del = useDeleteAlbumPhoto();
  const [description, setDescription] = useState(photo.description ?? '');
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setDescription(photo.description ?? ''), [photo.description]);

  const n = index + 1;
  const alt = albumPhotoAlt(photo, index, count);
  const changed = description.trim() !== (photo.description ?? '');

  const save = async (e: FormEvent) => {
    e.preventDefault();
    try {
      notifyMessage((await update.mutateAsync({ photoId: photo.id, description })).message);
    } catch (err) {
      notifyError(errorMessage(err, 'Could not save the description.'));
    }
  };
  const remove = async () => {
    try {
      const res = await del.mutateAsync(photo.id);
      setConfirming(false);
      notifyMessage(res.message);
      onDeleted(res.message);
    } catch (err) {
      notifyError(errorMessage(err, 'Could not delete the photo.'));
    }
  };

  return (
    <li>
      <Group align="flex-start" wrap="wrap" gap="md">
        <Image src={photo.imageUrl} alt={alt} w={96} h={96} radius="md" fit="cover" />
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <form onSubmit={(e) => void save(e)}>
            <Stack gap="xs">
              <Textarea
                label={`Description of photo ${n}`}
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
                maxLength={ALBUM_DESCRIPTION_MAX}
                autosize
                minRows={1}
                maxRows={4}
              />
              <Group gap="xs">
                <Button
                  type="submit"
                  size="compact-sm"
                  variant="light"
                  loading={update.isPending}
                  disabled={!changed}
                >
                  Save description
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  ref={(el) => moveRef(-1, el)}
                  disabled={index === 0}
                  onClick={() => !moving && onMove(-1)}
                  aria-label={`Move photo ${n} up`}
                >
                  Move up
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  ref={(el) => moveRef(1, el)}
                  disabled={index === count - 1}
                  onClick={() => !moving && onMove(1)}
                  aria-label={`Move photo ${n} down`}
                >
                  Move down
                </Button>
                <Button
                  size="compact-sm"
                  variant="outline"
                  color="red.9"
                  onClick={() => setConfirming(true)}
                  aria-label={`Delete photo ${n}`}
                >
                  Delete
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Group>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this photo?"
        confirmLabel="Delete photo"
        onConfirm={() => void remove()}
        loading={del.isPending}
        danger
      >
        {`"${alt}" will be removed from your album for good.`}
      </ConfirmDialog>
    </li>
  );
}

/** Choose a photo (dropped or picked), describe it, add it. */
function AddPhotoForm({ full }: { full: boolean }) {
  const add = useAddAlbumPhoto();
  const openRef = useRef<() => void>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [description, setDescription] = useState('');

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onReject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    notifyError(code === 'file-too-large' ? avatarMessages.tooLarge : avatarMessages.unsupported);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      notifyError(avatarMessages.missing);
      return;
    }
    try {
      const res = await add.mutateAsync({ file, description });
      notifyMessage(res.message);
      setFile(null);
      setDescription('');
    } catch (err) {
      notifyError(errorMessage(err, 'Could not add the photo.'));
    }
  };

  if (full) {
    return (
      <Alert color="gray" role="status">
        {albumMessages.tooMany}
      </Alert>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="album-add-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="album-add-title">
          Add a photo
        </Title>
        <Group align="flex-start" wrap="wrap" gap="md">
          {preview && (
            <Image src={preview} alt="The photo you chose" w={96} h={96} radius="md" fit="cover" />
          )}
          <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
            <Dropzone
              onDrop={(files) => setFile(files[0] ?? null)}
              onReject={onReject}
              maxSize={AVATAR_MAX_BYTES}
              maxFiles={1}
              multiple={false}
              accept={ACCEPT}
              openRef={openRef}
              activateOnKeyboard={false}
              inputProps={{ 'aria-label': 'Album photo file' }}
              radius="md"
              p="md"
            >
              <Text size="sm" ta="center">
                {file
                  ? `Chosen: ${file.name}`
                  : 'Drop a photo here (JPEG, PNG, WebP or GIF, up to 5 MB)'}
              </Text>
            </Dropzone>
            <Button variant="default" onClick={() => openRef.current?.()}>
              {file ? 'Choose another photo' : 'Choose a photo'}
            </Button>
          </Stack>
        </Group>
        <Textarea
          label="Description (optional)"
          description="Plain text that people, and screen readers, see with the photo."
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={ALBUM_DESCRIPTION_MAX}
          autosize
          minRows={2}
          maxRows={6}
        />
        <Group>
          <Button type="submit" loading={add.isPending} disabled={!file}>
            Add to album
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
