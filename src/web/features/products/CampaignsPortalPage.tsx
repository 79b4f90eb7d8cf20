import { Link } from 'react-router';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  NumberInput,
  Radio,
  SimpleGrid,
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
import { EmptyState } from '../../components/EmptyState';
import { FormError } from '../../components/FormError';
import { ApiError } from '../../lib/api';
import { notifyMessage } from '../../lib/notify';
import {
  myCampaignsQuery,
  useCreateCampaign,
  useEndCampaign,
  useSetCampaignActive,
} from '../../lib/queries/campaigns';
import { useFormSubmit } from '../../lib/useFormSubmit';
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
import {
  ConfirmEndDialog,
  EndOfferButton,
  NewOfferSection,
  OfferList,
  OfferListStates,
  OfferPortalPage,
  OfferRow,
  PauseResumeButton,
} from './offer-list';
import { useConfirmAction } from './portal-list';

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
    <OfferPortalPage
      title="Campaigns"
      intro="Put some of your dishes on sale for a while. Every buyer sees and pays the campaign price; you fund the discount, and the platform's fee is taken on the lower price. Offers never stack: a buyer pays the lowest of the regular, last-call and campaign price."
    >
      <NewOfferSection id="new-campaign" title="New campaign">
        {(products) =>
          products.length === 0 ? (
            <EmptyState text="No products yet">
              <Text size="sm" ta="center">
                A campaign puts some of your dishes on sale. Add a product first.
              </Text>
              <Button component={Link} to="/business/products/new" variant="light">
                Add product
              </Button>
            </EmptyState>
          ) : (
            <CampaignForm products={products} />
          )
        }
      </NewOfferSection>
      <MyCampaigns />
    </OfferPortalPage>
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
  const end = useConfirmAction<Campaign>(useEndCampaign(), 'Could not end the campaign.');

  return (
    <section aria-labelledby="my-campaigns">
      <Title order={2} size="h3" id="my-campaigns" mb="sm">
        Your campaigns
      </Title>
      <OfferListStates query={query} what="your campaigns" skeletonHeight={120} />
      {query.data &&
        (query.data.campaigns.length === 0 ? (
          <EmptyState text="No campaigns yet. Start one above to put some of your dishes on sale." />
        ) : (
          <OfferList label="Your campaigns">
            {query.data.campaigns.map((c) => (
              <CampaignRow key={c.id} campaign={c} onEnd={end.ask} />
            ))}
          </OfferList>
        ))}
      <ConfirmEndDialog end={end} noun="campaign">
        {`Buyers will pay the regular price for ${end.item?.name ?? 'its dishes'} again. Orders already placed keep their price. An ended campaign cannot be resumed.`}
      </ConfirmEndDialog>
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
  const over = c.state === 'ended';
  return (
    <OfferRow
      actions={
        !over && (
          <Group gap="xs" wrap="nowrap">
            <PauseResumeButton
              id={c.id}
              name={c.name}
              active={c.active}
              setActive={setActive}
              failText="Could not change the campaign."
            />
            <EndOfferButton
              label="End campaign"
              ariaLabel={`End campaign ${c.name}`}
              onClick={() => onEnd(c)}
            />
          </Group>
        )
      }
      below={
        <>
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
        </>
      }
    >
      <Group gap="xs">
        <Text fw={700}>{c.name}</Text>
        <Badge variant={c.state === 'running' ? 'filled' : 'outline'} color={stateColor[c.state]}>
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
    </OfferRow>
  );
}
