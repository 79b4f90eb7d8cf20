import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  FileButton,
  Group,
  Image,
  NativeSelect,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { OnboardingState } from '#contracts/onboarding';
import {
  businessHoursProblem,
  DEFAULT_BUSINESS_HOURS,
  TIME_SLOTS,
  WEEKDAYS,
} from '#domain/business-hours';
import { onboardingMessages } from '#domain/onboarding';
import { AddressFields, validateAddressFields } from '../../components/AddressFields';
import { FormError } from '../../components/FormError';
import { LoadError } from '../../components/LoadError';
import { notifyError, notifyMessage } from '../../lib/notify';
import { errorMessage, useFormSubmit } from '../../lib/useFormSubmit';
import {
  useAddAddress,
  useMyAddresses,
  useSaveProfileStep,
  useUploadBranding,
} from './onboarding-api';
import { StepActions } from './StepActions';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

type Values = {
  businessName: string;
  tagline: string;
  description: string;
  businessAddressId: string;
  businessPhone: string;
  phone: string;
  businessEmail: string;
  permitType: '' | 'CFO' | 'RES';
  businessDays: string[];
  fromHour: string;
  endHour: string;
};

export function ProfileStep({
  state,
  onBack,
  onDone,
}: {
  state: OnboardingState;
  onBack: () => void;
  onDone: () => void;
}) {
  const p = state.profile;
  const hours = p.businessHours ?? DEFAULT_BUSINESS_HOURS;
  const save = useSaveProfileStep();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      businessName: p.businessName ?? '',
      tagline: p.tagline ?? '',
      description: p.description ?? '',
      businessAddressId: p.businessAddressId ?? '',
      businessPhone: p.businessPhone ?? '',
      phone: p.phone ?? '',
      businessEmail: p.businessEmail ?? '',
      permitType: p.permitType ?? '',
      businessDays: hours.businessDays.map(String),
      fromHour: hours.fromHour,
      endHour: hours.endHour,
    },
    validate: (v) => {
      const errors: Record<string, string> = {};
      if (!v.businessName.trim()) errors.businessName = onboardingMessages.businessNameRequired;
      if (!v.tagline.trim()) errors.tagline = onboardingMessages.taglineRequired;
      if (!v.businessPhone.trim()) errors.businessPhone = onboardingMessages.businessPhoneRequired;
      if (!v.businessEmail.trim()) errors.businessEmail = onboardingMessages.orderEmailRequired;
      const problem = businessHoursProblem({
        businessDays: v.businessDays.map(Number),
        fromHour: v.fromHour,
        endHour: v.endHour,
      });
      if (problem) errors.businessHours = problem;
      return errors;
    },
  });

  const { submit, submitting, error } = useFormSubmit(form, async (v) => {
    const res = await save.mutateAsync({
      businessName: v.businessName,
      tagline: v.tagline,
      description: v.description,
      businessAddressId: v.businessAddressId || null,
      businessPhone: v.businessPhone,
      phone: v.phone,
      businessEmail: v.businessEmail,
      permitType: v.permitType || null,
      businessHours: {
        businessDays: v.businessDays.map(Number),
        fromHour: v.fromHour,
        endHour: v.endHour,
      },
    });
    notifyMessage(res.message);
    onDone();
  });

  const hoursError = form.errors.businessHours as string | undefined;

  return (
    <Stack gap="lg">
      <Title order={2}>Your business profile</Title>
      <Branding logo={p.businessLogo} banner={p.bannerUrl} />
      <BusinessAddress
        value={form.values.businessAddressId}
        onChange={(id) => form.setFieldValue('businessAddressId', id)}
        error={form.errors.businessAddressId as string | undefined}
      />
      <form onSubmit={submit} noValidate aria-label="Business profile">
        <Stack gap="md">
          <FormError error={error} />
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={3} size="h4">
                Branding
              </Title>
              <TextInput
                label="Business name"
                description="Use a real or registered business name."
                required
                autoComplete="organization"
                {...form.getInputProps('businessName')}
              />
              <TextInput
                label="Tagline"
                description="One line customers see under your name."
                required
                maxLength={100}
                {...form.getInputProps('tagline')}
              />
              <Textarea
                label="About your business"
                description="Markdown is allowed."
                autosize
                minRows={3}
                {...form.getInputProps('description')}
              />
              <Radio.Group
                label="Food permit"
                description="Shown on your dishes' labels."
                {...form.getInputProps('permitType')}
              >
                <Stack gap={6} mt="xs">
                  <Radio value="CFO" label="Cottage food operation (CFO): I cook at home" />
                  <Radio value="RES" label="Restaurant (RES): I cook in a licensed kitchen" />
                  <Radio value="" label="Not yet" />
                </Stack>
              </Radio.Group>
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={3} size="h4">
                Phones and e-mails
              </Title>
              <TextInput
                label="Business phone"
                description="Customers call it; robot calls about new orders go here."
                type="tel"
                autoComplete="tel"
                required
                {...form.getInputProps('businessPhone')}
              />
              <TextInput
                label="Personal phone"
                description="Optional. Only Potluck sees it."
                type="tel"
                {...form.getInputProps('phone')}
              />
              <TextInput
                label="Order e-mail"
                description="Where new orders are sent."
                type="email"
                autoComplete="email"
                required
                {...form.getInputProps('businessEmail')}
              />
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={3} size="h4">
                Business hours
              </Title>
              <Checkbox.Group label="Business days" {...form.getInputProps('businessDays')}>
                <Group gap="md" mt="xs">
                  {WEEKDAYS.map((d) => (
                    <Checkbox key={d.day} value={String(d.day)} label={d.label} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Group grow align="flex-start">
                <NativeSelect
                  label="Opens at"
                  data={[...TIME_SLOTS]}
                  aria-describedby={hoursError ? 'business-hours-error' : undefined}
                  {...form.getInputProps('fromHour')}
                />
                <NativeSelect
                  label="Closes at"
                  data={[...TIME_SLOTS]}
                  aria-describedby={hoursError ? 'business-hours-error' : undefined}
                  {...form.getInputProps('endHour')}
                />
              </Group>
              {hoursError && (
                <Text id="business-hours-error" role="alert" c="red.8" size="sm" fw={600}>
                  {hoursError}
                </Text>
              )}
            </Stack>
          </Card>
          <StepActions onBack={onBack} submitting={submitting} />
        </Stack>
      </form>
    </Stack>
  );
}

function Branding({ logo, banner }: { logo: string | null; banner: string | null }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={3} size="h4">
          Logo and banner
        </Title>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <ImageUpload
            kind="logo"
            url={logo}
            alt="Business logo"
            button="Upload a logo"
            hint="Square works best; we fit it in 512×512."
            w={120}
            h={120}
          />
          <ImageUpload
            kind="banner"
            url={banner}
            alt="Business banner"
            button="Upload a banner"
            hint="16:9; we crop it to 1600×900."
            w={240}
            h={135}
          />
        </Group>
      </Stack>
    </Card>
  );
}

function ImageUpload({
  kind,
  url,
  alt,
  button,
  hint,
  w,
  h,
}: {
  kind: 'logo' | 'banner';
  url: string | null;
  alt: string;
  button: string;
  hint: string;
  w: number;
  h: number;
}) {
  const upload = useUploadBranding(kind);
  const onFile = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (res) => notifyMessage(res.message),
      onError: (err) => notifyError(errorMessage(err)),
    });
  };
  return (
    <Stack gap={6} w={Math.max(w, 160)}>
      {url ? (
        <Image src={url} alt={alt} w={w} h={h} fit="cover" radius="md" />
      ) : (
        <Skeleton w={w} h={h} radius="md" animate={false} aria-hidden />
      )}
      <FileButton
        onChange={onFile}
        accept={IMAGE_TYPES}
        inputProps={{ 'aria-label': `${alt} file` }}
      >
        {(props) => (
          <Button variant="default" size="xs" loading={upload.isPending} {...props}>
            {button}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}

function BusinessAddress({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const list = useMyAddresses();
  const add = useAddAddress();
  const [adding, setAdding] = useState(false);
  const addressForm = useForm({
    mode: 'controlled',
    initialValues: { address1: '', city: '', state: '', zipcode: '' },
    validate: validateAddressFields,
  });
  const saveAddress = useFormSubmit(addressForm, async (v) => {
    const res = await add.mutateAsync({ ...v, name: 'Business', type: 'business' });
    onChange(res.address.id);
    addressForm.reset();
    setAdding(false);
    notifyMessage('Address added.');
  });

  const addresses = list.data?.addresses ?? [];
  const showForm = adding || (list.isSuccess && addresses.length === 0);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Business address
        </Title>
        {list.isLoading && <Skeleton h={36} />}
        {list.isError && (
          <LoadError
            title="Your addresses could not be loaded"
            onRetry={() => void list.refetch()}
          />
        )}
        {list.isSuccess && addresses.length === 0 && (
          <Alert color="yellow">{onboardingMessages.addAddress}</Alert>
        )}
        {addresses.length > 0 && (
          <NativeSelect
            label="Business address"
            description="Customers pick up here; search places your dishes here."
            value={value}
            error={error}
            onChange={(e) => onChange(e.currentTarget.value)}
            data={[
              { value: '', label: 'Choose an address' },
              ...addresses.map((a) => ({
                value: a.id,
                label: a.formattedAddress ?? [a.address1, a.city].filter(Boolean).join(', '),
              })),
            ]}
          />
        )}
        {!addresses.length && error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        {showForm ? (
          <form onSubmit={saveAddress.submit} noValidate aria-label="Add an address">
            <Stack gap="sm">
              <FormError error={saveAddress.error} />
              <AddressFields
                variant="compact"
                inputProps={(field) => addressForm.getInputProps(field)}
              />
              <Group>
                <Button type="submit" variant="light" loading={saveAddress.submitting}>
                  Save address
                </Button>
                {adding && (
                  <Button variant="subtle" onClick={() => setAdding(false)}>
                    Cancel
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        ) : (
          list.isSuccess && (
            <Button variant="subtle" onClick={() => setAdding(true)} w="fit-content">
              Add an address
            </Button>
          )
        )}
      </Stack>
    </Card>
  );
}
