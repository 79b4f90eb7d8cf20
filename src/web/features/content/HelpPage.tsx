import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { HELP_QUERY_MAX } from '#domain/content';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { Markdown } from '../../components/Markdown';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { helpArticleQuery, helpQuery } from '../../lib/queries/content';
import { errorMessage } from '../../lib/useFormSubmit';

const Loading = ({ label }: { label: string }) => (
  <Stack gap="sm" aria-busy="true" role="status" aria-label={label}>
    <Skeleton h={28} w="40%" />
    <Skeleton h={72} />
    <Skeleton h={72} />
  </Stack>
);

const SupportLink = () => (
  <Text>
    Still stuck?{' '}
    <Anchor component={Link} to="/support">
      Contact support
    </Anchor>{' '}
    and we answer by e-mail, usually within a day.
  </Text>
);

/** /help — the help centre: published articles grouped by topic, with a search. */
export function HelpPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, HELP_QUERY_MAX);
  const [typed, setTyped] = useState(q);
  const list = useQuery(helpQuery(q));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    setParams(next ? { q: next } : {});
  };
  const clear = () => {
    setTyped('');
    setParams({});
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Help centre</Title>
          <Text c="dimmed">
            Answers about ordering, payments, pickup and delivery, and selling.
          </Text>
        </Stack>
        <form role="search" aria-label="Help articles" onSubmit={search}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Search help articles"
              placeholder="e.g. refund, pickup, payout"
              value={typed}
              maxLength={HELP_QUERY_MAX}
              onChange={(e) => setTyped(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit">Search</Button>
            {q && (
              <Button variant="default" onClick={clear}>
                Clear search
              </Button>
            )}
          </Group>
        </form>
        {list.isPending && <Loading label="Loading help articles" />}
        {list.isError && (
          <LoadError
            title="The help articles could not be loaded"
            message={errorMessage(list.error, 'Check your connection and try again.')}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.data && list.data.total === 0 && (
          <EmptyState text={q ? `No articles match “${q}”.` : 'No help articles yet.'}>
            {q && (
              <Button variant="light" onClick={clear}>
                Show all articles
              </Button>
            )}
            <SupportLink />
          </EmptyState>
        )}
        {list.data && list.data.total > 0 && (
          <>
            {q && (
              <Text role="status">
                {list.data.total === 1 ? '1 article matches' : `${list.data.total} articles match`}{' '}
                “{q}”.
              </Text>
            )}
            {list.data.topics.map((group) => (
              <Stack key={group.topic} component="section" gap="sm" aria-label={group.topic}>
                <Title order={2} size="h3">
                  {group.topic}
                </Title>
                {group.articles.map((a) => (
                  <Card key={a.slug} withBorder radius="md" padding="md" component="article">
                    <Title order={3} size="h5">
                      <Anchor component={Link} to={`/help/${a.slug}`}>
                        {a.title}
                      </Anchor>
                    </Title>
                    <Text size="sm" c="dimmed" mt={4} lineClamp={2}>
                      {a.excerpt}
                    </Text>
                  </Card>
                ))}
              </Stack>
            ))}
            <SupportLink />
          </>
        )}
      </Stack>
    </Container>
  );
}

/** /help/:slug — one article; a draft or missing one says so, with the way back. */
export function HelpArticlePage() {
  const { slug = '' } = useParams();
  const article = useQuery(helpArticleQuery(slug));
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to="/help">
          ← All help articles
        </Anchor>
        {article.isPending && <Loading label="Loading the article" />}
        {article.isError &&
          (article.error instanceof ApiError && article.error.status === 404 ? (
            <Stack>
              <Title order={1}>Article not found</Title>
              <Text>This help article does not exist or is not published.</Text>
            </Stack>
          ) : (
            <LoadError
              title="The article could not be loaded"
              onRetry={() => void article.refetch()}
            />
          ))}
        {article.data && (
          <Stack gap="sm" component="article" aria-labelledby="help-title">
            <Text size="sm" c="dimmed" fw={600} tt="uppercase">
              {article.data.article.topic}
            </Text>
            <Title order={1} id="help-title">
              {article.data.article.title}
            </Title>
            {article.data.article.publishedAt && (
              <Text size="sm" c="dimmed">
                Published {formatDate(article.data.article.publishedAt)}
              </Text>
            )}
            <Markdown source={article.data.article.body} firstLevel={2} />
          </Stack>
        )}
        <SupportLink />
      </Stack>
    </Container>
  );
}
