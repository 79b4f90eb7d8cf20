import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { BusinessLastCall } from '#contracts/lastcall';
import { formatUsd } from '#domain/fees';
import type { LastCallState } from '#domain/last-call';
import { EmptyState } from '../../components/EmptyState';
import { FormError } from '../../components/FormError';
import { formatDateTime, formatTime } from '../../lib/format';
import { notifyMessage } from '../../lib/notify';
import { myLastCallsQuery, useCreateLastCall, useEndLastCall } from '../../lib/queries/last-calls';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';
import { BusinessGuard } from './BusinessGuard';
import {
  dealPreview,
  endChoices,
  lastCallFormSchema,
  lastCallFormValues,
  lastCallRequestBody,
  pickupChoices,
  type LastCallDishValues,
  type LastCallFormValues,
} from './last-call-form-values';
import {
  ConfirmEndDialog,
  EndOfferButton,
  NewOfferSection,
  OfferList,
  OfferListStates,
  OfferPortalPage,
  OfferRow,
} from './offer-list';
import { useConfirmAction } from './portal-list';

// /business/last-calls: a chef puts dishes on a last call (spec §3 Last call: items with a
// price or percent off and the amount left), sees the live and past ones, and ends one early.

export function LastCallsPortalRoute() {
  return (
    <BusinessGuard>
      <LastCallsPortalPage />
    </BusinessGuard>
  );
}

function LastCallsPortalPage() {
  return (
    <OfferPortalPage
      title="Last calls"
      intro="Discount dishes near closing. Buyers within 10 km see them in Last Calls, and your followers and last-call subscribers nearby are told at once."
    >
      {/* A last call is made from what is on offer today. */}
      <NewOfferSection id="new-last-call" title="New last call">
        {(products) => (
          <LastCallForm
            key={products.map((p) => p.id).join()}
            values={lastCallFormValues(products)}
          />
        )}
      </NewOfferSection>
      <MyLastCalls />
    </OfferPortalPage>
  );
}

const timeOptions = (dates: Date[]) =>
  dates.map((d) => ({ value: d.toISOString(), label: formatTime(d) }));

const useLastCallForm = (values: LastCallFormValues) =>
  useForm<LastCallFormValues>({
    mode: 'controlled',
    initialValues: values,
    validate: validateWith(lastCallFormSchema(() => new Date())),
  });

