import { lazy, Suspense } from 'react';
import { ActionIcon, Box, Burger, Button, Group, Indicator } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '#contracts/auth';
import { BellIcon, PotIcon } from '../../components/icons';
import { StandInInput } from '../../components/StandInInput';
import { firstUseModule, useFirstUse } from '../../lib/first-use';
import { bellBadge, bellLabel, type BellCounts } from './bell-label';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { drawerGroups, topBarItems } from './nav';
import { UserAvatar } from './UserAvatar';
import classes from './shell.module.css';

const UserMenu = lazy(async () => ({ default: (await import('./SignedInPanels')).UserMenu }));
// The quick search brings the search location, the combobox and its contracts: its own chunk,
// loaded when a person first reaches for the field (decision 075).
const quickSearchModule = firstUseModule(() => import('../../features/search/QuickSearch'));
const CartMenu = lazy(async () => ({
  default: (await import('../../features/cart/CartMenu')).CartMenu,
}));

/**
 * On phones the quick search needs the room: the top bar's links that the logo (home) or the side
 * drawer also reach give way to it there.
 */
const reachedElsewhere = new Set(['/', ...drawerGroups.flatMap((g) => g.items.map((i) => i.to))]);

// The parts that take no props are made once: when the session answers, the bar re-renders
// for its buttons, and React skips an element it has seen before instead of rendering the
// quick search's combobox again (Lighthouse TBT, decision 074).
const quickSearch = (
  <Box role="search" aria-label="Quick search" className={classes.quickSearch}>
    <QuickSearchOnFirstUse />
  </Box>
);
const colorSchemeToggle = <ColorSchemeToggle />;

/**
 * The quick search's stand-in until first use, then the quick search itself (which also caps the
 * text's length: the stand-in leaves it out, as the search contracts stay off the first screen).
 */
function QuickSearchOnFirstUse() {
  const { module, readHandoff, standInRef, start } = useFirstUse(quickSearchModule);
  if (module) return <module.QuickSearch readHandoff={readHandoff} />;
  return (
    <StandInInput
      inputRef={standInRef}
      onFirstUse={start}
      size="sm"
      aria-label="Search dishes"
      placeholder="Search dishes"
      rootStyle={{ width: '100%' }}
    />
  );
}

interface TopBarProps {
  user: SessionUser | null;
  sessionLoading: boolean;
  navOpened: boolean;
  onOpenNav: () => void;
  onOpenNotifications: () => void;
  /** Unread notifications and open prompts of the notifications drawer. */
  notificationCounts: BellCounts;
}

export function TopBar({
  user,
  sessionLoading,
  navOpened,
  onOpenNav,
  onOpenNotifications,
  notificationCounts,
}: TopBarProps) {
  const { pathname } = useLocation();
  const badge = bellBadge(notificationCounts);
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        {user && (
          <Burger
            size="sm"
            opened={navOpened}
            onClick={onOpenNav}
            aria-label="Open navigation"
            aria-haspopup="dialog"
          />
        )}
        <Link to="/" className={classes.logo}>
          <PotIcon size={26} className={classes.logoMark} />
          <span className={classes.logoWord}>Potluck</span>
        </Link>
      </Group>

      {quickSearch}

      <Group gap={6} wrap="nowrap">
        {user && (
          <Group component="nav" aria-label="Top" gap={4} wrap="nowrap">
            {topBarItems.map(({ label, to, icon: Icon }) => (
              <ActionIcon
                key={to}
                component={Link}
                to={to}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={label}
                visibleFrom={reachedElsewhere.has(to) ? 'sm' : undefined}
                aria-current={pathname === to ? 'page' : undefined}
                className={pathname === to ? classes.activeNav : undefined}
              >
                <Icon />
              </ActionIcon>
            ))}
          </Group>
        )}
        {colorSchemeToggle}
        {user ? (
          <>
            <Suspense fallback={null}>
              <CartMenu />
            </Suspense>
            <Indicator label={badge} size={18} offset={6} disabled={badge === 0} zIndex={1}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={bellLabel(notificationCounts)}
                aria-haspopup="dialog"
                onClick={onOpenNotifications}
              >
                <BellIcon />
              </ActionIcon>
            </Indicator>
            <Suspense
              fallback={
                <Box p={4}>
                  <UserAvatar user={user} />
                </Box>
              }
            >
              <UserMenu user={user} />
            </Suspense>
          </>
        ) : sessionLoading ? null : (
          <>
            <Button component={Link} to="/signup" size="compact-md" px="sm">
              Sign up
            </Button>
            <Button component={Link} to="/signin" size="compact-md" px="sm" variant="default">
              Log in
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
