import { Link } from 'react-router';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import type { MyProfile } from '#contracts/profiles';

/** A complete profile links to its public page; an incomplete one says what is missing. */
export function ProfileCompleteness({ profile }: { profile: MyProfile }) {
  if (profile.isValidProfile) {
    return (
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          Your profile is complete.
        </Text>
        <Anchor component={Link} to={`/profile/${profile.id}`} size="sm">
          View my public profile
        </Anchor>
        <Anchor component={Link} to="/profile/address" size="sm">
          My addresses
        </Anchor>
      </Group>
    );
  }
  return (
    <Alert color="orange" title="Complete your profile">
      <Stack gap={6}>
        <Text size="sm">Add an address and verify your e-mail to complete your profile.</Text>
        <Group gap="md">
          <Anchor
            component={Link}
            to="/profile/address"
            size="sm"
            fw={700}
            c="inherit"
            underline="always"
          >
            {profile.hasAddress ? 'My addresses' : 'Add an address'}
          </Anchor>
          {!profile.emailVerified && (
            <Text size="sm">Your e-mail {profile.email} is not verified yet.</Text>
          )}
          <Anchor
            component={Link}
            to={`/profile/${profile.id}`}
            size="sm"
            c="inherit"
            underline="always"
          >
            View my public profile
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
