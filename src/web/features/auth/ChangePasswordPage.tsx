import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { Dialog } from '../../components/Dialog';
import { FormError } from '../../components/FormError';
import { notifyError, notifyMessage } from '../../lib/notify';
import { RequireAuth } from '../../lib/RequireAuth';
import { useSession } from '../../lib/session';
import { errorMessage, useFormSubmit } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';
import { changePassword, requestAccountDeletion, useApplySession } from './auth-api';
import { changePasswordFormSchema } from './auth-forms';
import { PasswordField } from './fields';

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
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '' },
    validate: validateWith(changePasswordFormSchema(user?.email ?? undefined)),
  });

  const { submit, submitting, error } = useFormSubmit(form, async (values) => {
    await changePassword(values);
    form.reset();
    notifyMessage('Your password has been changed.');
  });

  return (
    <Section labelledBy="change-password-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="change-password-form">
            Your password
          </Title>
          <FormError error={error} />
          <PasswordField
            kind="current"
            label="Current password"
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordField
            kind="new"
            label="New password"
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
    </Section>
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
      notifyError(errorMessage(err));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Section labelledBy="delete-account-title">
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
    </Section>
  );
}

/** One titled card of the page; `labelledBy` is the id of its heading. */
function Section({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={labelledBy}
    >
      {children}
    </Paper>
  );
}
