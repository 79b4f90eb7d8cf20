import { Alert, Button, Container, Skeleton, Stack, Title } from '@mantine/core';
import { messages } from '#domain/messages';
import { RequireAuth } from '../../lib/RequireAuth';
import { AlbumCard } from './my-profile/AlbumCard';
import { AvatarCard } from './my-profile/AvatarCard';
import { ConnectedAccountsCard } from './my-profile/ConnectedAccountsCard';
import { PhoneCard } from './my-profile/PhoneCard';
import { ProfileCompleteness } from './my-profile/ProfileCompleteness';
import { ProfileForm } from './my-profile/ProfileForm';
import { useMyProfile } from './profiles-api';

export function MyProfileRoute() {
  return (
    <RequireAuth>
      <MyProfilePage />
    </RequireAuth>
  );
}

/** /profile: how complete the profile is, the picture, and the profile's details. */
function MyProfilePage() {
  const { data, isLoading, isError, refetch } = useMyProfile();
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        My profile
      </Title>
      {isLoading && (
        <Stack role="status" aria-busy="true" aria-label="Loading your profile">
          <Skeleton height={96} circle />
          <Skeleton height={40} />
          <Skeleton height={40} />
          <Skeleton height={120} />
        </Stack>
      )}
      {isError && (
        <Alert color="red" role="alert" title={messages.unreadableProfile}>
          <Button variant="light" color="red" mt="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {data && (
        <Stack gap="lg">
          <ProfileCompleteness profile={data.profile} />
          <AvatarCard profile={data.profile} />
          <ProfileForm key={data.profile.id} profile={data.profile} />
          <PhoneCard />
          <ConnectedAccountsCard />
          <AlbumCard />
        </Stack>
      )}
    </Container>
  );
}
