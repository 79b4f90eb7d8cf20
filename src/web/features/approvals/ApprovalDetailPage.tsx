import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Container,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  REJECT_REASON_MAX,
  REJECT_REASON_MIN,
  type AdminAction,
  type ApprovalDetail,
} from '#contracts/approvals';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Dialog } from '../../components/Dialog';
import { LoadError } from '../../components/LoadError';
import { formatDateTime, formatMoney } from '../../lib/format';
import { notifyMessage } from '../../lib/notify';
import { errorMessage } from '../../lib/useFormSubmit';
import { useApproval, useDecide } from './approvals-api';
import { actionLabels, applicantName, kindLabels, queueLabels, queueColors } from './labels';
import { RequireAdmin } from '../../lib/RequireAdmin';

export function ApprovalDetailRoute() {
  return (
    <RequireAdmin>
      <ApprovalDetailPage />
    </RequireAdmin>
  );
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const payoutLabels: Record<ApprovalDetail['payout']['status'], string> = {
  none: 'Not set up',
  pending: 'Pending',
  enabled: 'Payouts enabled',
  failed: 'Refused by the provider',
};
const commissionLabels = {
  commission_15: '15% commission, no customer service fee',
  service_fee_15: '0% commission, 15% customer service fee',
} as const;

function ApprovalDetailPage() {
  const { chefId = '' } = useParams();
  const q = useApproval(chefId);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Anchor component={Link} to="/admin/approvals">
            ← All applications
          </Anchor>
          <Anchor component={Link} to={`/admin/money/chefs/${chefId}`}>
            Ledger and payouts
          </Anchor>
        </Group>
        {q.isPending && (
          <Stack gap="sm" role="status" aria-label="Loading the application">
            <Skeleton height={40} width="50%" />
            <Skeleton height={220} />
          </Stack>
        )}
        {q.isError && (
          <>
            <Title order={1}>Application</Title>
            <LoadError
              title="The application could not be loaded"
              message={errorMessage(q.error)}
              onRetry={() => void q.refetch()}
            />
          </>
        )}
        {q.data && <Application app={q.data.application} />}
      </Stack>
    </Container>
  );
}

