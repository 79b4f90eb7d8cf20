import sharp from 'sharp';
import { test, expect, checkScreen, signIn } from './fixtures';
import { approveByApi, chefByApi, CHEF_PASSWORD, productByApi } from './producer-fixtures';

// A chef fills their photo album on /profile (two described photos and one without words),
// reorders it by keyboard, edits a description and deletes a photo; a guest then finds the
// album on the chef page and walks it in the viewer with the keyboard alone.

/** A small, valid PNG (the server re-encodes what it is given, so it must decode). */
const photo = (background: string) =>
  sharp({ create: { width: 480, height: 360, channels: 3, background } })
    .png()
    .toBuffer();

test('a chef keeps a photo album and a guest views it by keyboard', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const chef = await chefByApi(baseURL!, `Album Kitchen ${Date.now().toString(36)}`);
  // Going live needs a product.
  await productByApi(chef, { name: 'House flatbread' });
  await approveByApi(baseURL!, chef);
  await chef.api.dispose();

  await signIn(page, chef.email, CHEF_PASSWORD);
  // The business portal leads to the album on /profile.
  await page.goto('/product/list');
  await page.getByRole('link', { name: /^Photo album:/ }).click();
  await expect(page).toHaveURL(/\/profile#album$/);
  const album = page.getByRole('region', { name: 'Photo album' });
  await expect(album.getByRole('heading', { name: 'Photo album' })).toBeFocused();
  await expect(album.getByText('Your album is empty. Add your first photo below.')).toBeVisible();
  await checkScreen(page, 'album-empty');

  const addPhoto = async (name: string, color: string, description: string) => {
    await album.getByLabel('Album photo file').setInputFiles({
      name,
      mimeType: 'image/png',
      buffer: await photo(color),
    });
    await expect(album.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
    await album.getByLabel('Description (optional)').fill(description);
    await album.getByRole('button', { name: 'Add to album' }).click();
    await expect(page.getByText('Photo added to your album.').last()).toBeVisible();
    await expect(album.getByRole('img', { name: 'The photo you chose' })).toBeHidden();
  };

  await addPhoto('tart.png', '#e8590c', 'Heirloom tomato tart');
  await checkScreen(page, 'album-one-photo');
  await addPhoto('rice.png', '#f2c94c', 'Saffron rice with barberries');
  await addPhoto('kitchen.png', '#2f9e44', '');

  const photos = album.getByRole('list', { name: 'Album photos' }).getByRole('img');
  await expect(photos).toHaveCount(3);
  await expect(photos.nth(0)).toHaveAttribute('alt', 'Heirloom tomato tart');
  await expect(photos.nth(1)).toHaveAttribute('alt', 'Saffron rice with barberries');
  // No description: the alternative text says where the photo is.
  await expect(photos.nth(2)).toHaveAttribute('alt', 'Photo 3 of 3');
  await expect(album.getByText('3 of 50 photos')).toBeVisible();
  await checkScreen(page, 'album-three-photos');

  // Reorder by keyboard: the rice moves up to first; the focus follows it.
  await album.getByRole('button', { name: 'Move photo 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(photos.nth(0)).toHaveAttribute('alt', 'Saffron rice with barberries');
  await expect(photos.nth(1)).toHaveAttribute('alt', 'Heirloom tomato tart');
  await expect(album.getByRole('button', { name: 'Move photo 1 down' })).toBeFocused();
  await expect(album.getByText('Photo moved to position 1 of 3.')).toBeAttached();
  await checkScreen(page, 'album-reordered');

  // A better description for the rice.
  const firstDescription = album.getByRole('textbox', { name: 'Description of photo 1' });
  await firstDescription.fill('Saffron rice with barberries and pistachios');
  await album.getByRole('button', { name: 'Save description' }).first().click();
  await expect(page.getByText('Description saved.').last()).toBeVisible();
  await expect(photos.nth(0)).toHaveAttribute('alt', 'Saffron rice with barberries and pistachios');

  // Delete the tart (now second), after confirming.
  await album.getByRole('button', { name: 'Delete photo 2' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
  await expect(confirm).toContainText('"Heirloom tomato tart" will be removed from your album');
  await checkScreen(page, 'album-delete-confirm');
  await confirm.getByRole('button', { name: 'Delete photo' }).click();
  await expect(confirm).toBeHidden();
  await expect(photos).toHaveCount(2);
  await expect(album.getByRole('heading', { name: 'Photo album' })).toBeFocused();
  await checkScreen(page, 'album-after-delete');

  // The order and the words were saved.
  await page.reload();
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0)).toHaveAttribute('alt', 'Saffron rice with barberries and pistachios');
  await expect(photos.nth(1)).toHaveAttribute('alt', 'Photo 2 of 2');

  // A guest on the chef page.
  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    await guest.goto(`/chef/${chef.id}`);
    const gallery = guest.getByRole('region', { name: 'Photo album' });
    await expect(gallery).toBeVisible();
    const thumbs = gallery.getByRole('button');
    await expect(thumbs).toHaveCount(2);
    const first = gallery.getByRole('button', {
      name: 'Saffron rice with barberries and pistachios',
    });
    await expect(first).toBeVisible();
    await expect(thumbs.nth(1).getByRole('img')).toHaveAttribute(
      'alt',
      /^Photo 2 of 2 in .+'s album$/,
    );
    await checkScreen(guest, 'album-chef-page');

    await first.focus();
    await guest.keyboard.press('Enter');
    const viewer = guest.getByRole('dialog', { name: 'Photo 1 of 2' });
    await expect(viewer).toBeVisible();
    await expect(
      viewer.getByRole('img', { name: 'Saffron rice with barberries and pistachios' }),
    ).toBeVisible();
    await checkScreen(guest, 'album-viewer-first');

    await guest.keyboard.press('ArrowRight');
    const second = guest.getByRole('dialog', { name: 'Photo 2 of 2' });
    await expect(second).toBeVisible();
    await expect(second.getByRole('img', { name: /^Photo 2 of 2 in .+'s album$/ })).toBeVisible();
    await checkScreen(guest, 'album-viewer-second');

    // Round the album: right again is the first photo, left goes back to the second.
    await guest.keyboard.press('ArrowRight');
    await expect(guest.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeVisible();
    await guest.keyboard.press('ArrowLeft');
    await expect(second).toBeVisible();
    await second.getByRole('button', { name: 'Previous photo' }).focus();
    await guest.keyboard.press('Enter');
    await expect(viewer).toBeVisible();

    await guest.keyboard.press('Escape');
    await expect(guest.getByRole('dialog')).toHaveCount(0);
    await expect(first).toBeFocused();
    await checkScreen(guest, 'album-viewer-closed');

    // The same album on the chef's public profile.
    await guest.goto(`/profile/${chef.id}`);
    await expect(
      guest
        .getByRole('region', { name: 'Photo album' })
        .getByRole('button', { name: 'Saffron rice with barberries and pistachios' }),
    ).toBeVisible();
    await checkScreen(guest, 'album-public-profile');
  } finally {
    await guestContext.close();
  }
});
