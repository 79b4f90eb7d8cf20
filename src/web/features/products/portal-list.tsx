import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { notifyError, notifyMessage } from '../../lib/notify';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorMessage } from '../../lib/useFormSubmit';

// The pieces every tab of the business portal shares: the frame around a list (intro, Add,
// loading, error and empty states), a row's Edit and Delete, and an action after confirmation.

/**
 * A tab's frame. `noun` names the item ("product"); `empty` is the spec's empty-state text
 * ("No Items Found"). The list itself is `children`, shown once there is something in it.
 */
export function PortalListFrame({
  noun,
  intro,
  addTo,
  query,
  isEmpty,
  empty,
  children,
}: {
  noun: string;
  intro: string;
  addTo: string;
  query: UseQueryResult<unknown, unknown>;
  isEmpty: boolean;
  empty: string;
  children: ReactNode;
}) {
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">{intro}</Text>
        <Button component={Link} to={addTo}>
          Add {noun}
        </Button>
      </Group>
      {query.isLoading && (
        <Stack role="status" aria-busy="true" aria-label={`Loading your ${noun}s`}>
          <Skeleton height={72} />
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Stack>
      )}
      {query.isError && (
        <LoadError
          title={`Could not load your ${noun}s`}
          message={errorMessage(query.error, 'Check your connection and try again.')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined && isEmpty && (
        <EmptyState text={empty}>
          <Button component={Link} to={addTo} variant="light">
            Add your first {noun}
          </Button>
        </EmptyState>
      )}
      {query.data !== undefined && !isEmpty && children}
    </Stack>
  );
}

/** A row's Edit link and Delete button, named after the item for screen readers. */
export function RowActions({
  name,
  editTo,
  onDelete,
  children,
}: {
  name: string;
  editTo: string;
  onDelete: () => void;
  /** Extra controls before Edit (e.g. move up and down). */
  children?: ReactNode;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {children}
      <Button component={Link} to={editTo} variant="default" size="xs" aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button
        variant="outline"
        color="red.9"
        size="xs"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        Delete
      </Button>
    </Group>
  );
}

/**
 * Which item waits for a confirmation (a delete, or ending an offer), and the confirmed action:
 * the server's message on success, `failText` with the reason otherwise.
 */
export function useConfirmAction<T extends { id: string }>(
  action: UseMutationResult<{ message: string }, unknown, string>,
  failText: string,
) {
  const [item, setItem] = useState<T | null>(null);
  const confirm = async () => {
    if (!item) return;
    try {
      notifyMessage((await action.mutateAsync(item.id)).message);
    } catch (err) {
      notifyError(errorMessage(err, failText));
    } finally {
      setItem(null);
    }
  };
  return {
    item,
    ask: setItem,
    cancel: () => setItem(null),
    confirm,
    pending: action.isPending,
  };
}

/** "Delete this {noun}?" for the item `useConfirmAction` holds; `warning` says what follows. */
export function ConfirmDeleteDialog<T extends { id: string }>({
  del,
  noun,
  warning,
}: {
  del: ReturnType<typeof useConfirmAction<T>>;
  noun: string;
  warning: (item: T | null) => string;
}) {
  return (
    <ConfirmDialog
      opened={del.item !== null}
      onClose={del.cancel}
      title={`Delete this ${noun}?`}
      confirmLabel={`Delete ${noun}`}
      danger
      loading={del.pending}
      onConfirm={() => void del.confirm()}
    >
      {warning(del.item)}
    </ConfirmDialog>
  );
}
