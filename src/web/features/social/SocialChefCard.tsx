import { Link } from 'react-router';
import { Anchor, Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { SocialChefCard as Chef } from '#contracts/social';
import { LiveIndicator } from '../../components/LiveIndicator';

/** A chef on the favourites or followings list, with one action (remove / unfollow). */
export function SocialChefCard({
  chef,
  actionLabel,
  actionAriaLabel,
  onAction,
  pending,
}: {
  chef: Chef;
  actionLabel: string;
  actionAriaLabel: string;
  onAction: () => void;
  pending: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={chef.name} h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={chef.avatarUrl} name={chef.name} color="orange" size={56} alt="" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Anchor component={Link} to={`/chef/${chef.id}`} fw={600}>
                {chef.name}
              </Anchor>
              {chef.liveStreamId && (
                <LiveIndicator
                  chefId={chef.id}
                  streamId={chef.liveStreamId}
                  chefName={chef.name}
                  size="sm"
                />
              )}
            </Group>
            {chef.handle && (
              <Text size="sm" c="dimmed">
                @{chef.handle}
              </Text>
            )}
            {chef.businessName && <Text size="sm">{chef.businessName}</Text>}
            {chef.title && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {chef.title}
              </Text>
            )}
          </Stack>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            <b>{chef.dishesCount}</b> {chef.dishesCount === 1 ? 'dish' : 'dishes'} ·{' '}
            <b>{chef.followersCount}</b> {chef.followersCount === 1 ? 'follower' : 'followers'}
          </Text>
          <Button
            size="xs"
            variant="default"
            onClick={onAction}
            loading={pending}
            aria-label={actionAriaLabel}
          >
            {actionLabel}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
