import { Link, useParams } from 'react-router';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PublicProfile } from '#contracts/profiles';
import { messages } from '#domain/messages';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { Markdown } from '../../components/Markdown';
import { ProfileCardHeader } from '../../components/ProfileCardHeader';
import { StarRating } from '../../components/StarRating';
import { AlbumGallery } from '../../components/AlbumGallery';
import { usePublicProfile } from './profiles-api';
import { BusinessContacts, ProfileLinks } from '../../components/ProfileContacts';

export function PublicProfilePage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = usePublicProfile(id);

  if (isLoading) {
    return (
      <Container size="md" py="xl">
        <Stack role="status" aria-busy="true" aria-label="Loading profile">
          <Skeleton height={140} radius="md" />
          <Group>
            <Skeleton height={96} circle />
            <Stack gap="xs" style={{ flex: 1 }}>
              <Skeleton height={28} width="50%" />
              <Skeleton height={16} width="30%" />
            </Stack>
          </Group>
          <Skeleton height={100} />
        </Stack>
      </Container>
    );
  }

  if (error || !data) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          {notFound ? messages.chefNotFoundTitle : messages.chefLoadFailedTitle}
        </Title>
        <Alert color={notFound ? 'gray' : 'red'} role="alert">
          {error instanceof ApiError && error.status === 404
            ? error.message
            : messages.chefLoadFailed}
        </Alert>
      </Container>
    );
  }

  return <ProfileView profile={data.profile} />;
}

function ProfileView({ profile: p }: { profile: PublicProfile }) {
  const isChef = p.type === 'chef';
  const { user } = useSession();
  return (
    <Container size="md" py="xl">
      <Card withBorder radius="md" padding={0}>
        <ProfileCardHeader
          bannerUrl={p.bannerUrl}
          avatarUrl={p.avatarUrl}
          name={p.name}
          handle={p.handle}
        >
          {p.title && (
            <Text size="lg" fw={500}>
              {p.title}
            </Text>
          )}
          <Group gap="xs">
            {isChef && <Badge variant="light">Chef</Badge>}
            {isChef && p.businessName && <Badge variant="outline">{p.businessName}</Badge>}
            <Text size="sm">
              <b>{p.dishesCount}</b> dishes
            </Text>
            <Text size="sm">
              <b>{p.followersCount}</b> followers
            </Text>
            {(isChef || p.rating.average !== null) && (
              <StarRating average={p.rating.average} count={p.rating.count} />
            )}
          </Group>
          {(isChef || user?.id !== p.id) && (
            // Spec §2 profile card: View Profile for chefs (their chef page) and Send Message.
            // Guests pass through sign-in and come back.
            <Group>
              {isChef && (
                <Button component={Link} to={`/chef/${p.id}`}>
                  View Profile
                </Button>
              )}
              {user?.id !== p.id && (
                <Button component={Link} to={`/messages/new?uid=${p.id}`} variant="default">
                  Send Message
                </Button>
              )}
            </Group>
          )}
          {p.description && (
            <section aria-label="About">
              <Markdown source={p.description} />
            </section>
          )}
          {isChef && (
            <BusinessContacts businessPhone={p.businessPhone} businessEmail={p.businessEmail} />
          )}
          <ProfileLinks profile={p} label="Links" />
        </ProfileCardHeader>
      </Card>
      <Box mt="xl">
        <AlbumGallery ownerId={p.id} ownerName={p.name || 'this person'} />
      </Box>
    </Container>
  );
}
