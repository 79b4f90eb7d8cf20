import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { checkPassword, passwordPolicyHint } from '#domain/password';
import { Dialog } from '../../components/Dialog';
import { ApiError } from '../../lib/api';
import { notifyError, notifyMessage } from '../../lib/notify';
import { RequireAuth } from '../../lib/RequireAuth';
import { useSession } from '../../lib/session';
import { changePassword, requestAccountDeletion, useApplySession } from './auth-api';

export function ChangePasswordPage() {
  return (
    <RequireAuth>
      <Container size={560} px="md" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="xl">
          <Title order={1} size="h2">
            Change password
          </Title>
          <ChangePasswordForm />
          <DeleteAccountSection />
        </Stack>
      </Container>
    </RequireAuth>
  );
}

function ChangePasswordForm() {
  const { user } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '' },
    validate: {
      currentPassword: (v) => (v ? null : 'Enter your current password.'),
      newPassword: (v) => checkPassword(v, user?.email),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setSubmitting(true);
    try {
      await changePassword(values);
      form.reset();
      notifyMessage('Your password has been changed.');
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) form.setErrors(err.fields);
      else setError(err instanceof ApiError ? err.message : 'Something went wrong.');
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="change-password-form"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="change-password-form">
            Your password
          </Title>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New password"
            description={passwordPolicyHint}
            autoComplete="new-password"
            required
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <Text size="sm" c="dimmed">
            Changing your password signs you out on your other devices.
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function DeleteAccountSection() {
  const [opened, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const applySession = useApplySession();

  const confirm = async () => {
    setSubmitting(true);
    try {
      await requestAccountDeletion(reason.trim() || undefined);
      close();
      await applySession({ user: null });
      await navigate('/', { replace: true });
      notifyMessage('We received your request to delete your account. You have been signed out.');
    } catch (err) {
      notifyError(err instanceof ApiError ? err.message : 'Something went wrong.');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="delete-account-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="delete-account-title">
          Delete my account
        </Title>
        <Text size="sm">
          We will delete your account and its data once we have processed your request. You will be
          signed out everywhere right away.
        </Text>
        <Divider />
        <Group justify="flex-end">
          <Button color="red.9" variant="outline" onClick={open}>
            Delete my account
          </Button>
        </Group>
      </Stack>
      <Dialog opened={opened} onClose={close} title="Delete your account?" centered>
        <Stack gap="md">
          <Text size="sm">
            This signs you out and asks us to delete your account. It cannot be undone.
          </Text>
          <Textarea
            label="Why are you leaving? (optional)"
            autosize
            minRows={2}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button color="red.9" loading={submitting} onClick={() => void confirm()}>
              Yes, delete my account
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Paper>
  );
}
