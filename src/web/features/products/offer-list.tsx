import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ProductSummary } from '#contracts/products';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { notifyError, notifyMessage } from '../../lib/notify';
import { errorMessage } from '../../lib/useFormSubmit';
import type { useConfirmAction } from './portal-list';
import { useMyProducts } from './products-api';

// The pieces a chef's offer screens (last calls, coupons, campaigns) share: the page frame, the
// "New …" section over the chef's products, the list's loading and error states, a row, and
// the row's actions (pause or resume; end after a confirmation).

/** An offer screen: back to the portal, its title, what the offer does, then its sections. */
export function OfferPortalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/product/list" size="sm">
          ← Business portal
        </Anchor>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
        {children}
      </Stack>
    </Container>
  );
}

/** "New …": the form, once the chef's products (up to 100, what an offer may hold) are in. */
export function NewOfferSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: (products: ProductSummary[]) => ReactNode;
}) {
  const products = useMyProducts(1, 100);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
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
      {products.data && children(products.data.products)}
    </Paper>
  );
}

/** The list's loading and error states; `what` names the offers ("your coupons"). */
export function OfferListStates({
  query,
  what,
  skeletonHeight,
  skeletons = 2,
}: {
  query: UseQueryResult<unknown, unknown>;
  what: string;
  skeletonHeight: number;
  skeletons?: number;
}) {
  return (
    <>
      {query.isLoading && (
        <Stack role="status" aria-busy="true" aria-label={`Loading ${what}`}>
          {Array.from({ length: skeletons }, (_, i) => (
            <Skeleton key={i} height={skeletonHeight} />
          ))}
        </Stack>
      )}
      {query.isError && (
        <LoadError
          title={`Could not load ${what}`}
          message={errorMessage(query.error, 'Check your connection and try again.')}
          onRetry={() => void query.refetch()}
        />
      )}
    </>
  );
}

/** The offers as a list, named for screen readers. */
export function OfferList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** One offer: what it is (`children`) beside its `actions`, and what it holds `below`. */
export function OfferRow({
  children,
  actions,
  below,
}: {
  children: ReactNode;
  actions?: ReactNode;
  below?: ReactNode;
}) {
  const head = (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        {children}
      </Stack>
      {actions}
    </Group>
  );
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      {below ? (
        <Stack gap="xs">
          {head}
          {below}
        </Stack>
      ) : (
        head
      )}
    </Card>
  );
}

/** Pause or resume an offer; the server's message, or `failText` with the reason. */
export function PauseResumeButton({
  id,
  name,
  active,
  setActive,
  failText,
}: {
  id: string;
  /** How screen readers tell the rows apart: "Pause {name}". */
  name: string;
  active: boolean;
  setActive: UseMutationResult<{ message: string }, unknown, { id: string; active: boolean }>;
  failText: string;
}) {
  const toggle = async () => {
    try {
      notifyMessage((await setActive.mutateAsync({ id, active: !active })).message);
    } catch (err) {
      notifyError(errorMessage(err, failText));
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      loading={setActive.isPending}
      aria-label={`${active ? 'Pause' : 'Resume'} ${name}`}
      onClick={() => void toggle()}
    >
      {active ? 'Pause' : 'Resume'}
    </Button>
  );
}

/** The red button that asks to end an offer (the confirmation is `ConfirmEndDialog`). */
export function EndOfferButton({
  label,
  ariaLabel,
  onClick,
}: {
  label: string;
  ariaLabel: string;
  onClick: () => void;
}) {
  return (
    <Button variant="outline" color="red.9" size="xs" aria-label={ariaLabel} onClick={onClick}>
      {label}
    </Button>
  );
}

/** "End this {noun}?" for the offer `useConfirmAction` holds; `children` says what follows. */
export function ConfirmEndDialog<T extends { id: string }>({
  end,
  noun,
  children,
}: {
  end: ReturnType<typeof useConfirmAction<T>>;
  noun: string;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      opened={end.item !== null}
      onClose={end.cancel}
      title={`End this ${noun}?`}
      confirmLabel={`End ${noun}`}
      danger
      loading={end.pending}
      onConfirm={() => void end.confirm()}
    >
      {children}
    </ConfirmDialog>
  );
}
