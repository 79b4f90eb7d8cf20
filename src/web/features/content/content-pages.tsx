import { Link, useParams } from 'react-router';
import { Anchor, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BLOG_PAGE_SIZE, type ContentDocument } from '#contracts/content';
import { LoadError } from '../../components/LoadError';
import { Markdown } from '../../components/Markdown';
import { PagePicker } from '../../components/PagePicker';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { aboutQuery, postQuery, postsQuery } from '../../lib/queries/content';
import { usePageParam } from '../../lib/use-page-param';

const Loading = () => (
  <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading">
    <Skeleton h={36} w="60%" />
    <Skeleton h={16} />
    <Skeleton h={16} />
    <Skeleton h={16} w="80%" />
  </Stack>
);

const published = (d: ContentDocument) =>
  d.publishedAt ? (
    <Text c="dimmed" size="sm">
      Published {formatDate(d.publishedAt)}
    </Text>
  ) : null;

/** A post in a list: its title links to it, with the date and the first lines. */
function PostCard({ post, level }: { post: ContentDocument; level: 2 | 3 }) {
  const firstLines = post.body
    .replace(/^#.*$/gm, '')
    .replace(/[*_`>#]/g, '')
    .trim()
    .slice(0, 220);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={post.title}>
      <Title order={level} size="h4">
        <Anchor component={Link} to={`/blog/${post.slug}`}>
          {post.title}
        </Anchor>
      </Title>
      {published(post)}
      <Text mt="xs" lineClamp={3}>
        {firstLines}
      </Text>
    </Card>
  );
}

/** /about — who Potluck is (the published about document) and the newest blog post. */
export function AboutPage() {
  const about = useQuery(aboutQuery());
  return (
    <Container size="md" py="xl">
      {about.isPending && <Loading />}
      {about.isError &&
        (about.error instanceof ApiError && about.error.status === 404 ? (
          <Stack>
            <Title order={1}>About Potluck</Title>
            <Text>Our story is being written. Meanwhile, the blog and support are open.</Text>
            <Anchor component={Link} to="/blog">
              Read the blog
            </Anchor>
          </Stack>
        ) : (
          <LoadError
            title="The about page could not be loaded"
            onRetry={() => void about.refetch()}
          />
        ))}
      {about.data && (
        <Stack gap="lg">
          <Title order={1}>{about.data.about.title}</Title>
          <Markdown source={about.data.about.body} firstLevel={2} />
          <section aria-labelledby="about-latest">
            <Title order={2} id="about-latest" mb="sm">
              From the blog
            </Title>
            {about.data.latestPost ? (
              <PostCard post={about.data.latestPost} level={3} />
            ) : (
              <Text c="dimmed">No posts yet.</Text>
            )}
            <Anchor component={Link} to="/blog" mt="sm" display="inline-block">
              All posts
            </Anchor>
          </section>
        </Stack>
      )}
    </Container>
  );
}

/** /blog — the published posts, newest first, 20 a page. */
export function BlogPage() {
  const [page, setPage] = usePageParam();
  const posts = useQuery(postsQuery((page - 1) * BLOG_PAGE_SIZE));
  const total = posts.data?.total ?? 0;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>The Potluck blog</Title>
        {posts.isPending && <Loading />}
        {posts.isError && (
          <LoadError title="The posts could not be loaded" onRetry={() => void posts.refetch()} />
        )}
        {posts.data && posts.data.posts.length === 0 && (
          <Text c="dimmed">No posts yet. Come back soon.</Text>
        )}
        {posts.data?.posts.map((p) => (
          <PostCard key={p.slug} post={p} level={2} />
        ))}
        <PagePicker
          value={page}
          total={Math.ceil(total / BLOG_PAGE_SIZE)}
          onChange={setPage}
          label="Blog pages"
        />
      </Stack>
    </Container>
  );
}

/** /blog/:slug — one post; a draft or missing one says so with the way back. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useQuery(postQuery(slug));
  return (
    <Container size="md" py="xl">
      {post.isPending && <Loading />}
      {post.isError &&
        (post.error instanceof ApiError && post.error.status === 404 ? (
          <Stack>
            <Title order={1}>Post not found</Title>
            <Text>This post does not exist or is not published.</Text>
          </Stack>
        ) : (
          <LoadError title="The post could not be loaded" onRetry={() => void post.refetch()} />
        ))}
      {post.data && (
        <Stack gap="md" component="article" aria-labelledby="post-title">
          <Title order={1} id="post-title">
            {post.data.post.title}
          </Title>
          {published(post.data.post)}
          <Markdown source={post.data.post.body} firstLevel={2} />
        </Stack>
      )}
      <Anchor component={Link} to="/blog" mt="lg" display="inline-block">
        All posts
      </Anchor>
    </Container>
  );
}
