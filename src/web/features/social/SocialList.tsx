import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { clampPage, visiblePageCount } from '#domain/pagination';
import { EmptyState } from '../../components/EmptyState';
import { GridSkeleton } from '../../components/GridSkeleton';
import { LoadError } from '../../components/LoadError';
import { PagePicker } from '../../components/PagePicker';
import { SOCIAL_PAGE_SIZE } from './social-api';

interface Props<T> {
  title: string;
  intro: string;
  query: {
    data: { items: T[]; total: number } | undefined;
    isLoading: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  page: number;
  setPage: (p: number) => void;
  empty: { text: string; next: ReactNode };
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}

/** A signed-in person's list (favourites, followings): loading, error, empty, grid, pages. */
export function SocialList<T>({
  title,
  intro,
  query,
  page,
  setPage,
  empty,
  renderItem,
  itemKey,
}: Props<T>) {
  const { data, isLoading, isError, isPlaceholderData, refetch } = query;
  const total = data?.total ?? 0;
  const pages = visiblePageCount(total, SOCIAL_PAGE_SIZE);
  const current = clampPage(page, total, SOCIAL_PAGE_SIZE);

  // After removing the last item of the last page, step back to a page that has items.
  useEffect(() => {
    if (data && !isPlaceholderData && data.items.length === 0 && page > 1) setPage(current);
  }, [data, isPlaceholderData, page, current, setPage]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {isLoading ? (
          <GridSkeleton />
        ) : isError || !data ? (
          <LoadError title="Unable to load this list" onRetry={() => void refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyState text={empty.text}>{empty.next}</EmptyState>
        ) : (
          <>
            <SimpleGrid
              cols={{ base: 1, xs: 2, md: 3 }}
              style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
              aria-busy={isPlaceholderData}
            >
              {data.items.map((item) => (
                <div key={itemKey(item)}>{renderItem(item)}</div>
              ))}
            </SimpleGrid>
            <PagePicker total={pages} value={current} onChange={setPage} />
          </>
        )}
      </Stack>
    </Container>
  );
}

/** The next step of an empty list: a link home. */
export function HomeButton({ children }: { children: ReactNode }) {
  return (
    <Button component={Link} to="/">
      {children}
    </Button>
  );
}
