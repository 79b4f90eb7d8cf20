import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import type { MyCookingStatus } from '#contracts/chefs';
import { getMyCookingStatus, setMyCookingStatus } from '#contracts/endpoints/chefs';
import { cookingStatusMessages } from '#domain/cooking-status';
import { LoadError } from './LoadError';
import { ApiError, call } from '../lib/api';
import { notifyError, notifyMessage } from '../lib/notify';
import { errorMessage } from '../lib/useFormSubmit';

// The chef's "Cooking Now" switch (issue 14 point 6, decision 047): in the business portal and
// the orders inbox. It may be turned on only inside the chef's business hours; the server turns
// it off once they are over.

const cookingKey = ['business', 'cooking-status'] as const;

export function CookingStatusSwitch() {
  const client = useQueryClient();
  const status = useQuery({
    queryKey: cookingKey,
    queryFn: ({ signal }) => call(getMyCookingStatus, { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 403) && count < 2,
    // The sweep may turn it off at closing time: look again now and then.
    refetchInterval: 60_000,
  });
  const save = useMutation({
    mutationFn: (cooking: boolean) => call(setMyCookingStatus, { body: { cooking } }),
    onSuccess: (next: MyCookingStatus) => {
      client.setQueryData(cookingKey, next);
      notifyMessage(
        next.cookingStatus === 'cooking'
          ? cookingStatusMessages.turnedOn
          : cookingStatusMessages.turnedOff,
      );
    },
    onError: (error) => {
      notifyError(errorMessage(error), 'Could not change your cooking status');
      void status.refetch();
    },
  });

  if (status.isPending)
    return <Skeleton height={72} radius="md" role="status" aria-label="Loading cooking status" />;
  // Not approved yet: nothing to switch (the portal says why elsewhere).
  if (status.error instanceof ApiError && status.error.status === 403) return null;
  if (status.isError)
    return (
      <LoadError title="Could not load your cooking status" onRetry={() => void status.refetch()} />
    );

  const cooking = status.data.cookingStatus === 'cooking';
  const hint = cooking
    ? 'Buyers see "Cooking Now" on your page and cards. It turns off when your business hours end.'
    : status.data.openNow
      ? 'Turn on while you cook, so buyers see "Cooking Now" on your page and cards.'
      : cookingStatusMessages.outOfHours;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Cooking status">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Switch
            size="md"
            label="Cooking now"
            checked={cooking}
            disabled={save.isPending || (!cooking && !status.data.openNow)}
            onChange={(e) => save.mutate(e.currentTarget.checked)}
            aria-describedby="cooking-status-hint"
          />
          {save.isPending && (
            <Text size="sm" c="dimmed" role="status">
              Saving…
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed" id="cooking-status-hint">
          {hint}
        </Text>
      </Stack>
    </Card>
  );
}
