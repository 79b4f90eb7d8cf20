import { Container, Grid, Group, Skeleton, Stack } from '@mantine/core';

/** The dish page's layout while the dish loads. */
export function DishSkeleton() {
  return (
    <Container size="lg" py="xl">
      <Stack role="status" aria-busy="true" aria-label="Loading dish">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton height={320} radius="md" />
            <Group mt="sm">
              <Skeleton height={56} width={72} />
              <Skeleton height={56} width={72} />
              <Skeleton height={56} width={72} />
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack>
              <Skeleton height={36} width="80%" />
              <Skeleton height={18} width="40%" />
              <Skeleton height={28} width="30%" />
              <Skeleton height={120} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