function LastCallForm({ values }: { values: LastCallFormValues }) {
  const create = useCreateLastCall();
  const form = useLastCallForm(values);
  // The server names the dish in its message; its field paths are the wire's, not the form's.
  const { submit, submitting, error } = useFormSubmit(
    form,
    async (v) => {
      const res = await create.mutateAsync(lastCallRequestBody(v));
      notifyMessage(res.message);
      form.reset();
    },
    { fieldErrors: 'ignore' },
  );
  // The choices are read when the form opens; a chef who waits long sees the server's answer.
  const [now] = useState(() => new Date());
  const ends = useMemo(() => timeOptions(endChoices(now)), [now]);
  const pickups = useMemo(
    () => timeOptions(pickupChoices(now, form.values.endsAt)),
    [now, form.values.endsAt],
  );

  if (values.dishes.length === 0) {
    return (
      <EmptyState text="No Items Found">
        <Text size="sm" ta="center">
          A last call discounts dishes buyers can order now. Add a product, or set one back to Ready
          with portions left.
        </Text>
        <Button component={Link} to="/business/products/new" variant="light">
          Add product
        </Button>
      </EmptyState>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={error} />
        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} mb="xs">
            Dishes
          </Text>
          {form.errors.dishes && (
            <Text c="red.8" size="sm" role="alert">
              {form.errors.dishes}
            </Text>
          )}
          {form.values.dishes.map((d, i) => (
            <DishRow key={d.dishId} dish={d} index={i} form={form} />
          ))}
        </Stack>
        <Select
          label="Ends at"
          description="At most 12 hours from now."
          placeholder="Choose a time"
          data={ends}
          required
          allowDeselect={false}
          {...form.getInputProps('endsAt')}
          value={form.values.endsAt || null}
          onChange={(value) => form.setFieldValue('endsAt', value ?? '')}
        />
        <Checkbox
          label="Set a pickup window"
          {...form.getInputProps('pickup', { type: 'checkbox' })}
        />
        {form.values.pickup && (
          <Group grow align="flex-start">
            <Select
              label="Pickup from"
              placeholder="Choose a time"
              data={pickups}
              allowDeselect={false}
              {...form.getInputProps('pickupStartsAt')}
              value={form.values.pickupStartsAt || null}
              onChange={(value) => form.setFieldValue('pickupStartsAt', value ?? '')}
            />
            <Select
              label="Pickup until"
              placeholder="Choose a time"
              data={pickups}
              allowDeselect={false}
              {...form.getInputProps('pickupEndsAt')}
              value={form.values.pickupEndsAt || null}
              onChange={(value) => form.setFieldValue('pickupEndsAt', value ?? '')}
            />
          </Group>
        )}
        <Group>
          <Button type="submit" loading={submitting}>
            Start last call
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DishRow({
  dish,
  index,
  form,
}: {
  dish: LastCallDishValues;
  index: number;
  form: ReturnType<typeof useLastCallForm>;
}) {
  const path = (field: string) => `dishes.${index}.${field}`;
  const preview = dish.selected ? dealPreview(dish) : null;
  return (
    <Card withBorder radius="md" padding="sm">
      <Checkbox
        label={`${dish.name} (${formatUsd(dish.regularCents)})`}
        {...form.getInputProps(path('selected'), { type: 'checkbox' })}
      />
      {dish.selected && (
        <Stack gap="xs" mt="sm" ml="lg">
          <Radio.Group label={`Deal for ${dish.name}`} {...form.getInputProps(path('mode'))}>
            <Group gap="lg" mt={4}>
              <Radio value="percent" label="Percent off" />
              <Radio value="price" label="Last-call price" />
            </Group>
          </Radio.Group>
          <Group align="flex-start" grow>
            {dish.mode === 'percent' ? (
              <NumberInput
                label={`Percent off for ${dish.name}`}
                suffix="%"
                min={1}
                max={99}
                allowDecimal={false}
                {...form.getInputProps(path('percent'))}
              />
            ) : (
              <NumberInput
                label={`Last-call price for ${dish.name}`}
                prefix="$"
                min={0}
                decimalScale={2}
                {...form.getInputProps(path('price'))}
              />
            )}
            <NumberInput
              label={`Amount left for ${dish.name}`}
              min={1}
              allowDecimal={false}
              disabled={dish.unlimited}
              {...form.getInputProps(path('amountLeft'))}
            />
          </Group>
          <Checkbox
            label={`Unlimited amount of ${dish.name}`}
            {...form.getInputProps(path('unlimited'), { type: 'checkbox' })}
          />
          {preview && (
            <Text size="sm" aria-live="polite">
              Buyers pay {formatUsd(preview.priceCents)} instead of {formatUsd(dish.regularCents)} (
              {preview.offPercent}% off).
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}

const stateLabel: Record<LastCallState, string> = {
  live: 'Live',
  scheduled: 'Starting soon',
  sold_out: 'Sold out',
  ended: 'Ended',
};

function MyLastCalls() {
  const query = useQuery(myLastCallsQuery());
  const end = useConfirmAction<BusinessLastCall>(useEndLastCall(), 'Could not end the last call.');

  return (
    <>
      <section aria-labelledby="live-last-calls">
        <Title order={2} size="h3" id="live-last-calls" mb="sm">
          Live last calls
        </Title>
        <OfferListStates query={query} what="your last calls" skeletonHeight={72} skeletons={1} />
        {query.data &&
          (query.data.live.length === 0 ? (
            <EmptyState text="No live last calls. Start one above when dishes are left near closing." />
          ) : (
            <DealList label="Live last calls" deals={query.data.live} onEnd={end.ask} />
          ))}
      </section>
      {query.data && query.data.past.length > 0 && (
        <section aria-labelledby="past-last-calls">
          <Title order={2} size="h3" id="past-last-calls" mb="sm">
            Past last calls
          </Title>
          <DealList label="Past last calls" deals={query.data.past} />
        </section>
      )}
      <ConfirmEndDialog end={end} noun="last call">
        Buyers will pay the regular price again. To change a deal&apos;s price, end it and start a
        new one.
      </ConfirmEndDialog>
    </>
  );
}

function DealList({
  label,
  deals,
  onEnd,
}: {
  label: string;
  deals: BusinessLastCall[];
  onEnd?: (deal: BusinessLastCall) => void;
}) {
  return (
    <OfferList label={label}>
      {deals.map((deal) => {
        const names = deal.items.map((i) => i.dishName).join(', ');
        return (
          <OfferRow
            key={deal.id}
            actions={
              onEnd && (
                <EndOfferButton
                  label="End now"
                  ariaLabel={`End the last call on ${names}`}
                  onClick={() => onEnd(deal)}
                />
              )
            }
          >
            <Group gap="xs">
              <Badge
                variant={deal.state === 'live' ? 'filled' : 'outline'}
                color={deal.state === 'live' ? 'red.9' : 'gray.8'}
              >
                {stateLabel[deal.state]}
              </Badge>
              <Text size="sm" c="dimmed">
                {deal.endedAt
                  ? `Ended ${formatDateTime(deal.endedAt)}`
                  : `Until ${formatDateTime(deal.endsAt)}`}
              </Text>
            </Group>
            {deal.items.map((i) => (
              <Text key={i.dishId} size="sm">
                <Text span fw={600}>
                  {i.dishName}
                </Text>
                : {formatUsd(i.lastCallPriceCents)} instead of {formatUsd(i.priceCents)} (
                {i.offPercent}% off) ·{' '}
                {i.amountLeft === -1
                  ? 'Unlimited'
                  : i.amountLeft === 0
                    ? 'Sold out'
                    : `${i.amountLeft} left`}
              </Text>
            ))}
            {deal.pickupStartsAt && deal.pickupEndsAt && (
              <Text size="sm" c="dimmed">
                Pickup {formatTime(deal.pickupStartsAt)} – {formatTime(deal.pickupEndsAt)}
              </Text>
            )}
          </OfferRow>
        );
      })}
    </OfferList>
  );
}
