import { useState } from 'react';
import { Card, Group, Text, UnstyledButton } from '@mantine/core';
import type { DishDetail } from '#contracts/catalog';

/** The dish's photos: one large, and thumbnails to switch between them. */
export function PhotoCarousel({ name, photos }: { name: string; photos: DishDetail['photos'] }) {
  const [index, setIndex] = useState(0);
  const current = photos[index] ?? photos[0];
  if (!current) {
    return (
      <Card withBorder radius="md" h={240} style={{ display: 'grid', placeItems: 'center' }}>
        <Text c="dimmed">No photos yet</Text>
      </Card>
    );
  }
  return (
    <section aria-label="Photos">
      {/* The dish page's largest paint (Lighthouse LCP): fetched first, never lazily. */}
      <img
        src={current.url}
        fetchPriority="high"
        loading="eager"
        alt={photos.length > 1 ? `${name}, photo ${index + 1} of ${photos.length}` : name}
        style={{
          width: '100%',
          aspectRatio: '4 / 3',
          objectFit: 'cover',
          borderRadius: 8,
          display: 'block',
          background: 'var(--mantine-color-gray-1)',
        }}
      />
      {photos.length > 1 && (
        <Group gap="xs" mt="xs" wrap="nowrap" style={{ overflowX: 'auto' }} pb={4}>
          {photos.map((p, i) => (
            <UnstyledButton
              key={p.id}
              onClick={() => setIndex(i)}
              aria-label={`Show photo ${i + 1} of ${photos.length}`}
              aria-pressed={i === index}
              style={{
                flex: '0 0 auto',
                borderRadius: 6,
                outline:
                  i === index ? '3px solid var(--mantine-color-orange-6)' : '1px solid transparent',
                outlineOffset: 1,
              }}
            >
              <img
                src={p.url}
                alt=""
                width={72}
                height={54}
                style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }}
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </section>
  );
}
