import { Button, Group, Paper, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { aboutBodySchema, type AdminDocument } from '#contracts/content';
import { CONTENT_BODY_MAX, CONTENT_TITLE_MAX, contentMessages } from '#domain/content';
import { FormError } from '../../../components/FormError';
import { LoadError } from '../../../components/LoadError';
import { formatDateTime } from '../../../lib/format';
import { notifyMessage } from '../../../lib/notify';
import { adminAboutQuery, useSaveAbout } from '../../../lib/queries/content-admin';
import { errorMessage, useFormSubmit } from '../../../lib/useFormSubmit';
import { validateWith } from '../../../lib/validate-with';
import { ContentAdminFrame } from './ContentAdminFrame';
import { MarkdownField } from './MarkdownField';

/** /admin/content/about — the about text shown on /about and the home page. */
export function AboutAdminPage() {
  const about = useQuery(adminAboutQuery());
  return (
    <ContentAdminFrame
      title="About page"
      description="Shown on /about and in the home page's about block."
    >
      {about.isPending && (
        <Skeleton h={320} radius="md" role="status" aria-label="Loading the about page" />
      )}
      {about.isError && (
        <LoadError
          title="The about page could not be loaded"
          message={errorMessage(about.error)}
          onRetry={() => void about.refetch()}
        />
      )}
      {about.data && (
        <AboutForm key={about.data.document?.updatedAt ?? 'new'} doc={about.data.document} />
      )}
    </ContentAdminFrame>
  );
}

function AboutForm({ doc }: { doc: AdminDocument | null }) {
  const save = useSaveAbout();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      title: doc?.title ?? 'About Potluck',
      body: doc?.body ?? '',
      published: doc?.published ?? false,
    },
    validate: validateWith(aboutBodySchema),
  });
  const { submit, submitting, error } = useFormSubmit(form, async (values) => {
    const res = await save.mutateAsync(values);
    notifyMessage(res.document?.published ? contentMessages.published : contentMessages.saved);
  });
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
            description="A draft is kept here and shown nowhere."
            {...form.getInputProps('published', { type: 'checkbox' })}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {doc?.published && doc.publishedAt
                ? `Published ${formatDateTime(doc.publishedAt)}`
                : 'Not published yet'}
            </Text>
            <Group>
              {doc?.published && (
                <Button component={Link} to="/about" variant="default">
                  View /about
                </Button>
              )}
              <Button type="submit" loading={submitting}>
                Save about page
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
