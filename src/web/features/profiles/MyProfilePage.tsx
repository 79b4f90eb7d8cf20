import '@mantine/dropzone/styles.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  avatarMessages,
  AVATAR_MAX_BYTES,
  type MyProfile,
  type UpdateProfileRequest,
} from '#contracts/profiles';
import { handleError, handleMessages, normalizeHandle, sameHandle } from '#domain/handle';
import { messages } from '#domain/messages';
import { FormError } from '../../components/FormError';
import { notifyError, notifyMessage } from '../../lib/notify';
import { RequireAuth } from '../../lib/RequireAuth';
import { errorMessage, useFormSubmit } from '../../lib/useFormSubmit';
import { Markdown } from '../../components/Markdown';
import {
  checkHandle,
  useMyProfile,
  useSaveProfile,
  useUploadAvatar,
  type HandleState,
} from './profiles-api';
import { profileLinks } from '../../components/ProfileContacts';

export function MyProfileRoute() {
  return (
    <RequireAuth>
      <MyProfilePage />
    </RequireAuth>
  );
}

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
        </Stack>
      )}
    </Container>
  );
}

function ProfileCompleteness({ profile }: { profile: MyProfile }) {
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

function AvatarCard({ profile }: { profile: MyProfile }) {
  const upload = useUploadAvatar();
  const openRef = useRef<() => void>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onDrop = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    try {
      const res = await upload.mutateAsync(file);
      notifyMessage(res.message);
      setPreview(null);
    } catch (err) {
      setPreview(null);
      notifyError(errorMessage(err, 'Could not upload the picture.'));
    }
  };

  const onReject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    notifyError(code === 'file-too-large' ? avatarMessages.tooLarge : avatarMessages.unsupported);
  };

  const src = preview ?? profile.avatarUrl;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group align="center" wrap="wrap" gap="lg">
        <Avatar
          src={src}
          name={profile.name || profile.email}
          size={96}
          radius={96}
          color="orange"
          alt="Profile picture"
        />
        <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
          <Dropzone
            onDrop={(files) => void onDrop(files)}
            onReject={onReject}
            maxSize={AVATAR_MAX_BYTES}
            maxFiles={1}
            multiple={false}
            accept={['image/jpeg', 'image/png', 'image/webp', 'image/gif']}
            loading={upload.isPending}
            openRef={openRef}
            activateOnKeyboard={false}
            inputProps={{ 'aria-label': 'Profile picture file' }}
            radius="md"
            p="md"
          >
            <Text size="sm" ta="center">
              Drop a picture here (JPEG, PNG, WebP or GIF, up to 5 MB)
            </Text>
          </Dropzone>
          <Button variant="default" onClick={() => openRef.current?.()} loading={upload.isPending}>
            Choose a profile picture
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}

type FormValues = {
  name: string;
  handle: string;
  title: string;
  description: string;
  website: string;
  facebook: string;
  twitter: string;
  linkedin: string;
  instagram: string;
  pinterest: string;
  yelp: string;
  phone: string;
  businessName: string;
  businessPhone: string;
  businessEmail: string;
  isPublic: boolean;
};

const isHttpUrl = (v: string) => {
  if (!v.trim()) return null;
  try {
    const u = new URL(v.trim());
    return u.protocol === 'http:' || u.protocol === 'https:'
      ? null
      : 'Enter a link starting with http:// or https://';
  } catch {
    return 'Enter a link starting with http:// or https://';
  }
};

