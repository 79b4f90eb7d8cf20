import { useState } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  List,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { Campaign } from '#contracts/promotions';
import type { ProductSummary } from '#contracts/products';
import { campaignOffLabel, campaignPriceCents, CAMPAIGN_MAX_PERCENT } from '#domain/campaigns';
import { formatUsd } from '#domain/fees';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { FormError } from '../../components/FormError';
import { LoadError } from '../../components/LoadError';
import { ApiError } from '../../lib/api';
import { notifyError, notifyMessage } from '../../lib/notify';
import {
  myCampaignsQuery,
  useCreateCampaign,
  useEndCampaign,
  useSetCampaignActive,
} from '../../lib/queries/campaigns';
import { errorMessage, useFormSubmit } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';
import { BusinessGuard } from './BusinessGuard';
import {
  campaignFormSchema,
  campaignPeriodText,
  campaignRequestBody,
  campaignSalesText,
  campaignStateLabel,
  emptyCampaignForm,
  formFieldErrors,
  type CampaignFormValues,
} from './campaign-form-values';
import { toCents } from './number-box';
import { useMyProducts } from './products-api';

// /business/campaigns: a chef's campaigns (spec §3 promotions, issue 12 point 4, decision 040)
// — some of their dishes at a discount over a period, no code to type — and the list with each
// campaign's state, prices, period and what it sold; pausing, resuming and ending one.

export function CampaignsPortalRoute() {
  return (
    <BusinessGuard>
      <CampaignsPortalPage />
    </BusinessGuard>
  );
}

function CampaignsPortalPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/product/list" size="sm">
          ← Business portal
        </Anchor>
        <Title order={1}>Campaigns</Title>
        <Text c="dimmed">
          Put some of your dishes on sale for a while. Every buyer sees and pays the campaign price;
          you fund the discount, and the platform&apos;s fee is taken on the lower price. Offers
          never stack: a buyer pays the lowest of the regular, last-call and campaign price.
        </Text>
        <NewCampaign />
        <MyCampaigns />
      </Stack>
    </Container>
  );
}

function NewCampaign() {
  // Up to 100 products: the dishes a campaign may hold.
  const products = useMyProducts(1, 100);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="new-campaign">
      <Title order={2} size="h3" id="new-campaign" mb="md">
        New campaign
      </Title>
      {products.isLoading && (
        <Stack role="status" aria-busy="true" aria-label="Loading your products">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      )}
      {products.isError && (
        <LoadError
          title="Could not load your products"
          message={errorMessage(products.error, 'Check your connection and try again.')}
          onRetry={() => void products.refetch()}
        />
      )}
      {products.data &&
        (products.data.products.length === 0 ? (
          <EmptyState text="No products yet">
            <Text size="sm" ta="center">
              A campaign puts some of your dishes on sale. Add a product first.
            </Text>
            <Button component={Link} to="/business/products/new" variant="light">
              Add product
            </Button>
          </EmptyState>
        ) : (
          <CampaignForm products={products.data.products} />
        ))}
    </Paper>
  );
}

