import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { AppShell, Center, Loader } from '@mantine/core';
import { useMobileMode } from '../../lib/mobile';
import { useSession } from '../../lib/session';
import { GlobalSpinner } from './GlobalSpinner';
import { TopBar } from './TopBar';
import { useProfilePrompts } from './use-profile-prompts';
import classes from './shell.module.css';

const loadPanels = () => import('./SignedInPanels');
// The footer sits below every page's content, out of the first screen: it loads in its own
// chunk so the first download stays within the home route's budget.
const Footer = lazy(async () => ({ default: (await import('./Footer')).Footer }));
const SideDrawer = lazy(async () => ({ default: (await loadPanels()).SideDrawer }));
const NotificationsDrawer = lazy(async () => ({
  default: (await loadPanels()).NotificationsDrawer,
}));
const UnreadNotificationsCount = lazy(async () => ({
  default: (await loadPanels()).UnreadNotificationsCount,
}));

// The scroll-to-top button shows once the page is scrolled: its code (Affix, Transition, the
// window-scroll hook) loads at the first scroll, not with the first screen (decision 073).
const ScrollToTop = lazy(async () => ({ default: (await import('./ScrollToTop')).ScrollToTop }));

/** True from the page's first scroll on. */
function useScrolledOnce(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (window.scrollY > 0) return setScrolled(true);
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

// The page, made once: when the shell re-renders (the route, the first scroll), a new element
// here would make React adopt a prerendered page (decision 073) in one long synchronous task
// instead of in the slices of its transition. The page follows the route through the router's
// context.
const page = (
  <Suspense
    fallback={
      <Center h={200}>
        <Loader role="status" aria-label="Loading" />
      </Center>
    }
  >
    <Outlet />
  </Suspense>
);

// Made once too, so the session's answer does not render them again (decision 074).
const spinner = <GlobalSpinner />;
const footer = (
  <Suspense fallback={null}>
    <Footer />
  </Suspense>
);

// Only people with an unverified e-mail download the prompt (it pulls in the zod contracts).
const VerifyEmailPrompt = lazy(async () => ({
  default: (await import('../../lib/VerifyEmailPrompt')).VerifyEmailPrompt,
}));

const MAIN_ID = 'main-content';
const HEADER_HEIGHT = 60;

type Panel = 'nav' | 'notifications' | null;

export function AppShellLayout() {
  const mobile = useMobileMode();
  const scrolled = useScrolledOnce();
  const showChrome = !mobile;

  // The layout itself reads no session: the parts that show it (ShellChrome, VerifyEmailNotice)
  // re-render alone when it answers. Re-rendering AppShell here would hand its context a new
  // value above the page, and React then adopts a still-prerendered home page in one
  // synchronous task to pass it on (a 0.2 s long task in Lighthouse, decision 074).
  return (
    <AppShell
      header={showChrome ? { height: HEADER_HEIGHT } : undefined}
      padding={0}
      style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}
    >
      <a href={`#${MAIN_ID}`} className={classes.skipLink}>
        Skip to content
      </a>
      <ShellChrome showChrome={showChrome} />
      <AppShell.Main
        id={MAIN_ID}
        tabIndex={-1}
        className={classes.main}
        style={{ flex: 1, minHeight: 0 }}
      >
        {/* Fixed at the top of the window; inside main so it belongs to a landmark (axe). */}
        {spinner}
        <VerifyEmailNotice />
        {page}
      </AppShell.Main>
      {footer}
      {scrolled && (
        <Suspense fallback={null}>
          <ScrollToTop focusTargetId={MAIN_ID} />
        </Suspense>
      )}
    </AppShell>
  );
}

/** The top bar and what the session opens from it: the drawers and the unread count. */
function ShellChrome({ showChrome }: { showChrome: boolean }) {
  const { user, isLoading } = useSession();
  const prompts = useProfilePrompts(user);
  // The bell counts unread notifications too (read in the signed-in chunk, kept live).
  const [unread, setUnread] = useState(0);
  const [panel, setPanel] = useState<Panel>(null);
  // Drawers mount on first use and stay mounted, so closing animates and focus returns.
  const [panelsUsed, setPanelsUsed] = useState(false);
  const open = (p: Exclude<Panel, null>) => {
    setPanelsUsed(true);
    setPanel(p);
  };
  const close = () => setPanel(null);

  useEffect(() => {
    // Warm the signed-in chunk while the person reads, so the first click is instant.
    if (user && showChrome) void loadPanels();
  }, [user, showChrome]);

  const signedIn = Boolean(user);

  return (
    <>
      {showChrome && (
        <AppShell.Header>
          <TopBar
            user={user}
            sessionLoading={isLoading}
            navOpened={panel === 'nav'}
            onOpenNav={() => open('nav')}
            onOpenNotifications={() => open('notifications')}
            notificationCounts={{ unread: signedIn ? unread : 0, prompts: prompts.length }}
          />
        </AppShell.Header>
      )}
      {signedIn && (
        <Suspense fallback={null}>
          <UnreadNotificationsCount onCount={setUnread} />
        </Suspense>
      )}
      {showChrome && signedIn && panelsUsed && (
        <Suspense fallback={null}>
          <SideDrawer opened={panel === 'nav'} onClose={close} />
          <NotificationsDrawer
            opened={panel === 'notifications'}
            onClose={close}
            prompts={prompts}
          />
        </Suspense>
      )}
    </>
  );
}

/** The reminder to verify the e-mail address, for people who have not. */
function VerifyEmailNotice() {
  const { user } = useSession();
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailPrompt />
    </Suspense>
  );
}
