import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { AlbumPhoto } from '#contracts/album';
import { albumPhotoAlt } from '#domain/album';
import { albumQuery } from '../lib/queries/album';
import { Dialog } from './Dialog';

/**
 * Someone's photo album on their public profile or chef page: square thumbnails that open the
 * viewer. Nothing shows while the album is empty or the profile is not public.
 */
export function AlbumGallery({ ownerId, ownerName }: { ownerId: string; ownerName: string }) {
  const { data, isLoading } = useQuery(albumQuery(ownerId));
  const [open, setOpen] = useState<number | null>(null);
  const titleId = `album-${ownerId}-title`;

  if (isLoading) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading photo album">
        <Skeleton height={24} width={160} />
        <SimpleGrid cols={{ base: 3, sm: 5 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} style={{ aspectRatio: '1' }} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  const photos = data?.photos ?? [];
  if (photos.length === 0) return null;

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        Photo album
      </Title>
      <SimpleGrid
        cols={{ base: 3, sm: 5 }}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={`Photos of ${ownerName}`}
      >
        {photos.map((p, i) => (
          <li key={p.id}>
            <UnstyledButton
              onClick={() => setOpen(i)}
              aria-haspopup="dialog"
              style={{ display: 'block', width: '100%', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Image
                src={p.imageUrl}
                alt={albumPhotoAlt(p, i, photos.length, ownerName)}
                radius="md"
                style={{ aspectRatio: '1', objectFit: 'cover' }}
                loading="lazy"
              />
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
      <AlbumViewer
        photos={photos}
        ownerName={ownerName}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}

/**
 * One photo at a time in a dialog: Previous and Next (or the arrow keys) go round the album,
 * Escape or Close shuts it and the focus goes back to the thumbnail that opened it.
 */
export function AlbumViewer({
  photos,
  ownerName,
  index,
  onIndexChange,
  onClose,
}: {
  photos: AlbumPhoto[];
  ownerName: string;
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const count = photos.length;
  const opened = index !== null && count > 0;
  const current = opened ? Math.min(index, count - 1) : 0;
  const photo = photos[current];

  const go = (by: 1 | -1) => onIndexChange((current + by + count) % count);

  useEffect(() => {
    if (!opened || count < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') onIndexChange((current + 1) % count);
      else if (e.key === 'ArrowLeft') onIndexChange((current - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, current, count, onIndexChange]);

  const alt = photo ? albumPhotoAlt(photo, current, count, ownerName) : '';
  const position = `Photo ${current + 1} of ${count}`;
  return (
    <Dialog opened={opened} onClose={onClose} title={position} size="xl" centered>
      {photo && (
        <Stack gap="sm">
          <figure style={{ margin: 0 }}>
            <Image src={photo.url} alt={alt} fit="contain" mah="65vh" radius="sm" />
            {photo.description && (
              <Text component="figcaption" mt="xs">
                {photo.description}
              </Text>
            )}
          </figure>
          <VisuallyHidden aria-live="polite">{`${position}: ${alt}`}</VisuallyHidden>
          {count > 1 && (
            <Group justify="space-between">
              <Button variant="default" onClick={() => go(-1)}>
                Previous photo
              </Button>
              <Text size="sm" c="dimmed">
                Use the arrow keys to move between photos.
              </Text>
              <Button variant="default" onClick={() => go(1)}>
                Next photo
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Dialog>
  );
}
