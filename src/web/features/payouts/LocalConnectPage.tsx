import { useSearchParams } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  Code,
  Container,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import {
  bankAccountErrors,
  TEST_ACCOUNT_CLOSED,
  TEST_ACCOUNT_OK,
  TEST_ACCOUNT_REFUSED,
  TEST_ROUTING_NUMBER,
  type BankAccountInput,
} from '#domain/bank-account';
import { FormError } from '../../components/FormError';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { validateWith } from '../../lib/validate-with';
import { submitLocalOnboarding } from './payouts-api';

/**
 * The local test payout provider's hosted onboarding (what connect.stripe.com is for Stripe
 * Connect): the chef enters the bank account here, the provider keeps only its last four digits
 * and sends the browser back to Potluck's success or fail page.
 */
/** A light alert's coloured title is too faint to read; the title takes the text colour. */

export function LocalConnectPage() {
  const [params] = useSearchParams();
  const link = {
    account: params.get('account') ?? '',
    token: params.get('token') ?? '',
    returnUrl: params.get('return_url') ?? '',
    refreshUrl: params.get('refresh_url') ?? '',
  };
  const complete = Object.values(link).every((v) => v.length > 0);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group gap="sm">
          <Badge color="grape.9" variant="filled" radius="sm">
            Test mode
          </Badge>
          <Text size="sm" c="dimmed">
            Local test payout provider
          </Text>
        </Group>
        <Title order={1}>Local test payout provider: connect a bank account</Title>
        <Text>
          This page stands in for the payout provider&apos;s own onboarding (such as Stripe
          Connect). No money moves and no real bank is contacted. Only the bank&apos;s name and the
          last four digits of the account number are kept.
        </Text>
        <TestNumbers />
        {complete ? (
          <BankForm link={link} />
        ) : (
          <Alert
            color="red"
            role="alert"

            title="This onboarding link is incomplete"
          >
            Go back to Potluck and start connecting your deposit account again.
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function TestNumbers() {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Test bank accounts
        </Title>
        <Text size="sm">
          Routing number <Code>{TEST_ROUTING_NUMBER}</Code> with one of these account numbers:
        </Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Account number</Table.Th>
              <Table.Th scope="col">Result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>
                <Code>{TEST_ACCOUNT_OK}</Code>
              </Table.Td>
              <Table.Td>Payouts enabled</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>
                <Code>{TEST_ACCOUNT_REFUSED}</Code>
              </Table.Td>
              <Table.Td>Refused: the account cannot be verified</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>
                <Code>{TEST_ACCOUNT_CLOSED}</Code>
              </Table.Td>
              <Table.Td>Refused: the account is closed</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

/**
 * The bank account checks are the payout provider's (#domain/bank-account), which its hosted
 * form and its server share; our contract only carries the fields to it. So the form's schema
 * is the provider's rule as zod issues, field by field.
 */
const bankAccountFormSchema = z.custom<BankAccountInput>().superRefine((values, ctx) => {
  for (const [field, message] of Object.entries(bankAccountErrors(values)))
    ctx.addIssue({ code: 'custom', path: [field], message });
});

function BankForm({
  link,
}: {
  link: { account: string; token: string; returnUrl: string; refreshUrl: string };
}) {
  const form = useForm<BankAccountInput>({
    initialValues: { accountHolderName: '', routingNumber: '', accountNumber: '' },
    validate: validateWith(bankAccountFormSchema),
  });
  const { submit, submitting, error } = useFormSubmit(form, async (values) => {
    const { redirectUrl } = await submitLocalOnboarding({ ...link, ...values });
    window.location.assign(redirectUrl);
  });
  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          Bank account for payouts
        </Title>
        <FormError error={error} />
        <TextInput
          label="Account holder name"
          autoComplete="name"
          required
          {...form.getInputProps('accountHolderName')}
        />
        <TextInput
          label="Routing number"
          description="9 digits"
          inputMode="numeric"
          autoComplete="off"
          required
          {...form.getInputProps('routingNumber')}
        />
        <TextInput
          label="Account number"
          description="4 to 17 digits"
          inputMode="numeric"
          autoComplete="off"
          required
          {...form.getInputProps('accountNumber')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            Connect bank account
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
