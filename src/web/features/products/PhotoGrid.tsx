import { Button, CloseButton, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ProductPhoto } from '#contracts/products';

/** A product's photos in order, the first being the cover; each can be deleted or made the cover. */
export function PhotoGrid({
  photos,
  onDelete,
  onCover,
}: {
  photos: ProductPhoto[];
  onDelete: (id: string) => void;
  /** Absent while the photos wait to be uploaded: their order is the order they were added. */
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
