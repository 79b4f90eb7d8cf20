import { Link } from 'react-router';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { Coupon } from '#contracts/promotions';
import type { ProductSummary } from '#contracts/products';
import { formatUsd } from '#domain/fees';
import { EmptyState } from '../../components/EmptyState';
import { FormError } from '../../components/FormError';
import { ApiError } from '../../lib/api';
import { notifyMessage } from '../../lib/notify';
import { myCouponsQuery, useCreateCoupon, useSetCouponActive } from '../../lib/queries/coupons';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';
import { BusinessGuard } from './BusinessGuard';
import {
  couponDatesText,
  couponDiscountText,
  couponDishesText,
  couponFormSchema,
  couponRequestBody,
  couponStateLabel,
  couponUsesText,
  emptyCouponForm,
  type CouponFormValues,
} from './coupon-form-values';
import {
  NewOfferSection,
  OfferList,
  OfferListStates,
  OfferPortalPage,
  OfferRow,
  PauseResumeButton,
} from './offer-list';

// /business/coupons: a chef's coupon codes (spec §3 Coupon, §7; issue 12 point 4) — percent or
// amount off, on the whole order or named dishes, within dates, above a minimum, limited in
// uses — the list with each code's state and uses, and pausing or resuming one.

export function CouponsPortalRoute() {
  return (
    <BusinessGuard>
      <CouponsPortalPage />
    </BusinessGuard>
  );
}

function CouponsPortalPage() {
  return (
    <OfferPortalPage
      title="Coupons"
      intro="Give buyers a code for money off. You fund the discount; the platform's fee is taken on the discounted price."
    >
      <NewOfferSection id="new-coupon" title="New coupon">
        {(products) => <CouponForm products={products} />}
      </NewOfferSection>
      <MyCoupons />
    </OfferPortalPage>
  );
}

function CouponForm({ products }: { products: ProductSummary[] }) {
  const create = useCreateCoupon();
  const form = useForm<CouponFormValues>({
    mode: 'controlled',
    initialValues: emptyCouponForm(),
    validate: validateWith(couponFormSchema),
  });
  const { submit, submitting, error } = useFormSubmit(
    form,
    async (v) => {
      try {
        const res = await create.mutateAsync(couponRequestBody(v));
        notifyMessage(res.message);
        form.reset();
      } catch (err) {
        // A code the chef already has: said on the code itself too.
        if (err instanceof ApiError && err.status === 409) form.setFieldError('code', err.message);
        throw err;
      }
    },
    { fieldErrors: 'with-message' },
  );
  const v = form.values;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError error={error} />
        <TextInput
          label="Code"
          description="3 to 20 letters, digits, dashes or underscores. Buyers type it at checkout; capitals do not matter."
          required
          autoComplete="off"
          maxLength={20}
          {...form.getInputProps('code')}
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
            suffix="%"
            min={1}
            max={100}
            allowDecimal={false}
            required
            {...form.getInputProps('percentOff')}
          />
        ) : (
          <NumberInput
            label="Amount off"
            prefix="$"
            min={0}
            decimalScale={2}
            required
            {...form.getInputProps('amountOff')}
          />
        )}
        <Radio.Group label="Applies to" {...form.getInputProps('appliesTo')}>
          <Group gap="lg" mt={4}>
            <Radio value="order" label="Whole order" />
            <Radio value="dishes" label="Chosen dishes" />
          </Group>
        </Radio.Group>
        {v.appliesTo === 'dishes' &&
          (products.length === 0 ? (
            <Text size="sm" c="dimmed">
              You have no products yet.{' '}
              <Anchor component={Link} to="/business/products/new">
                Add a product
              </Anchor>{' '}
              to make a coupon for it.
            </Text>
          ) : (
            <Checkbox.Group
              label="Dishes"
              description="The discount is taken off these dishes only."
              {...form.getInputProps('dishIds')}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
                {products.map((p) => (
                  <Checkbox
                    key={p.id}
                    value={p.id}
                    label={`${p.name} (${formatUsd(p.priceCents)})`}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          ))}
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="First day"
            description="Empty: from now."
            {...form.getInputProps('startDate')}
          />
          <TextInput
            type="date"
            label="Last day"
            description="Empty: no end."
            {...form.getInputProps('endDate')}
          />
        </Group>
        <NumberInput
          label="Minimum order"
          description="The items' total needed to use the code. Empty: none."
          prefix="$"
          min={0}
          decimalScale={2}
          {...form.getInputProps('minOrder')}
        />
        <Group grow align="flex-start">
          <NumberInput
            label="Uses in total"
            description="Empty: no limit."
            min={1}
            allowDecimal={false}
            {...form.getInputProps('maxRedemptions')}
          />
          <NumberInput
            label="Uses per person"
            description="Empty: no limit."
            min={1}
            allowDecimal={false}
            {...form.getInputProps('maxPerUser')}
          />
        </Group>
        <Checkbox
          label="Active: buyers can use it now"
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={submitting}>
            Create coupon
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function MyCoupons() {
  const query = useQuery(myCouponsQuery());
  return (
    <section aria-labelledby="my-coupons">
      <Title order={2} size="h3" id="my-coupons" mb="sm">
        Your coupons
      </Title>
      <OfferListStates query={query} what="your coupons" skeletonHeight={88} />
      {query.data &&
        (query.data.coupons.length === 0 ? (
          <EmptyState text="No coupons yet. Create one above and share its code with your buyers." />
        ) : (
          <OfferList label="Your coupons">
            {query.data.coupons.map((c) => (
              <CouponRow key={c.id} coupon={c} />
            ))}
          </OfferList>
        ))}
    </section>
  );
}

const stateColor: Record<Coupon['state'], string> = {
  active: 'teal.9',
  paused: 'gray.8',
  scheduled: 'blue.9',
  expired: 'gray.8',
  used_up: 'gray.8',
};

function CouponRow({ coupon: c }: { coupon: Coupon }) {
  const setActive = useSetCouponActive();
  return (
    <OfferRow
      actions={
        <PauseResumeButton
          id={c.id}
          name={c.code}
          active={c.active}
          setActive={setActive}
          failText="Could not change the coupon."
        />
      }
    >
      <Group gap="xs">
        <Text fw={700} ff="monospace">
          {c.code}
        </Text>
        <Badge variant={c.state === 'active' ? 'filled' : 'outline'} color={stateColor[c.state]}>
          {couponStateLabel[c.state]}
        </Badge>
      </Group>
      <Text size="sm">
        <Text span fw={600}>
          {couponDiscountText(c)}
        </Text>{' '}
        · {couponDishesText(c)}
        {c.minOrderCents > 0 ? ` · orders of ${formatUsd(c.minOrderCents)} or more` : ''}
      </Text>
      <Text size="sm" c="dimmed">
        {couponUsesText(c)}
        {c.maxPerUser !== null ? ` · ${c.maxPerUser} per person` : ''} · {couponDatesText(c)}
      </Text>
    </OfferRow>
  );
}
