import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Container,
  FileInput,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComplaintFormResponse } from '#contracts/complaints';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_CONTENT_MIN,
  COMPLAINT_PHOTOS_MAX,
  complaintCategoryLabels,
  complaintMessages,
  type ComplaintCategory,
} from '#domain/complaints';
import { formatUsd } from '#domain/fees';
import { FormError } from '../../components/FormError';
import { LoadError } from '../../components/LoadError';
import { formatDateTime } from '../../lib/format';
import { complaintFormQuery, myComplaintsKey, submitComplaint } from '../../lib/queries/complaints';
import { RequireAuth } from '../../lib/RequireAuth';
import { errorMessage, useFormSubmit } from '../../lib/useFormSubmit';
import { MyComplaints } from './MyComplaints';

export function ComplaintRoute() {
  return (
    <RequireAuth>
      <ComplaintPage />
    </RequireAuth>
  );
}

/** /complaint/chef/{id}: tell Potluck what went wrong with a chef, and follow what we do. */
function ComplaintPage() {
  const { id = '' } = useParams();
  const data = useQuery(complaintFormQuery(id));
  const [receipt, setReceipt] = useState<string | null>(null);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          {data.data ? `Report a problem with ${data.data.chef.name}` : 'Report a problem'}
        </Title>
        <Text c="dimmed">
          Tell us what happened. Only Potluck&apos;s team reads it: the chef is not told who
          complained unless our team decides they need to know.
        </Text>
        {receipt && (
          <Alert color="green" title="Complaint received" role="status">
            {receipt}
          </Alert>
        )}
        {data.isPending && (
          <Skeleton height={320} radius="md" role="status" aria-label="Loading the form" />
        )}
        {data.isError && (
          <LoadError
            title="The complaint form could not be loaded"
            message={errorMessage(data.error)}
            onRetry={() => void data.refetch()}
          />
        )}
        {data.data && <ComplaintForm data={data.data} onFiled={setReceipt} />}
        <MyComplaints />
      </Stack>
    </Container>
  );
}

interface Values {
  category: ComplaintCategory | '';
  orderId: string;
  content: string;
  photos: File[];
}

const categoryOptions = COMPLAINT_CATEGORIES.map((c) => ({
  value: c,
  label: complaintCategoryLabels[c],
}));

function ComplaintForm({
  data,
  onFiled,
}: {
  data: ComplaintFormResponse;
  onFiled: (message: string) => void;
}) {
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const named = params.get('order');
  const form = useForm<Values>({
    initialValues: {
      category: '',
      orderId: named && data.orders.some((o) => o.id === named) ? named : '',
      content: '',
      photos: [],
    },
    validate: {
      category: (v) => (v ? null : 'Choose what the complaint is about.'),
      content: (v) =>
        v.trim().length < COMPLAINT_CONTENT_MIN
          ? complaintMessages.contentShort
          : v.length > COMPLAINT_CONTENT_MAX
            ? complaintMessages.contentLong
            : null,
      photos: (v) => (v.length > COMPLAINT_PHOTOS_MAX ? complaintMessages.tooManyPhotos : null),
    },
  });
  const { submit, submitting, error } = useFormSubmit(form, async (values) => {
    const body = new FormData();
    body.append('chefId', data.chef.id);
    body.append('category', values.category);
    body.append('content', values.content);
    if (values.orderId) body.append('orderId', values.orderId);
    for (const photo of values.photos) body.append('photos', photo);
    const res = await submitComplaint(body);
    form.reset();
    onFiled(res.message);
    await qc.invalidateQueries({ queryKey: myComplaintsKey });
  });
  const orderOptions = [
    { value: '', label: 'No particular order' },
    ...data.orders.map((o) => ({
      value: o.id,
      label: `${formatDateTime(o.createdAt)} · ${o.summary || 'Order'} · ${formatUsd(o.totalCents)}`,
    })),
  ];
  return (
    <form noValidate onSubmit={submit} aria-labelledby="complaint-form-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="complaint-form-title">
          Your complaint
        </Title>
        <FormError error={error} />
        <Select
          label="What is it about?"
          placeholder="Choose one"
          data={categoryOptions}
          required
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <Select
          label="Which order?"
          description={
            data.orders.length === 0
              ? 'You have no orders from this chef.'
              : 'Name the order if the complaint is about one.'
          }
          data={orderOptions}
          allowDeselect={false}
          {...form.getInputProps('orderId')}
        />
        <Textarea
          label="What happened?"
          description={`At least ${COMPLAINT_CONTENT_MIN} characters.`}
          required
          autosize
          minRows={4}
          maxLength={COMPLAINT_CONTENT_MAX}
          {...form.getInputProps('content')}
        />
        <FileInput
          label="Photos"
          description={`Up to ${COMPLAINT_PHOTOS_MAX} photos (JPEG, PNG, WebP or GIF, 5 MB each).`}
          multiple
          clearable
          accept="image/jpeg,image/png,image/webp,image/gif"
          {...form.getInputProps('photos')}
        />
        <Group justify="space-between">
          <Anchor component={Link} to={`/chef/${data.chef.id}`}>
            Back to the chef
          </Anchor>
          <Button type="submit" loading={submitting}>
            Send complaint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
