import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Anchor, Button, Container, Group, Skeleton, Stack, Title } from '@mantine/core';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { errorMessage } from '../../lib/useFormSubmit';

export type PortalTab = 'products' | 'menus' | 'modifiers';

/** The wizard's Menus step: editors opened from onboarding (?from=onboarding) return there. */
export const ONBOARDING_MENUS_PATH = '/chef/apply?step=menus';

/** Where an editor goes when it is done: the list's tab, or back to the onboarding wizard. */
export function useEditorExit(tab: PortalTab) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromOnboarding = params.get('from') === 'onboarding';
  const exitPath = fromOnboarding ? ONBOARDING_MENUS_PATH : `/product/list?tab=${tab}`;
  return {
    fromOnboarding,
    exitPath,
    /** Keeps ?from=onboarding on links to other editors. */
    editorSuffix: fromOnboarding ? '?from=onboarding' : '',
    exit: () => void navigate(exitPath),
  };
}

/**
 * Save and Cancel at the foot of an editor. Cancelling with unsaved changes asks first
 * (spec §5 "cancelling an edit needs confirmation").
 */
export function EditorActions({
  dirty,
  saving,
  onCancel,
  saveLabel = 'Save',
}: {
  dirty: boolean;
  saving: boolean;
  onCancel: () => void;
  saveLabel?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => (dirty ? setConfirming(true) : onCancel())}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Discard your changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        danger
        onConfirm={() => {
          setConfirming(false);
          onCancel();
        }}
      >
        Your changes have not been saved. They will be lost if you leave now.
      </ConfirmDialog>
    </>
  );
}

/** Whole currency units in the form ↔ integer cents on the wire. */
export const toCents = (amount: number | string) => Math.round(Number(amount || 0) * 100);
export const fromCents = (cents: number) => cents / 100;

/**
 * The frame of an editor page (/business/{products|menus|modifiers}/{id|new}): Back, the
 * title, and for an existing item its loading and error states before the form.
 */
export function EditorFrame<T>({
  noun,
  tab,
  id,
  query,
  form,
}: {
  /** "product", "menu", "modifier" */
  noun: string;
  tab: PortalTab;
  /** null for a new item. */
  id: string | null;
  query: UseQueryResult<T, unknown>;
  form: (loaded: T | null) => ReactNode;
}) {
  const { exitPath } = useEditorExit(tab);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={exitPath} size="sm">
          ← Back
        </Anchor>
        <Title order={1}>{id ? `Edit ${noun}` : `New ${noun}`}</Title>
        {id && query.isLoading && (
          <Stack role="status" aria-busy="true" aria-label={`Loading the ${noun}`}>
            <Skeleton height={40} />
            <Skeleton height={120} />
          </Stack>
        )}
        {id && query.isError && (
          <LoadError
            title={`Could not load this ${noun}`}
            message={errorMessage(query.error, 'Check your connection and try again.')}
            onRetry={() => void query.refetch()}
          />
        )}
        {!id && form(null)}
        {id && query.data !== undefined && form(query.data)}
      </Stack>
    </Container>
  );
}

/** The item id of /business/…/:id, or null on …/new. */
export const editorItemId = (id: string | undefined) => (id && id !== 'new' ? id : null);
