import type { ReactNode } from 'react';
import { Card, Stack, Title } from '@mantine/core';

/** One bordered part of an editor's form, with its heading when it has one. */
export function EditorSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack>
        {title && (
          <Title order={2} size="h4">
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Card>
  );
}
