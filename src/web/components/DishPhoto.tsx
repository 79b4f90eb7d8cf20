import type { ReactNode } from 'react';
import { AspectRatio, Box, Card, Image } from '@mantine/core';
import { PotIcon } from './icons';

/** A card's 4:3 dish photo, or a pot on the accent colour when there is none; `children` overlay it. */
export function DishPhoto({
  url,
  iconSize = 48,
  children,
}: {
  url: string | null;
  iconSize?: number;
  children?: ReactNode;
}) {
  return (
    <Card.Section pos="relative">
      <AspectRatio ratio={4 / 3}>
        {url ? (
          <Image src={url} alt="" loading="lazy" />
        ) : (
          <Box
            bg="var(--mantine-color-orange-light)"
            c="orange"
            display="flex"
            style={{ alignItems: 'center', justifyContent: 'center' }}
          >
            <PotIcon size={iconSize} />
          </Box>
        )}
      </AspectRatio>
      {children}
    </Card.Section>
  );
}