function Application({ app }: { app: ApprovalDetail }) {
  const name = applicantName(app);
  return (
    <Stack gap="lg">
      {app.bannerUrl && (
        <Image src={app.bannerUrl} alt={`${name} banner`} radius="md" h={180} fit="cover" />
      )}
      <Group wrap="nowrap" align="center">
        <Avatar src={app.logoUrl} alt={`${name} logo`} size="xl" radius="md">
          {name.slice(0, 1)}
        </Avatar>
        <Stack gap={4}>
          <Title order={1}>{name}</Title>
          {app.tagline && <Text c="dimmed">{app.tagline}</Text>}
          <Group gap="xs">
            <Badge color={queueColors[app.queue]} variant="filled" radius="sm">
              {queueLabels[app.queue]}
            </Badge>
            {app.producerKind && (
              <Badge variant="outline" color="gray.8" radius="sm">
                {kindLabels[app.producerKind]}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      <Decision app={app} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section title="Application">
          <Facts
            rows={[
              ['Owner', app.name],
              ['Handle', app.handle ? `@${app.handle}` : null],
              ['Permit', app.permitType],
              ['Applied', app.applyDate && formatDateTime(app.applyDate)],
              ['Submitted', app.submittedAt ? formatDateTime(app.submittedAt) : 'Not yet'],
              ['Decided', app.decidedAt && formatDateTime(app.decidedAt)],
              ['Decided by', app.decidedBy],
              ['Reason', app.note],
            ]}
          />
        </Section>
        <Section title="Contacts">
          <Facts
            rows={[
              ['Account e-mail', app.contacts.email],
              ['Phone', app.contacts.phone],
              ['Business phone', app.contacts.businessPhone],
              ['Order e-mail', app.contacts.businessEmail],
              ['Website', app.contacts.website],
            ]}
          />
        </Section>
        <Section title="Business hours and addresses">
          <Facts
            rows={[
              [
                'Hours',
                app.businessHours
                  ? `${app.businessHours.businessDays.map((d) => DAYS[d]).join(', ')}, ${app.businessHours.fromHour}–${app.businessHours.endHour}`
                  : 'Not set',
              ],
            ]}
          />
          {app.addresses.length === 0 ? (
            <Text size="sm" c="dimmed">
              No address yet.
            </Text>
          ) : (
            <List size="sm" spacing={4}>
              {app.addresses.map((a, i) => (
                <List.Item key={i}>
                  {[a.name, a.formattedAddress].filter(Boolean).join(': ')}
                  {a.type ? ` (${a.type})` : ''}
                </List.Item>
              ))}
            </List>
          )}
        </Section>
        <Section title="Catalogue">
          <Facts
            rows={[
              ['Products', String(app.products.count)],
              ['Menus', String(app.menusCount)],
            ]}
          />
          {app.products.names.length > 0 && (
            <List size="sm" spacing={2}>
              {app.products.names.map((n, i) => (
                <List.Item key={i}>{n}</List.Item>
              ))}
            </List>
          )}
        </Section>
        <Section title="Order settings">
          {app.orderSettings ? (
            <Facts
              rows={[
                ['Minimum order', formatMoney(app.orderSettings.minimumOrderCents)],
                ['Default lead time', `${app.orderSettings.defaultLeadTimeMinutes} minutes`],
                ['Call robot', app.orderSettings.callRobot ? 'On' : 'Off'],
                ['Pre-orders', app.orderSettings.disablePreOrder ? 'Disabled' : 'Allowed'],
                [
                  'Pickup / delivery',
                  [
                    app.orderSettings.offersPickup ? 'Pickup' : null,
                    app.orderSettings.offersDelivery ? 'Delivery' : null,
                  ]
                    .filter(Boolean)
                    .join(', ') || 'None',
                ],
                ['Fees', commissionLabels[app.orderSettings.commissionStructure]],
              ]}
            />
          ) : (
            <Text size="sm" c="dimmed">
              Not set yet.
            </Text>
          )}
        </Section>
        <Section title="Payouts and go-live options">
          <Facts
            rows={[
              ['Deposit account', payoutLabels[app.payout.status]],
              [
                'Bank',
                app.payout.bankName || app.payout.last4
                  ? `${app.payout.bankName ?? 'Bank account'}${app.payout.last4 ? ` ending in ${app.payout.last4}` : ''}`
                  : null,
              ],
              [
                'Asked for',
                [
                  app.goLiveOptions.tablet ? 'Tablet' : null,
                  app.goLiveOptions.robotCalls ? 'Robot calls' : null,
                  app.goLiveOptions.freeVideo ? 'Free video' : null,
                  app.goLiveOptions.marketing ? 'Free marketing' : null,
                ]
                  .filter(Boolean)
                  .join(', ') || 'Nothing extra',
              ],
            ]}
          />
        </Section>
      </SimpleGrid>
      <History items={app.history} />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Facts({ rows }: { rows: [string, string | null | undefined][] }) {
  return (
    <Stack gap={4} component="dl" m={0}>
      {rows.map(([label, value]) => (
        <Group key={label} gap="xs" wrap="nowrap" align="baseline">
          <Text component="dt" size="sm" fw={600} miw={120}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function History({ items }: { items: AdminAction[] }) {
  return (
    <Section title="History">
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No decisions yet.
        </Text>
      ) : (
        <List spacing="xs" size="sm">
          {items.map((a) => (
            <List.Item key={a.id}>
              {actionLabels[a.action]} by {a.admin.name ?? a.admin.email} on{' '}
              {formatDateTime(a.createdAt)}
              {a.reason ? ` — “${a.reason}”` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}

/** Approve (with a confirmation) or reject (with a required reason) a submitted application. */
function Decision({ app }: { app: ApprovalDetail }) {
  const decide = useDecide(app.chefId);
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const name = applicantName(app);
  if (!app.canDecide) {
    return app.queue === 'onboarding' ? (
      <Alert color="blue" title="Not submitted yet">
        This chef is still completing onboarding. You can decide once they submit the application.
      </Alert>
    ) : null;
  }
  const failure = decide.isError ? errorMessage(decide.error) : null;
  const done = (message: string) => {
    setConfirming(false);
    setRejecting(false);
    notifyMessage(message);
  };
  const submitReject = () => {
    const text = reason.trim();
    if (text.length < REJECT_REASON_MIN) {
      setReasonError(`Give a reason of at least ${REJECT_REASON_MIN} characters.`);
      return;
    }
    decide.mutate({ approve: false, reason: text }, { onSuccess: (d) => done(d.message) });
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text>
          This application is waiting for a decision. The chef is notified either way; approval
          makes their dishes orderable and their profile searchable.
        </Text>
        <Group>
          <Button
            color="teal.9"
            onClick={() => {
              decide.reset();
              setConfirming(true);
            }}
          >
            Approve
          </Button>
          <Button
            color="red.9"
            variant="outline"
            onClick={() => {
              decide.reset();
              setReasonError(null);
              setRejecting(true);
            }}
          >
            Reject
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Approve this application?"
        confirmLabel="Approve application"
        loading={decide.isPending}
        onConfirm={() => decide.mutate({ approve: true }, { onSuccess: (d) => done(d.message) })}
      >
        <Stack gap="xs">
          <Text>{name} will be able to take orders, and customers will find them in search.</Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </ConfirmDialog>
      <Dialog
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title="Reject this application?"
        centered
      >
        <Stack>
          <Text>Tell {name} what to change. They see this reason.</Text>
          <Textarea
            label="Reason for rejecting"
            required
            autosize
            minRows={3}
            maxLength={REJECT_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
            description={`${REJECT_REASON_MAX - reason.length} characters left`}
            error={reasonError ?? undefined}
            data-autofocus
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
            <Button color="red.9" loading={decide.isPending} onClick={submitReject}>
              Reject application
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Paper>
  );
}