function ProfileForm({ profile }: { profile: MyProfile }) {
  const save = useSaveProfile();
  const isChef = profile.type === 'chef';
  const form = useForm<FormValues>({
    initialValues: {
      name: profile.name,
      handle: profile.handle ?? '',
      title: profile.title ?? '',
      description: profile.description ?? '',
      website: profile.website ?? '',
      facebook: profile.facebook ?? '',
      twitter: profile.twitter ?? '',
      linkedin: profile.linkedin ?? '',
      instagram: profile.instagram ?? '',
      pinterest: profile.pinterest ?? '',
      yelp: profile.yelp ?? '',
      phone: profile.phone ?? '',
      businessName: profile.businessName ?? '',
      businessPhone: profile.businessPhone ?? '',
      businessEmail: profile.businessEmail ?? '',
      isPublic: profile.profileStatus === 'public',
    },
    validate: {
      name: (v) =>
        !v.trim()
          ? 'Enter your name.'
          : v.trim().length > 80
            ? 'A name can have at most 80 characters.'
            : null,
      handle: (v) => (v.trim() ? handleError(normalizeHandle(v)) : null),
      description: (v) =>
        v.length > 5000 ? 'The description can have at most 5000 characters.' : null,
      website: isHttpUrl,
      facebook: isHttpUrl,
      twitter: isHttpUrl,
      linkedin: isHttpUrl,
      instagram: isHttpUrl,
      pinterest: isHttpUrl,
      yelp: isHttpUrl,
    },
  });

  const handle = useHandleAvailability(form.values.handle, profile.handle);

  const { submit, error } = useFormSubmit(form, async (v) => {
    if (handle.state === 'taken') {
      form.setFieldError('handle', handleMessages.taken);
      return;
    }
    const body: UpdateProfileRequest = {
      name: v.name.trim(),
      handle: normalizeHandle(v.handle) || null,
      title: v.title.trim() || null,
      description: v.description.trim() ? v.description : null,
      website: v.website.trim() || null,
      facebook: v.facebook.trim() || null,
      twitter: v.twitter.trim() || null,
      linkedin: v.linkedin.trim() || null,
      instagram: v.instagram.trim() || null,
      pinterest: v.pinterest.trim() || null,
      yelp: v.yelp.trim() || null,
      phone: v.phone.trim() || null,
      profileStatus: v.isPublic ? 'public' : 'hide',
      ...(isChef
        ? {
            businessName: v.businessName.trim() || null,
            businessPhone: v.businessPhone.trim() || null,
            businessEmail: v.businessEmail.trim() || null,
          }
        : {}),
    };
    const res = await save.mutateAsync(body);
    notifyMessage(res.message);
    form.resetDirty();
  });

  const handleStatus =
    handle.state === 'available' ? (
      <Text size="sm" c="teal.8">
        {handleMessages.available}
      </Text>
    ) : handle.state === 'taken' ? (
      <Text size="sm" c="red.8">
        {handleMessages.taken}
      </Text>
    ) : handle.state === 'checking' ? (
      <Text size="sm" c="dimmed">
        Checking…
      </Text>
    ) : null;

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="profile-details-title"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="profile-details-title">
            Profile details
          </Title>
          <FormError error={error} />
          <TextInput
            label={isChef ? 'Chef or business name' : 'Name'}
            description={isChef ? 'Use a real or registered business name.' : undefined}
            required
            maxLength={80}
            autoComplete="name"
            {...form.getInputProps('name')}
          />
          <div>
            <TextInput
              label="Handle"
              description="3–30 letters, digits, underscores or dots. People can find you as @handle."
              leftSection="@"
              maxLength={31}
              autoComplete="off"
              {...form.getInputProps('handle')}
            />
            <div role="status" aria-live="polite">
              {!form.errors.handle && handleStatus}
            </div>
          </div>
          <TextInput label="Tagline" maxLength={100} {...form.getInputProps('title')} />
          <Tabs defaultValue="write" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="write">Write</Tabs.Tab>
              <Tabs.Tab value="preview">Preview</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="write" pt="xs">
              <Textarea
                label="About"
                description="Markdown: **bold**, *italic*, lists and links."
                autosize
                minRows={4}
                maxRows={14}
                {...form.getInputProps('description')}
              />
              <Text size="xs" c="dimmed" ta="right">
                {form.values.description.length} / 5000
              </Text>
            </Tabs.Panel>
            <Tabs.Panel value="preview" pt="xs">
              <Card
                withBorder
                radius="sm"
                padding="md"
                role="region"
                aria-label="Description preview"
              >
                {form.values.description.trim() ? (
                  <Markdown source={form.values.description} />
                ) : (
                  <Text c="dimmed" size="sm">
                    Nothing to preview yet.
                  </Text>
                )}
              </Card>
            </Tabs.Panel>
          </Tabs>
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            description="Only you see this."
            {...form.getInputProps('phone')}
          />
          {isChef && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Business name"
                maxLength={120}
                {...form.getInputProps('businessName')}
              />
              <TextInput
                label="Business phone"
                type="tel"
                maxLength={30}
                {...form.getInputProps('businessPhone')}
              />
              <TextInput
                label="Business e-mail"
                type="email"
                maxLength={254}
                {...form.getInputProps('businessEmail')}
              />
            </SimpleGrid>
          )}
          <Title order={3} size="h4">
            Links
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {profileLinks.map(([key, label]) => (
              <TextInput
                key={key}
                label={label}
                type="url"
                placeholder="https://"
                maxLength={500}
                {...form.getInputProps(key)}
              />
            ))}
          </SimpleGrid>
          <Switch
            label="Show my profile to the public"
            description="When off, only you can see your profile."
            {...form.getInputProps('isPublic', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} size="md">
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** Live availability of a handle, checked ~400 ms after typing stops. */
function useHandleAvailability(value: string, ownHandle: string | null): { state: HandleState } {
  const candidate = normalizeHandle(value);
  const [debounced] = useDebouncedValue(candidate, 400);
  const [result, setResult] = useState<{ for: string; state: HandleState }>({
    for: '',
    state: 'idle',
  });

  useEffect(() => {
    if (!debounced || handleError(debounced) || sameHandle(debounced, ownHandle)) return;
    const ctrl = new AbortController();
    checkHandle(debounced, ctrl.signal)
      .then((r) => setResult({ for: debounced, state: r.state }))
      .catch(() => setResult({ for: debounced, state: 'idle' }));
    return () => ctrl.abort();
  }, [debounced, ownHandle]);

  if (!candidate || handleError(candidate) || sameHandle(candidate, ownHandle))
    return { state: 'idle' };
  if (result.for !== candidate) return { state: 'checking' };
  return { state: result.state };
}
