import { test, expect, checkScreen, uniqueEmail } from './fixtures';
import { SIGN_UP_AGREEMENT_VERSION } from '../src/domain/legal';

// The app shell around every screen: top bar, drawers, footer, scroll-to-top, mobile mode.

test('a guest sees the landing page with sign-up and log-in', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('local food');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/signup',
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2026 Potluck');
  await expect(footer).toContainText('Potluck 1.4.2');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
  await checkScreen(page, 'home-guest');
});

test('the landing page passes axe in dark mode too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await checkScreen(page, 'home-guest-dark');
});

test('an unknown path lands on the not-found page', async ({ page }) => {
  await page.goto('/some/unknown/path');
  await expect(page).toHaveURL(/\/notFound$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await checkScreen(page, 'not-found');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('mobile=true hides the top bar and keeps it hidden inside the app', async ({ page }) => {
  await page.goto('/?mobile=true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible(); // the page's own link
  await expect(page.getByRole('contentinfo')).toContainText('© 2026 Potluck');
  await checkScreen(page, 'home-mobile');

  // An in-app navigation without the parameter keeps mobile mode for the session.
  await page.goto('/notFound');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a signed-in person uses the user menu, side drawer and notifications, then logs out', async ({
  page,
  baseURL,
}) => {
  const name = 'Robin Shell';
  const res = await page.request.post('/api/v1/auth/signup', {
    data: {
      email: uniqueEmail('shell'),
      agreementVersion: SIGN_UP_AGREEMENT_VERSION,
      password: 'Correct-horse-battery-9',
      name,
    },
    headers: { origin: baseURL ?? '' },
  });
  expect(res.ok(), await res.text()).toBe(true);

  await page.goto('/');
  const banner = page.getByRole('banner');
  const userMenu = banner.getByRole('button', { name });
  await expect(userMenu).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Welcome back, Robin/ })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await checkScreen(page, 'shell-user-menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeHidden();

  await banner.getByRole('button', { name: 'Open navigation' }).click();
  const nav = page.getByRole('dialog', { name: 'Menu' });
  await expect(nav.getByRole('link', { name: 'Search foods' })).toHaveAttribute('href', '/foods');
  await expect(nav.getByRole('link', { name: 'Find chefs' })).toHaveAttribute('href', '/chefs');
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Accounts' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Addresses' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Change password' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await checkScreen(page, 'shell-side-drawer');
  await nav.getByRole('button', { name: 'Close navigation' }).click();
  await expect(nav).toBeHidden();

  // A new account has neither a verified e-mail, nor an address, nor notification settings:
  // three prompts on the bell.
  const bell = banner.getByRole('button', { name: 'Notifications' });
  await expect(banner.getByText('3', { exact: true })).toBeVisible();
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByText('Your account is not verified yet.')).toBeVisible();
  await expect(drawer.getByText('You need to add at least one address.')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Add an address' })).toHaveAttribute(
    'href',
    '/profile/address',
  );
  await expect(drawer.getByText('Notification settings not set.')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Choose notification settings' })).toHaveAttribute(
    'href',
    '/settings/notification',
  );
  await checkScreen(page, 'shell-notifications');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(banner.getByRole('button', { name })).toHaveCount(0);
  await page.reload();
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('scroll-to-top appears after scrolling and works from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 500 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toTop = page.getByRole('button', { name: 'Scroll to top' });
  await expect(toTop).toHaveCount(0);

  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(toTop).toBeVisible();
  await checkScreen(page, 'home-scrolled-mobile');

  await toTop.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toHaveCount(0);
  await expect(page.locator('#main-content')).toBeFocused();
});