function CampaignForm({ products }: { products: ProductSummary[] }) {
  const create = useCreateCampaign();
  const form = useForm<CampaignFormValues>({
    mode: 'controlled',
    initialValues: emptyCampaignForm(new Date()),
    validate: validateWith(campaignFormSchema),
  });
  const { submit, submitting, error } = useFormSubmit(form, async (v) => {
    try {
      const res = await create.mutateAsync(campaignRequestBody(v));
      notifyMessage(res.message);
      // The next campaign starts from now again, not from when the page opened.
      form.setValues(emptyCampaignForm(new Date()));
      form.resetDirty();
    } catch (err) {
      // The server's words on the form's fields (its `amountOffCents` is the dollars box).
      throw err instanceof ApiError
        ? new ApiError(err.status, err.code, err.message, formFieldErrors(err.fields))
        : err;
    }
  });
  const v = form.values;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={error} />
        <TextInput
          label="Name"
          description="Buyers see it beside the price, e.g. “Soup week”."
          required
          maxLength={80}
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          description="Optional. Shown on your promotions page."
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('description')}
        />
        <Radio.Group label="Discount" {...form.getInputProps('discountType')}>
          <Group gap="lg" mt={4}>
            <Radio value="percent" label="Percent off" />
            <Radio value="amount" label="Amount off" />
          </Group>
        </Radio.Group>
        {v.discountType === 'percent' ? (
          <NumberInput
            label="Percent off"
            description={`At most ${CAMPAIGN_MAX_PERCENT}%.`}
            suffix="%"
            min={1}
            max={CAMPAIGN_MAX_PERCENT}
            allowDecimal={false}
            required
            {...form.getInputProps('percentOff')}
          />
        ) : (
          <NumberInput
            label="Amount off"
            description="Taken off each dish's price."
            prefix="$"
            min={0}
            decimalScale={2}
            required
            {...form.getInputProps('amountOff')}
          />
        )}
        <Checkbox.Group
          label="Dishes"
          description="The campaign price is on these dishes only."
          {...form.getInputProps('dishIds')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
            {products.map((p) => (
              <Checkbox key={p.id} value={p.id} label={`${p.name} (${formatUsd(p.priceCents)})`} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <SalePreview values={v} products={products} />
        <Group grow align="flex-start">
          <TextInput
            type="datetime-local"
            label="Starts"
            required
            {...form.getInputProps('startsAt')}
          />
          <TextInput
            type="datetime-local"
            label="Ends"
            description="At most 90 days after the start."
            required
            {...form.getInputProps('endsAt')}
          />
        </Group>
        <Group>
          <Button type="submit" loading={submitting}>
            Start campaign
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What buyers will pay for each chosen dish, as the chef types the discount. */
function SalePreview({
  values: v,
  products,
}: {
  values: CampaignFormValues;
  products: ProductSummary[];
}) {
  const terms =
    v.discountType === 'percent'
      ? { discountType: v.discountType, percentOff: Number(v.percentOff), amountOffCents: null }
      : { discountType: v.discountType, percentOff: null, amountOffCents: toCents(v.amountOff) };
  const off = v.discountType === 'percent' ? terms.percentOff : terms.amountOffCents;
  const chosen = products.filter((p) => v.dishIds.includes(p.id));
  if (chosen.length === 0 || !(Number(off) > 0)) return null;
  return (
    <Stack gap={2} aria-live="polite">
      {chosen.map((p) => (
        <Text key={p.id} size="sm">
          {p.name}: buyers pay {formatUsd(campaignPriceCents(p.priceCents, terms))} instead of{' '}
          {formatUsd(p.priceCents)}.
        </Text>
      ))}
    </Stack>
  );
}

function MyCampaigns() {
  const query = useQuery(myCampaignsQuery());
  const end = useEndCampaign();
  const [ending, setEnding] = useState<Campaign | null>(null);
  const confirmEnd = async () => {
    if (!ending) return;
    try {
      notifyMessage((await end.mutateAsync(ending.id)).message);
    } catch (err) {
      notifyError(errorMessage(err, 'Could not end the campaign.'));
    } finally {
      setEnding(null);
    }
  };

  return (
    <section aria-labelledby="my-campaigns">
      <Title order={2} size="h3" id="my-campaigns" mb="sm">
        Your campaigns
      </Title>
      {query.isLoading && (
        <Stack role="status" aria-busy="true" aria-label="Loading your campaigns">
          <Skeleton height={120} />
          <Skeleton height={120} />
        </Stack>
      )}
      {query.isError && (
        <LoadError
          title="Could not load your campaigns"
          message={errorMessage(query.error, 'Check your connection and try again.')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data &&
        (query.data.campaigns.length === 0 ? (
          <EmptyState text="No campaigns yet. Start one above to put some of your dishes on sale." />
        ) : (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Your campaigns"
          >
            {query.data.campaigns.map((c) => (
              <CampaignRow key={c.id} campaign={c} onEnd={setEnding} />
            ))}
          </Stack>
        ))}
      <ConfirmDialog
        opened={ending !== null}
        onClose={() => setEnding(null)}
        title="End this campaign?"
        confirmLabel="End campaign"
        danger
        loading={end.isPending}
        onConfirm={() => void confirmEnd()}
      >
        {`Buyers will pay the regular price for ${ending?.name ?? 'its dishes'} again. Orders already placed keep their price. An ended campaign cannot be resumed.`}
      </ConfirmDialog>
    </section>
  );
}

const stateColor: Record<Campaign['state'], string> = {
  running: 'teal.9',
  scheduled: 'blue.9',
  paused: 'gray.8',
  ended: 'gray.8',
};

function CampaignRow({
  campaign: c,
  onEnd,
}: {
  campaign: Campaign;
  onEnd: (campaign: Campaign) => void;
}) {
  const setActive = useSetCampaignActive();
  const toggle = async () => {
    try {
      notifyMessage((await setActive.mutateAsync({ id: c.id, active: !c.active })).message);
    } catch (err) {
      notifyError(errorMessage(err, 'Could not change the campaign.'));
    }
  };
  const over = c.state === 'ended';
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={700}>{c.name}</Text>
              <Badge
                variant={c.state === 'running' ? 'filled' : 'outline'}
                color={stateColor[c.state]}
              >
                {campaignStateLabel[c.state]}
              </Badge>
              <Text span size="sm" fw={600}>
                {campaignOffLabel(c)}
              </Text>
            </Group>
            {c.description && <Text size="sm">{c.description}</Text>}
            <Text size="sm" c="dimmed">
              {campaignPeriodText(c)}
            </Text>
          </Stack>
          {!over && (
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="default"
                size="xs"
                loading={setActive.isPending}
                aria-label={`${c.active ? 'Pause' : 'Resume'} ${c.name}`}
                onClick={() => void toggle()}
              >
                {c.active ? 'Pause' : 'Resume'}
              </Button>
              <Button
                variant="outline"
                color="red.9"
                size="xs"
                aria-label={`End campaign ${c.name}`}
                onClick={() => onEnd(c)}
              >
                End campaign
              </Button>
            </Group>
          )}
        </Group>
        <List size="sm" aria-label={`Dishes in ${c.name}`}>
          {c.dishes.map((d) => (
            <List.Item key={d.id}>
              <Text span fw={600} size="sm">
                {d.name}
              </Text>
              : {formatUsd(d.campaignPriceCents)} instead of {formatUsd(d.priceCents)}
            </List.Item>
          ))}
        </List>
        <Text size="sm" fw={600}>
          {campaignSalesText(c)}
        </Text>
      </Stack>
    </Card>
  );
}
