import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { contentMessages } from '../src/domain/content';
import { checkScreen, DEMO_PASSWORD, expect, signIn, test } from './fixtures';

// Content management (issue 15 points 3, 4 and 9). The demo admin opens Content from the
// drawer, is refused a carousel item with a javascript: link and no image, then uploads an
// image and adds the item; writes a blog post, is told its address is taken, and publishes it
// under another. A guest sees both on the home page and the post on /blog. The admin then
// publishes a help article, which a guest finds with the search on /help. Every state is
// checked with axe.

const ADMIN_EMAIL = 'admin@demo.potluck.local';

async function slideImage(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
}

test('an admin publishes a carousel item and a blog post, and a guest sees them on the home page', async ({
  page,
  browser,
}) => {
  const tag = randomBytes(3).toString('hex');
  const slideTitle = `Saffron rice pudding week ${tag}`;
  const postTitle = `Spring menus are here ${tag}`;
  const postSlug = `spring-menus-are-here-${tag}`;

  await signIn(page, ADMIN_EMAIL, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Content', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Home carousel', level: 1 })).toBeVisible();
  const items = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Edit/ }) });
  await expect(items.getByRole('listitem').first()).toBeVisible();
  await checkScreen(page, 'content-admin-carousel');

  // A link that would run script, and no image: refused on the form, nothing sent.
  const form = page.getByRole('region', { name: 'Add an item' });
  await form.getByRole('textbox', { name: 'Title' }).fill(slideTitle);
  await form.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form.getByText(contentMessages.linkInvalid)).toBeVisible();
  await expect(form.getByText(contentMessages.imageRequired)).toBeVisible();
  await checkScreen(page, 'content-admin-carousel-refused');

  await form.locator('input[type="file"]').setInputFiles({
    name: 'slide.png',
    mimeType: 'image/png',
    buffer: await slideImage(),
  });
  await expect(form.getByRole('img', { name: 'The chosen image' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Link' }).fill('/foods');
  await form.getByRole('button', { name: 'Add item' }).click();
  const added = items.getByRole('listitem').filter({ hasText: slideTitle });
  await expect(added).toContainText('Shown');
  await expect(added).toContainText('Leads to /foods');
  // It went last; move it up one place.
  await expect(items.getByRole('listitem').last()).toContainText(slideTitle);
  await page.getByRole('button', { name: `Move “${slideTitle}” up` }).click();
  await expect(items.getByRole('listitem').last()).not.toContainText(slideTitle);
  await checkScreen(page, 'content-admin-carousel-added');

  // A demo item keeps its stored dish photo through an edit.
  const first = items.getByRole('listitem').first();
  const firstTitle = (await first.locator('p').first().innerText()).trim();
  await first.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('region', { name: `Edit “${firstTitle}”` });
  await edit.getByRole('textbox', { name: 'Title' }).fill(`${firstTitle} (featured)`);
  await edit.getByRole('button', { name: 'Save item' }).click();
  await expect(page.getByRole('region', { name: 'Add an item' })).toBeVisible();
  await expect(items.getByRole('listitem').first()).toContainText(`${firstTitle} (featured)`);

  // A blog post: a taken address is refused with the server's words, then published.
  await page
    .getByRole('navigation', { name: 'Content' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await expect(page.getByRole('heading', { name: 'Blog posts', level: 1 })).toBeVisible();
  await checkScreen(page, 'content-admin-posts');
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(postTitle);
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(postSlug);
  await page
    .getByRole('textbox', { name: 'Text' })
    .fill('## Fresh this week\n\nAsparagus, peas and **ramps** from the farms near you.');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Fresh this week' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('ramps');
  await page.getByRole('switch', { name: 'Published' }).check();
  await page.getByRole('textbox', { name: 'Address' }).fill('welcome-to-the-demo');
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page.getByRole('alert').first()).toContainText(
    contentMessages.slugTaken('welcome-to-the-demo'),
  );
  await checkScreen(page, 'content-admin-post-refused');

  await page.getByRole('textbox', { name: 'Address' }).fill(postSlug);
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/posts\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
  await checkScreen(page, 'content-admin-post-published');

  // A guest, in a browser of their own.
  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    await guest.goto('/');
    const carousel = guest.getByRole('list', { name: 'Featured dishes' });
    await carousel.scrollIntoViewIfNeeded();
    const slide = carousel.getByRole('listitem').filter({ hasText: slideTitle });
    await expect(slide).toBeVisible();
    await expect(slide.getByRole('link')).toHaveAttribute('href', '/foods');
    const blog = guest.getByRole('region', { name: 'From the blog' });
    await blog.scrollIntoViewIfNeeded();
    await expect(blog.getByRole('article').first()).toHaveAccessibleName(postTitle);
    await checkScreen(guest, 'content-home-guest');

    await blog.getByRole('link', { name: postTitle }).click();
    await expect(guest).toHaveURL(new RegExp(`/blog/${postSlug}$`));
    await expect(guest.getByRole('heading', { name: postTitle, level: 1 })).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'Fresh this week' })).toBeVisible();
    await checkScreen(guest, 'content-blog-post-guest');

    await guest.getByRole('link', { name: 'All posts' }).click();
    await expect(guest.getByRole('heading', { name: 'The Potluck blog', level: 1 })).toBeVisible();
    await expect(guest.getByRole('article', { name: postTitle })).toBeVisible();
    await checkScreen(guest, 'content-blog-guest');
  } finally {
    await guestContext.close();
  }
});

test('an admin publishes a help article and a guest finds it with the search on /help', async ({
  page,
  browser,
}) => {
  const tag = randomBytes(3).toString('hex');
  const title = `Gift cards and vouchers ${tag}`;

  await signIn(page, ADMIN_EMAIL, DEMO_PASSWORD);
  await page.goto('/admin/content/help');
  await expect(page.getByRole('heading', { name: 'Help articles', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' })).toBeVisible();
  await checkScreen(page, 'content-admin-help');

  await page.getByRole('link', { name: 'New article' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Topic' }).fill('Payments');
  await page.keyboard.press('Escape');
  await page
    .getByRole('textbox', { name: 'Text' })
    .fill(
      `Potluck has no gift cards yet (${tag}). A [coupon](/help) from a chef works at checkout.`,
    );
  await page.getByRole('switch', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save article' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/help\/[0-9a-f-]{36}$/);
  await checkScreen(page, 'content-admin-help-published');

  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    await guest.goto('/');
    await guest
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Help' })
      .click();
    await expect(guest.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
    await expect(guest.getByRole('region', { name: 'Ordering' })).toBeVisible();
    await checkScreen(guest, 'help');

    const search = guest.getByRole('textbox', { name: 'Search help articles' });
    await search.fill(`gift ${tag}`);
    await guest.getByRole('button', { name: 'Search' }).click();
    await expect(guest.getByText(`1 article matches “gift ${tag}”.`)).toBeVisible();
    await checkScreen(guest, 'help-search');
    await guest.getByRole('link', { name: title }).click();
    await expect(guest.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await checkScreen(guest, 'help-article');

    await guest.goto('/help?q=no-such-thing-anywhere');
    await expect(guest.getByText('No articles match “no-such-thing-anywhere”.')).toBeVisible();
    await checkScreen(guest, 'help-no-results');

    await guest.goto('/help/no-such-article');
    await expect(guest.getByRole('heading', { name: 'Article not found', level: 1 })).toBeVisible();
    await checkScreen(guest, 'help-article-missing');
  } finally {
    await guestContext.close();
  }
});
