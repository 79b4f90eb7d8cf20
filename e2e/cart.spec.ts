import type { APIRequestContext, Page } from '@playwright/test';
import type { DishDetail } from '../src/contracts/catalog';
import type { ChefDishesResponse } from '../src/contracts/chefs';
import { isPlain, orderableDemoDishes } from './demo-dishes';
import { test, expect, checkScreen, uniqueEmail } from './fixtures';

// The cart: a guest presses Add to cart on a demo dish with a required modifier, signs up on
// the way and comes back; the button waits for the modifier; the cart page changes the
// quantity; the top-bar dropdown shows the item and total; a dish from another chef asks
// "Start a New Cart?" (cancel keeps, confirm replaces); removing the last item leaves
// "Cart is empty!"; the demo chef sees no Add to cart on their own dish.

const PASSWORD = 'potluck-e2e-2026';
const CHEF = { email: 'chef@demo.potluck.local', password: 'potluck-demo-2026' };

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const hasStock = (d: DishDetail, n: number) => d.amountLeft === -1 || d.amountLeft >= n;

/**
 * Two orderable demo dishes of different chefs, found through the API: the first with a
 * required single-choice modifier and stock for a few portions.
 */
async function findDishes(request: APIRequestContext, origin: string) {
  let withModifier: DishDetail | null = null;
  const plain: DishDetail[] = [];
  for await (const dish of orderableDemoDishes(request, origin)) {
    if (!hasStock(dish, 3)) continue;
    const required = dish.modifiers.filter((m) => m.min > 0);
    const single = required.length === 1 && required[0]!.max === 1 && required[0]!.min === 1;
    if (!withModifier && single && required[0]!.options.length > 0) withModifier = dish;
    else if (isPlain(dish)) plain.push(dish);
    if (withModifier && plain.some((d) => d.chef.id !== withModifier!.chef.id)) break;
  }
  if (!withModifier) throw new Error('No orderable demo dish with a required modifier found');
  const other = plain.find((d) => d.chef.id !== withModifier!.chef.id);
  if (!other) throw new Error('No orderable demo dish of another chef found');
  return { first: withModifier, second: other };
}

async function signUp(page: Page, name: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(uniqueEmail('cart'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to Potluck/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
}

test('add to cart, change quantity, dropdown, one chef per cart, remove', async ({
  page,
  baseURL,
}) => {
  const { first, second } = await findDishes(page.request, baseURL ?? '');
  const modifier = first.modifiers.find((m) => m.min > 0)!;
  const option = modifier.options[0]!;
  const unit = (first.lastCallPriceCents ?? first.priceCents) + option.priceCents;

  // A guest is sent to sign in (here: sign up) and comes back to the dish.
  await page.goto(`/dish/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  const addButton = page.getByRole('button', { name: 'Add to cart' });
  await expect(addButton).toBeDisabled();
  await page.getByRole('radiogroup', { name: modifier.name }).getByRole('radio').first().check();
  await expect(addButton).toBeEnabled();
  await addButton.click();
  await expect(page).toHaveURL(
    new RegExp(`/signin\\?redirect=${encodeURIComponent(`/dish/${first.id}`)}$`),
  );
  await page.getByRole('link', { name: 'Create an account' }).click();
  await signUp(page, 'Cara Cart');
  await expect(page).toHaveURL(new RegExp(`/dish/${first.id}$`));

  // Signed in: the button waits for the required modifier; a quantity below 1 is refused.
  await expect(addButton).toBeDisabled();
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('0');
  await expect(page.getByText('Please set order qty.')).toBeVisible();
  await quantity.fill('1');
  await page.getByRole('radiogroup', { name: modifier.name }).getByRole('radio').first().check();
  await expect(addButton).toBeEnabled();
  await checkScreen(page, 'cart-dish-ready');
  await addButton.click();

  // The cart page.
  await expect(page).toHaveURL(/\/order\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const line = page.getByRole('article', { name: first.name });
  await expect(line).toBeVisible();
  await expect(line.getByText(option.name, { exact: false })).toBeVisible();
  await expect(line.getByTestId('line-quantity')).toHaveText('1');
  await expect(page.getByTestId('cart-subtotal')).toHaveText(money(unit));
  await checkScreen(page, 'cart-page');

  await line.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
  await expect(line.getByTestId('line-quantity')).toHaveText('2');
  await expect(page.getByTestId('cart-subtotal')).toHaveText(money(2 * unit));

  // The top-bar dropdown.
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  const dropdown = page.getByRole('dialog', { name: 'Cart' });
  await expect(dropdown.getByRole('link', { name: first.name })).toBeVisible();
  await expect(dropdown.getByTestId('cart-menu-total')).toHaveText(money(2 * unit));
  await expect(dropdown.getByRole('link', { name: 'View cart' })).toBeVisible();
  await checkScreen(page, 'cart-dropdown');
  await dropdown.getByRole('button', { name: `Remove ${first.name} from cart` }).click();
  await expect(dropdown.getByText(`Remove ${first.name}?`)).toBeVisible();
  await checkScreen(page, 'cart-dropdown-confirm');
  await dropdown.getByRole('button', { name: 'Keep' }).click();
  await expect(dropdown.getByRole('link', { name: first.name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();

  // Another chef's dish: "Start a New Cart?" — cancel keeps the cart.
  await page.goto(`/dish/${second.id}`);
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await addButton.click();
  const conflict = page.getByRole('dialog', { name: 'Start a New Cart?' });
  await expect(
    conflict.getByText(
      'You have items from another chef in your cart. To order from multiple Chefs please place separate orders.',
    ),
  ).toBeVisible();
  await checkScreen(page, 'cart-conflict');
  await conflict.getByRole('button', { name: 'Cancel' }).click();
  await expect(conflict).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/dish/${second.id}$`));
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByText(first.name)).toBeVisible();
  await page.keyboard.press('Escape');

  // Confirm replaces it.
  await addButton.click();
  await conflict.getByRole('button', { name: 'Start a new cart' }).click();
  await expect(page).toHaveURL(/\/order\/cart$/);
  await expect(page.getByRole('article', { name: second.name })).toBeVisible();
  await expect(page.getByRole('article', { name: first.name })).toHaveCount(0);

  // Remove with confirmation.
  await page.getByRole('button', { name: `Remove ${second.name} from cart` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from cart?' });
  await expect(confirm).toBeVisible();
  await checkScreen(page, 'cart-remove-confirm');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Cart is empty!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find food near you' })).toHaveAttribute(
    'href',
    '/foods',
  );
  await checkScreen(page, 'cart-empty');
});

test('the chef sees no Add to cart on their own dish', async ({ page, baseURL }) => {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(CHEF.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(CHEF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /^Cart, / })).toBeVisible();
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    user: { id: string };
  };
  const res = await page.request.get(`/api/v1/chefs/${session.user.id}/dishes`, {
    headers: { origin: baseURL ?? '' },
  });
  expect(res.ok()).toBe(true);
  const dish = ((await res.json()) as ChefDishesResponse).dishes[0]!;
  await page.goto(`/dish/${dish.id}`);
  await expect(page.getByRole('heading', { level: 1, name: dish.name })).toBeVisible();
  await expect(page.getByText('This is your dish')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await checkScreen(page, 'cart-own-dish');
});
