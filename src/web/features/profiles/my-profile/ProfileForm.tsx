import { Button, Card, Group, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MyProfile } from '#contracts/profiles';
import { handleMessages } from '#domain/handle';
import { FormError } from '../../../components/FormError';
import { profileLinks } from '../../../components/ProfileContacts';
import { notifyMessage } from '../../../lib/notify';
import { useFormSubmit } from '../../../lib/useFormSubmit';
import { validateWith } from '../../../lib/validate-with';
import { useSaveProfile } from '../profiles-api';
import { AboutField } from './AboutField';
import { HandleField } from '../../../components/HandleField';
import {
  profileFormSchema,
  profileFormValues,
  toUpdateProfileRequest,
  type ProfileFormValues,
} from './profile-form';
import { useHandleAvailability } from '../../../lib/queries/handles';

/** Name, handle, tagline, about, phones, a chef's business contacts, links and visibility. */
export function ProfileForm({ profile }: { profile: MyProfile }) {
  const save = useSaveProfile();
  const isChef = profile.type === 'chef';
  const form = useForm<ProfileFormValues>({
    initialValues: profileFormValues(profile),
    validate: validateWith(profileFormSchema(isChef)),
  });

  const handle = useHandleAvailability(form.values.handle, profile.handle);

  const { submit, error } = useFormSubmit(form, async (v) => {
    if (handle.state === 'taken') {
      form.setFieldError('handle', handleMessages.taken);
      return;
    }
    const res = await save.mutateAsync(toUpdateProfileRequest(v, isChef));
    notifyMessage(res.message);
    form.resetDirty();
  });

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
          <HandleField
            inputProps={form.getInputProps('handle')}
            state={handle.state}
            hasError={Boolean(form.errors.handle)}
          />
          <TextInput label="Tagline" maxLength={100} {...form.getInputProps('title')} />
          <AboutField
            value={form.values.description}
            inputProps={form.getInputProps('description')}
          />
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
