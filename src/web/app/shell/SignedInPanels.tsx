import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Loader,
  Drawer,
  Indicator,
  Menu,
  VisuallyHidden,
  NavLink,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  Paper,
  Group,
} from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '#contracts/auth';
import { MAX_VERIFICATION_EMAILS } from '#domain/verification';
import { useSession } from '../../lib/session';
import { useUnreadCount } from '../../features/messaging/messaging-api';
import { useOrdersUnderWay } from '../../features/orders/orders-api';
import { OrdersUnderWay } from '../../features/orders/OrdersUnderWay';
import { useOrdersLive } from '../../features/orders/use-orders-live';
import {
  CheckCircleIcon,
  CreditCardIcon,
  DocumentIcon,
  LogoutIcon,
  MailIcon,
  MapPinIcon,
  UserIcon,
} from '../../components/icons';
import { DrawerNotifications } from './DrawerNotifications';
import { drawerGroups } from './nav';
import { useNotifications, useNotificationsLive } from './notifications-api';
import type { ShellPrompt } from './prompts';
import { UserAvatar } from './UserAvatar';
import { useSignOut } from './use-sign-out';

// Loaded only for signed-in people, so guests never download menus and drawers.

export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const { data: unread = 0 } = useUnreadCount();
  return (
    // Kept inside the banner (no portal) so the open menu stays within a landmark; no focus
    // placeholder (a focusable role="presentation" div fails axe): the first item takes focus.
    <Menu
      position="bottom-end"
      width={200}
      shadow="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton
          aria-label={user.profile.name || user.email || 'Your account'}
          p={4}
          style={{ borderRadius: 'var(--mantine-radius-xl)' }}
        >
          {/* A dot for unread messages; the count is spoken by the Inbox item. */}
          <Indicator disabled={unread === 0} size={10} offset={4} position="top-start" zIndex={1}>
            <UserAvatar user={user} />
          </Indicator>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/my/profile" leftSection={<UserIcon size={16} />}>
          My profile
        </Menu.Item>
        <Menu.Item component={Link} to="/invite/list" leftSection={<MailIcon size={16} />}>
          Invitations
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/messages"
          leftSection={<MailIcon size={16} />}
          rightSection={
            unread > 0 ? (
              <Badge size="sm" circle={unread < 10}>
                {unread}
                <VisuallyHidden> unread</VisuallyHidden>
              </Badge>
            ) : null
          }
        >
          Inbox
        </Menu.Item>
        <Menu.Item leftSection={<LogoutIcon size={16} />} onClick={() => void signOut()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Mantine's Drawer with its header as a plain div: a second <header> would be a second banner landmark. */
function ShellDrawer(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  position: 'left' | 'right';
  size: number;
  children: ReactNode;
}) {
  // The drawers mount already open on first use, before Mantine's focus return has seen the
  // opener (it records it only when `opened` changes): remember it here, on every opening,
  // and give focus back to it on close.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (props.opened) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    } else if (opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [props.opened]);
  return (
    <Drawer.Root
      opened={props.opened}
      onClose={props.onClose}
      position={props.position}
      size={props.size}
      returnFocus={false}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title fw={700}>{props.title}</Drawer.Title>
          <Drawer.CloseButton aria-label={props.closeLabel} />
        </Drawer.Header>
        <Drawer.Body>{props.children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

export function SideDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const { user } = useSession();
  return (
    <ShellDrawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      closeLabel="Close navigation"
      position="left"
      size={300}
    >
      <nav aria-label="Main">
        <Stack gap="md">
          {drawerGroups.map((group) => (
            <div key={group.label ?? 'main'}>
              {group.label && (
                <Text component="h3" size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
                  {group.label}
                </Text>
              )}
              {group.items.map(({ label, to, icon: Icon }) => (
                <NavLink
                  key={to}
                  component={Link}
                  to={to}
                  label={label}
                  leftSection={<Icon size={18} />}
                  active={pathname === to}
                  aria-current={pathname === to ? 'page' : undefined}
                  onClick={onClose}
                />
              ))}
            </div>
          ))}
          {user?.profile.type === 'chef' && (
            <NavLink
              component={Link}
              to="/product/list"
              label="Business portal"
              leftSection={<CheckCircleIcon size={18} />}
              active={pathname === '/product/list'}
              aria-current={pathname === '/product/list' ? 'page' : undefined}
              onClick={onClose}
            />
          )}
          {user?.isAdmin && (
            <NavLink
              component={Link}
              to="/admin/approvals"
              label="Approvals"
              leftSection={<CheckCircleIcon size={18} />}
              active={pathname.startsWith('/admin/approvals')}
              aria-current={pathname === '/admin/approvals' ? 'page' : undefined}
              onClick={onClose}
            />
          )}
          {user?.isAdmin && (
            <NavLink
              component={Link}
              to="/admin/money"
              label="Money"
              leftSection={<CreditCardIcon size={18} />}
              active={pathname.startsWith('/admin/money')}
              aria-current={pathname === '/admin/money' ? 'page' : undefined}
              onClick={onClose}
            />
          )}
          {user?.isAdmin && (
            <NavLink
              component={Link}
              to="/admin/content"
              label="Content"
              leftSection={<DocumentIcon size={18} />}
              active={pathname.startsWith('/admin/content')}
              aria-current={pathname === '/admin/content' ? 'page' : undefined}
              onClick={onClose}
            />
          )}
          {user?.isAdmin && (
            <NavLink
              component={Link}
              to="/admin/support"
              label="Support inbox"
              leftSection={<MailIcon size={18} />}
              active={pathname.startsWith('/admin/support')}
              aria-current={pathname === '/admin/support' ? 'page' : undefined}
              onClick={onClose}
            />
          )}
          <NavLink
            component="button"
            label="Logout"
            leftSection={<LogoutIcon size={18} />}
            onClick={() => {
              onClose();
              void signOut();
            }}
          />
        </Stack>
      </nav>
    </ShellDrawer>
  );
}

function PromptCard({ prompt, onNavigate }: { prompt: ShellPrompt; onNavigate: () => void }) {
  const { user } = useSession();
  // The resend button lives in the verification banner above the page (one instance, so its
  // count and "sent" state stay consistent); the drawer points to it.
  const canResend = Boolean(user && user.verificationEmailCount < MAX_VERIFICATION_EMAILS);
  const icon = prompt.id === 'add-address' ? <MapPinIcon size={18} /> : <MailIcon size={18} />;
  return (
    <Paper withBorder p="md">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" radius="xl" size="lg">
          {icon}
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Text size="sm" fw={500}>
            {prompt.message}
          </Text>
          {prompt.id === 'add-address' && (
            <Button
              component={Link}
              to={prompt.to}
              size="xs"
              variant="light"
              onClick={onNavigate}
              style={{ alignSelf: 'flex-start' }}
            >
              Add an address
            </Button>
          )}
          {prompt.id === 'invitation' && (
            <Button
              component={Link}
              to={prompt.to}
              size="xs"
              variant="light"
              onClick={onNavigate}
              style={{ alignSelf: 'flex-start' }}
            >
              See the invitation
            </Button>
          )}
          {prompt.id === 'notification-settings' && (
            <Button
              component={Link}
              to={prompt.to}
              size="xs"
              variant="light"
              onClick={onNavigate}
              style={{ alignSelf: 'flex-start' }}
            >
              Choose notification settings
            </Button>
          )}
          {prompt.id === 'verify-email' && (
            <Text size="xs" c="dimmed">
              {canResend
                ? 'Follow the link in the e-mail we sent you, or use “Resend verification e-mail” at the top of the page.'
                : 'Follow the link in the e-mail we sent you.'}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

export function NotificationsDrawer({
  opened,
  onClose,
  prompts,
}: {
  opened: boolean;
  onClose: () => void;
  prompts: ShellPrompt[];
}) {
  const { user } = useSession();
  // Read while the drawer is open, and read again when a live event says they changed (the
  // shell keeps the notifications fresh for the bell's count).
  useOrdersLive();
  const underWay = useOrdersUnderWay(user?.profile.type === 'chef', opened);
  const notifications = useNotifications(opened);
  const list = notifications.data?.notifications ?? [];
  const unread = notifications.data?.unread ?? 0;
  const failed = notifications.isError || underWay.isError;
  const empty = prompts.length === 0 && underWay.orders.length === 0 && list.length === 0;
  const loading = underWay.isPending || (opened && notifications.isPending);
  const retry = () => {
    void notifications.refetch();
    underWay.refetch();
  };
  return (
    <ShellDrawer
      opened={opened}
      onClose={onClose}
      title="Notifications"
      closeLabel="Close notifications"
      position="right"
      size={340}
    >
      {failed && (
        <Alert color="red" role="alert" mb="md">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Unable to load your notifications and orders.</Text>
            <Button size="compact-sm" variant="default" onClick={retry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {empty && loading ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading notifications" />
        </Center>
      ) : empty && failed ? null : empty ? (
        <Stack align="center" gap="xs" py="xl">
          <ThemeIcon variant="light" radius="xl" size={48}>
            <CheckCircleIcon size={26} />
          </ThemeIcon>
          <Text fw={600}>You're all caught up.</Text>
          <Text size="sm" c="dimmed" ta="center">
            New notifications will appear here.
          </Text>
        </Stack>
      ) : (
        <Stack gap="md">
          <DrawerNotifications notifications={list} unread={unread} onNavigate={onClose} />
          <OrdersUnderWay orders={underWay.orders} onNavigate={onClose} />
          {prompts.length > 0 && (
            <Stack gap="sm">
              {prompts.map((p) => (
                <PromptCard
                  key={p.id === 'invitation' ? p.key : p.id}
                  prompt={p}
                  onNavigate={onClose}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </ShellDrawer>
  );
}

/** Reports my unread notifications to the shell's bell, re-read on each live notification. */
export function UnreadNotificationsCount({ onCount }: { onCount: (n: number) => void }) {
  const notifications = useNotifications(true);
  useNotificationsLive();
  const unread = notifications.data?.unread ?? 0;
  useEffect(() => onCount(unread), [unread, onCount]);
  return null;
}
