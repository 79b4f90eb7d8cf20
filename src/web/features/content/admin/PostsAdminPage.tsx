import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { postBodySchema, type AdminDocument } from '#contracts/content';
import {
  CONTENT_BODY_MAX,
  CONTENT_SLUG_MAX,
  CONTENT_TITLE_MAX,
  contentMessages,
  slugify,
} from '#domain/content';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { FormError } from '../../../components/FormError';
import { LoadError } from '../../../components/LoadError';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifyMessage } from '../../../lib/notify';
import {
  adminPostQuery,
  adminPostsQuery,
  useDeletePost,
  useSavePost,
} from '../../../lib/queries/content-admin';
import { errorMessage, useFormSubmit } from '../../../lib/useFormSubmit';
import { validateWith } from '../../../lib/validate-with';
import { ContentAdminFrame } from './ContentAdminFrame';
import { MarkdownField } from './MarkdownField';

export const StatusBadge = ({ published }: { published: boolean }) => (
  // Dark shades: white text on them keeps axe's contrast ratio.
  <Badge color={published ? 'teal.9' : 'gray.7'} variant="filled" radius="sm">
    {published ? 'Published' : 'Draft'}
  </Badge>
);

/** /admin/content/posts — every blog post, drafts too. */
export function PostsAdminPage() {
  const posts = useQuery(adminPostsQuery());
  return (
    <ContentAdminFrame
      title="Blog posts"
      description="Published posts show on /blog and the home page."
    >
      <Group>
        <Button component={Link} to="/admin/content/posts/new">
          New post
        </Button>
      </Group>
      {posts.isPending && (
        <Skeleton h={160} radius="md" role="status" aria-label="Loading the posts" />
      )}
      {posts.isError && (
        <LoadError
          title="The posts could not be loaded"
          message={errorMessage(posts.error)}
          onRetry={() => void posts.refetch()}
        />
      )}
      {posts.data && posts.data.posts.length === 0 && <EmptyState text="No posts yet." />}
      {posts.data && posts.data.posts.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" aria-label="Blog posts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Last edited</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {posts.data.posts.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/content/posts/${p.id}`} fw={600}>
                      {p.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      /blog/{p.slug}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge published={p.published} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(p.updatedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ContentAdminFrame>
  );
}

/** /admin/content/posts/new and /admin/content/posts/:id — write or edit one post. */
export function PostEditPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const post = useQuery({ ...adminPostQuery(id), enabled: !isNew });
  return (
    <ContentAdminFrame title={isNew ? 'New blog post' : 'Edit blog post'}>
      <Anchor component={Link} to="/admin/content/posts">
        ← All posts
      </Anchor>
      {!isNew && post.isPending && (
        <Skeleton h={320} radius="md" role="status" aria-label="Loading the post" />
      )}
      {!isNew &&
        post.isError &&
        (post.error instanceof ApiError && post.error.status === 404 ? (
          <EmptyState text="This post no longer exists." />
        ) : (
          <LoadError
            title="The post could not be loaded"
            message={errorMessage(post.error)}
            onRetry={() => void post.refetch()}
          />
        ))}
      {isNew && <PostForm post={null} />}
      {!isNew && post.data && <PostForm key={post.data.post.updatedAt} post={post.data.post} />}
    </ContentAdminFrame>
  );
}

function PostForm({ post }: { post: AdminDocument | null }) {
  const navigate = useNavigate();
  const save = useSavePost();
  const remove = useDeletePost();
  const [confirming, setConfirming] = useState(false);
  const [slugTouched, setSlugTouched] = useState(post !== null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      slug: post?.slug ?? '',
      title: post?.title ?? '',
      body: post?.body ?? '',
      published: post?.published ?? false,
    },
    validate: validateWith(postBodySchema),
  });
  const { submit, submitting, error } = useFormSubmit(
    form,
    async (values) => {
      const res = await save.mutateAsync({ id: post?.id ?? null, body: values });
      notifyMessage(res.post.published ? contentMessages.published : contentMessages.saved);
      if (!post) void navigate(`/admin/content/posts/${res.post.id}`, { replace: true });
    },
    { fieldErrors: 'with-message' },
  );

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError error={error} />
          <TextInput
            label="Title"
            required
            maxLength={CONTENT_TITLE_MAX + 20}
            {...form.getInputProps('title')}
            onChange={(e) => {
              const title = e.currentTarget.value;
              form.setFieldValue('title', title);
              if (!slugTouched) form.setFieldValue('slug', slugify(title));
            }}
          />
          <TextInput
            label="Address"
            description={`The post's page: /blog/${form.values.slug || '…'}`}
            required
            maxLength={CONTENT_SLUG_MAX + 20}
            {...form.getInputProps('slug')}
            onChange={(e) => {
              setSlugTouched(true);
              form.setFieldValue('slug', e.currentTarget.value);
            }}
          />
          <MarkdownField
            label="Text"
            value={form.values.body}
            onChange={(v) => form.setFieldValue('body', v)}
            error={form.errors.body as string | undefined}
            maxLength={CONTENT_BODY_MAX}
          />
          <Switch
            label="Published"
            description="Drafts show nowhere but here; publishing dates the post now."
            {...form.getInputProps('published', { type: 'checkbox' })}
          />
          <Group justify="space-between">
            <Group gap="xs">
              {post && <StatusBadge published={post.published} />}
              {post?.published && post.publishedAt && (
                <Text size="sm" c="dimmed">
                  {formatDateTime(post.publishedAt)}
                </Text>
              )}
            </Group>
            <Group>
              {post && (
                <Button variant="default" color="red.9" onClick={() => setConfirming(true)}>
                  Delete post
                </Button>
              )}
              {post?.published && (
                <Button component={Link} to={`/blog/${post.slug}`} variant="default">
                  View post
                </Button>
              )}
              <Button type="submit" loading={submitting}>
                Save post
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this post?"
        confirmLabel="Delete post"
        danger
        loading={remove.isPending}
        onConfirm={() => {
          if (!post) return;
          void remove.mutateAsync(post.id).then(
            () => {
              notifyMessage(contentMessages.deleted);
              void navigate('/admin/content/posts');
            },
            (err: unknown) => {
              setConfirming(false);
              notifyError(errorMessage(err));
            },
          );
        }}
      >
        {`“${post?.title ?? ''}” leaves the blog for good.`}
      </ConfirmDialog>
    </Paper>
  );
}
