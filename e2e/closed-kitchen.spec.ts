import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { SAN_FRANCISCO } from './demo-dishes';
import { approveByApi, chefByApi, productByApi } from './producer-fixtures';
import { test, expect, checkScreen, signUpByApi } from './fixtures';

// Closed kitchens show before the cart (issue 14 point 1, decision 048). Two new chefs cook on
// Thursday evenings only, so on the journeys' Wednesday (afternoon or late night) both are
// closed: a food truck that takes no orders for later, whose dish cannot be added and whose
// button says why, and a kitchen that takes orders for later, whose dish page offers the next
// times and hands the picked one to checkout. The food search names each kitchen on its card
// and its "Open now" switch leaves both out. Times read in the chef's zone, which the journeys'
// browser (UTC) does not share, so the zone is named. Axe on every screen.

const THURSDAY_EVENINGS = { businessDays: [4], fromHour: '17:00', endHour: '21:00' };
/** "Thu 5:00 PM", then the chef's zone named for a browser whose clock reads otherwise. */
const thursdayAt = (time: string) => new RegExp(`Thu ${time}( Los Angeles time)?`);

async function thursdayChef(origin: string, name: string, disablePreOrder: boolean) {
  const chef = await chefByApi(origin, name);
  const put = async (url: string, data: object) => {
    const res = await chef.api.put(url, { data });
    expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  };
  await put('/api/v1/onboarding/profile', { ...chef.profile, businessHours: THURSDAY_EVENINGS });
  await put('/api/v1/onboarding/order-settings', {
    minimumOrderCents: 0,
    defaultLeadTimeMinutes: 0,
    callRobot: false,
    disablePreOrder,
    offersPickup: true,
    offersDelivery: false,
  });
  const dishName = `${name.split(' ')[0]} Plate ${randomBytes(3).toString('hex')}`;
  const dish = await productByApi(chef, { name: dishName, priceCents: 1400 });
  await approveByApi(origin, chef);
  return { chef, dish, dishName };
}

async function withLocation(page: Page) {
  await page.addInitScript(
    (value) => window.localStorage.setItem('potluck.searchLocation', value),
    JSON.stringify({ label: 'San Francisco, CA', ...SAN_FRANCISCO }),
  );
}

test('a closed chef’s dish cannot be added, and one taking orders for later offers the next times', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const truck = await thursdayChef(
    origin,
    `Nightowl Truck ${randomBytes(2).toString('hex')}`,
    true,
  );
  const later = await thursdayChef(origin, `Supper Club ${randomBytes(2).toString('hex')}`, false);
  await signUpByApi(page, origin, 'Kai Buyer');
  await withLocation(page);

  // The food truck: closed, no orders for later. The button says why and cannot be pressed.
  await page.goto(`/dish/${truck.dish.id}`);
  await expect(page.getByRole('heading', { level: 1, name: truck.dishName })).toBeVisible();
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order.getByText(/^Closed · opens /)).toHaveText(thursdayAt('5:00 PM'));
  await expect(
    order.getByText('This chef is closed and does not take orders for later.', { exact: false }),
  ).toBeVisible();
  const blocked = order.getByRole('button', { name: 'Closed · no orders for later' });
  await expect(blocked).toBeDisabled();
  await expect(order.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await checkScreen(page, 'closed-kitchen-dish-no-orders');

  // The chef's own page says so too.
  await page.goto(`/chef/${truck.chef.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Chef profile' }).getByText(/^Closed · opens /),
  ).toHaveText(thursdayAt('5:00 PM'));
  await checkScreen(page, 'closed-kitchen-chef-page');

  // The kitchen taking orders for later: the next three times, one picked, then the cart.
  await page.goto(`/dish/${later.dish.id}`);
  await expect(page.getByRole('heading', { level: 1, name: later.dishName })).toBeVisible();
  await expect(order.getByText(/^Closed · orders for later from /)).toHaveText(
    thursdayAt('5:00 PM'),
  );
  const times = order.getByRole('radiogroup', { name: 'Order for later' });
  await expect(times.getByRole('radio')).toHaveCount(3);
  await expect(times.getByRole('radio', { name: thursdayAt('5:00 PM') })).toBeChecked();
  await times.getByRole('radio', { name: thursdayAt('5:30 PM') }).check();
  await checkScreen(page, 'closed-kitchen-dish-later');
  await order.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/order\/cart$/);
  await expect(page.getByRole('link', { name: later.dishName }).first()).toBeVisible();

  // Checkout starts on "Later" with the picked time, in the chef's zone.
  await expect(page.getByRole('radio', { name: 'Later' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Time' })).toHaveValue(/^5:30 PM/);
  await checkScreen(page, 'closed-kitchen-checkout-later');

  // The food search names each kitchen on its card; "Open now" leaves both out.
  await page.goto(`/foods?q=${encodeURIComponent(later.dishName)}`);
  const card = page.getByRole('link', { name: later.dishName });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Closed · orders for later from /)).toHaveText(
    thursdayAt('5:00 PM'),
  );
  await checkScreen(page, 'closed-kitchen-search-card');
  // The switch follows the address (?open=1), so it flips once the page has moved there.
  const openNow = page.getByRole('switch', { name: 'Open now' });
  await openNow.click();
  await expect(openNow).toBeChecked();
  await expect(page).toHaveURL(/open=1/);
  await expect(page.getByText('No Items Found')).toBeVisible();
  await checkScreen(page, 'closed-kitchen-search-open-now');
});
