import { useRef } from 'react';
import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CarouselItem } from '#contracts/content';
import { getAbout, getCarousel } from '#contracts/endpoints/content';
import { HOME_POSTS, isSiteLink, markdownExcerpt } from '#domain/content';
import { ApiError, call } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { latestPostsQuery } from '../../lib/queries/content';
import { Markdown } from '../../components/Markdown';
import { LiveNowRow } from '../../components/LiveNowRow';

const SLIDE_WIDTH = 260;
const IMAGE_HEIGHT = 180;

/**
 * The home page's lower half, loaded lazily: the broadcasts live now, the product carousel, the
 * about text and the newest posts. "Live now" takes no space until something is live; below the
 * first screen, its arrival moves nothing a visitor sees (Lighthouse CLS).
 */
export function HomeContent() {
  return (
    <Stack gap={48}>
      <LiveNowRow />
      <ProductCarousel />
      <AboutBlock />
    </Stack>
  );
}

function ProductCarousel() {
  const list = useRef<HTMLUListElement>(null);
  const { data, isPending } = useQuery({
    queryKey: ['content', 'carousel'],
    queryFn: ({ signal }) => call(getCarousel, { signal }),
    staleTime: 60_000,
  });

  if (isPending) return <Skeleton h={IMAGE_HEIGHT + 64} radius="lg" />;
  const items = data?.items ?? [];
  if (items.length === 0) return null;

  const scroll = (direction: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <Box component="section" aria-labelledby="home-carousel">
      <Group justify="space-between" mb="sm">
        <Title id="home-carousel" order={2} size="h3">
          Featured dishes
        </Title>
        <Group gap="xs">
          <ActionIcon variant="default" size="lg" aria-label="Previous" onClick={() => scroll(-1)}>
            <span aria-hidden>‹</span>
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label="Next" onClick={() => scroll(1)}>
            <span aria-hidden>›</span>
          </ActionIcon>
        </Group>
      </Group>
      <Box
        component="ul"
        ref={list}
        aria-label="Featured dishes"
        style={{
          display: 'flex',
          gap: 16,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          listStyle: 'none',
          margin: 0,
          padding: '0 0 8px',
        }}
      >
        {items.map((item) => (
          <li
            key={item.id}
            style={{ flex: `0 0 ${SLIDE_WIDTH}px`, maxWidth: '80vw', scrollSnapAlign: 'start' }}
          >
            <Slide item={item} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

function Slide({ item }: { item: CarouselItem }) {
  const content = (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <img
        src={item.imageUrl}
        alt=""
        loading="lazy"
        width={SLIDE_WIDTH}
        height={IMAGE_HEIGHT}
        style={{ display: 'block', width: '100%', height: IMAGE_HEIGHT, objectFit: 'cover' }}
      />
      <Text fw={600} p="sm" lineClamp={2} h={64}>
        {item.title}
      </Text>
    </Paper>
  );
  if (!item.link) return content;
  if (isSiteLink(item.link)) {
    return (
      <Anchor component={Link} to={item.link} underline="never" c="inherit" display="block">
        {content}
      </Anchor>
    );
  }
  return (
    <Anchor
      href={item.link}
      rel="noopener noreferrer"
      underline="never"
      c="inherit"
      display="block"
    >
      {content}
    </Anchor>
  );
}

function AboutBlock() {
  const { data, isPending } = useQuery({
    queryKey: ['content', 'about'],
    queryFn: ({ signal }) =>
      call(getAbout, { signal }).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    staleTime: 60_000,
  });
  const posts = useQuery(latestPostsQuery(HOME_POSTS));

  if (isPending || posts.isPending) return <Skeleton h={240} radius="lg" />;
  const latest = posts.data?.posts ?? [];
  if (!data && latest.length === 0) return null;

  return (
    <Box style={{ display: 'grid', gap: 24 }}>
      {data && (
        <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="home-about">
          <Title id="home-about" order={2} size="h3" mb="sm">
            {data.about.title}
          </Title>
          <Markdown source={data.about.body} firstLevel={3} />
        </Paper>
      )}
      {latest.length > 0 && (
        <Box component="section" aria-labelledby="home-blog">
          <Group justify="space-between" mb="sm">
            <Title id="home-blog" order={2} size="h3">
              From the blog
            </Title>
            <Anchor component={Link} to="/blog">
              All posts
            </Anchor>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: Math.min(latest.length, HOME_POSTS) }} spacing="md">
            {latest.map((post) => (
              <Paper
                key={post.slug}
                withBorder
                radius="lg"
                p="lg"
                component="article"
                aria-label={post.title}
              >
                <Title order={3} size="h4">
                  <Anchor component={Link} to={`/blog/${post.slug}`}>
                    {post.title}
                  </Anchor>
                </Title>
                {post.publishedAt && (
                  <Text size="sm" c="dimmed" mt={4}>
                    {formatDate(post.publishedAt)}
                  </Text>
                )}
                <Text mt="xs" lineClamp={3}>
                  {markdownExcerpt(post.body, 220)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Box>
  );
}
