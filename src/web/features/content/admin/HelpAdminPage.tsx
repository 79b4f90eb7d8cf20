import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  Anchor,
  Autocomplete,
  Button,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { helpArticleBodySchema, type AdminHelpArticle } from '#contracts/content';
import {
  CONTENT_BODY_MAX,
  CONTENT_SLUG_MAX,
  CONTENT_TITLE_MAX,
  HELP_TOPIC_MAX,
  contentMessages,
  slugify,
} from '#domain/content';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { FormError } from '../../../components/FormError';
import { LoadError } from '../../../components/LoadError';
import { ApiError } from '../../../lib/api';
import { notifyError, notifyMessage } from '../../../lib/notify';
import {
  adminHelpArticleQuery,
  adminHelpQuery,
  useDeleteHelpArticle,
  useSaveHelpArticle,
} from '../../../lib/queries/content-admin';
import { errorMessage, useFormSubmit } from '../../../lib/useFormSubmit';
import { validateWith } from '../../../lib/validate-with';
import { ContentAdminFrame } from './ContentAdminFrame';
import { MarkdownField } from './MarkdownField';
import { StatusBadge } from './PostsAdminPage';

/** The topics in use, for the topic field's suggestions and the list's sections. */
const topicsOf = (articles: AdminHelpArticle[]) => [...new Set(articles.map((a) => a.topic))];

/** /admin/content/help — every help article by topic, drafts too. */
export function HelpAdminPage() {
  const help = useQuery(adminHelpQuery());
  return (
    <ContentAdminFrame
      title="Help articles"
      description="Published articles show on /help, grouped by topic and searchable."
    >
      <Group>
        <Button component={Link} to="/admin/content/help/new">
          New article
        </Button>
      </Group>
      {help.isPending && (
        <Skeleton h={160} radius="md" role="status" aria-label="Loading the articles" />
      )}
      {help.isError && (
        <LoadError
          title="The articles could not be loaded"
          message={errorMessage(help.error)}
          onRetry={() => void help.refetch()}
        />
      )}
      {help.data && help.data.articles.length === 0 && <EmptyState text="No help articles yet." />}
      {help.data &&
        topicsOf(help.data.articles).map((topic) => (
          <Stack key={topic} gap="xs" component="section" aria-label={topic}>
            <Title order={2} size="h4">
              {topic}
            </Title>
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Title</Table.Th>
                    <Table.Th>Order</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {help.data.articles
                    .filter((a) => a.topic === topic)
                    .map((a) => (
                      <Table.Tr key={a.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/admin/content/help/${a.id}`} fw={600}>
                            {a.title}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            /help/{a.slug}
                          </Text>
                        </Table.Td>
                        <Table.Td>{a.displayOrder}</Table.Td>
                        <Table.Td>
                          <StatusBadge published={a.published} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ))}
    </ContentAdminFrame>
  );
}

/** /admin/content/help/new and /admin/content/help/:id — write or edit one article. */
export function HelpEditPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const article = useQuery({ ...adminHelpArticleQuery(id), enabled: !isNew });
  const all = useQuery(adminHelpQuery());
  const topics = all.data ? topicsOf(all.data.articles) : [];
  return (
    <ContentAdminFrame title={isNew ? 'New help article' : 'Edit help article'}>
      <Anchor component={Link} to="/admin/content/help">
        ← All help articles
      </Anchor>
      {!isNew && article.isPending && (
        <Skeleton h={320} radius="md" role="status" aria-label="Loading the article" />
      )}
      {!isNew &&
        article.isError &&
        (article.error instanceof ApiError && article.error.status === 404 ? (
          <EmptyState text="This article no longer exists." />
        ) : (
          <LoadError
            title="The article could not be loaded"
            message={errorMessage(article.error)}
            onRetry={() => void article.refetch()}
          />
        ))}
      {isNew && <HelpForm article={null} topics={topics} />}
      {!isNew && article.data && (
        <HelpForm
          key={article.data.article.updatedAt}
          article={article.data.article}
          topics={topics}
        />
      )}
    </ContentAdminFrame>
  );
}

function HelpForm({ article, topics }: { article: AdminHelpArticle | null; topics: string[] }) {
  const navigate = useNavigate();
  const save = useSaveHelpArticle();
  const remove = useDeleteHelpArticle();
  const [confirming, setConfirming] = useState(false);
  const [slugTouched, setSlugTouched] = useState(article !== null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      slug: article?.slug ?? '',
      topic: article?.topic ?? '',
      title: article?.title ?? '',
      body: article?.body ?? '',
      // New articles go last in their topic, and do not move their topic to the top of /help.
      displayOrder: article?.displayOrder ?? 100,
      published: article?.published ?? false,
    },
    validate: validateWith(helpArticleBodySchema),
  });
  const { submit, submitting, error } = useFormSubmit(
    form,
    async (values) => {
      const res = await save.mutateAsync({ id: article?.id ?? null, body: values });
      notifyMessage(res.article.published ? contentMessages.published : contentMessages.saved);
      if (!article) void navigate(`/admin/content/help/${res.article.id}`, { replace: true });
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
          <Group grow align="flex-start">
            <Autocomplete
              label="Topic"
              description="Articles are grouped by topic on /help."
              required
              data={topics}
              maxLength={HELP_TOPIC_MAX + 10}
              {...form.getInputProps('topic')}
            />
            <NumberInput
              label="Order in its topic"
              description="Lower shows first; topics are placed by their lowest number."
              min={0}
              max={10_000}
              allowDecimal={false}
              {...form.getInputProps('displayOrder')}
            />
          </Group>
          <TextInput
            label="Address"
            description={`The article's page: /help/${form.values.slug || '…'}`}
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
            description="Drafts show nowhere but here."
            {...form.getInputProps('published', { type: 'checkbox' })}
          />
          <Group justify="space-between">
            <Group gap="xs">{article && <StatusBadge published={article.published} />}</Group>
            <Group>
              {article && (
                <Button variant="default" color="red.9" onClick={() => setConfirming(true)}>
                  Delete article
                </Button>
              )}
              {article?.published && (
                <Button component={Link} to={`/help/${article.slug}`} variant="default">
                  View article
                </Button>
              )}
              <Button type="submit" loading={submitting}>
                Save article
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this article?"
        confirmLabel="Delete article"
        danger
        loading={remove.isPending}
        onConfirm={() => {
          if (!article) return;
          void remove.mutateAsync(article.id).then(
            () => {
              notifyMessage(contentMessages.deleted);
              void navigate('/admin/content/help');
            },
            (err: unknown) => {
              setConfirming(false);
              notifyError(errorMessage(err));
            },
          );
        }}
      >
        {`“${article?.title ?? ''}” leaves the help centre for good.`}
      </ConfirmDialog>
    </Paper>
  );
}
