import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { test, expect, checkScreen, uniqueEmail } from './fixtures';

// A new person edits their profile (handle, avatar, markdown), manages addresses and sees
// their public profile.

test('edit my profile, manage addresses and see my public profile', async ({ page }) => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'potluck-e2e-'));
  const avatarPath = path.join(tmp, 'avatar.png');
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e8590c' } })
    .png()
    .toFile(avatarPath);
  const handle = `cook_${randomBytes(4).toString('hex')}`;

  try {
    // Sign up, then straight to my profile.
    await page.goto('/signup?redirect=/my/profile');
    await page.getByLabel('Name').fill('Robin Profile');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(uniqueEmail('profile'));
    await page.getByLabel(/^Password/).fill('correct-horse-battery-9');
    await page.getByRole('checkbox', { name: /I agree to Potluck/ }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/my\/profile$/);
    await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
    await expect(
      page.getByText('Add an address and verify your e-mail to complete your profile.'),
    ).toBeVisible();
    await checkScreen(page, 'profile-edit');

    // Name, a free handle (checked live), a markdown description.
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Robin the Roaster');
    await page.getByLabel('Handle').fill(handle);
    await expect(page.getByText('Handle is available')).toBeVisible();
    await page.getByLabel('Tagline').fill('Sunday roasts, every Sunday');
    await page.getByLabel('About').fill('I cook **Sunday roasts** for my street.');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.getByLabel('Description preview').locator('strong')).toHaveText(
      'Sunday roasts',
    );
    await page.getByRole('tab', { name: 'Write' }).click();

    // A bad link is refused in place.
    await page.getByLabel('Website').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Enter a link starting with http:// or https://')).toBeVisible();
    await page.getByLabel('Website').fill('https://robin.example.com');

    // Avatar.
    await page.getByLabel('Profile picture file').setInputFiles(avatarPath);
    await expect(page.getByText('Profile picture updated.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      /\/api\/v1\/files\/profile\/.+\/avatar\?v=\d+/,
    );

    await page.getByRole('button', { name: 'Save profile' }).click();
    // The snackbar stays on screen while axe checks it (its close button has a name).
    const saved = page.getByRole('alert').filter({ hasText: 'Profile saved successfully' });
    await expect(saved).toBeVisible();
    await expect(saved.getByRole('button', { name: 'Close' })).toBeVisible();
    await checkScreen(page, 'profile-saved');

    // Reloading keeps the handle, and it is "mine", not "taken".
    await page.reload();
    await expect(page.getByLabel('Handle')).toHaveValue(handle);
    await expect(page.getByText('Handle is taken')).toHaveCount(0);

    // Addresses: empty state, add, edit, delete.
    await page.getByRole('link', { name: 'Add an address' }).click();
    await expect(page).toHaveURL(/\/profile\/address$/);
    await expect(page.getByText('You need to add at least one address.')).toBeVisible();
    await checkScreen(page, 'addresses-empty');

    await page.getByRole('button', { name: 'Add an address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an address' });
    await dialog.getByLabel('Find your city or ZIP code').fill('San Fr');
    await page.getByRole('option', { name: 'San Francisco, CA' }).click();
    await expect(dialog.getByRole('textbox', { name: 'City', exact: true })).toHaveValue(
      'San Francisco',
    );
    await expect(dialog.getByRole('textbox', { name: 'State', exact: true })).toHaveValue('CA');
    await dialog.getByLabel('Label').fill('Home');
    await dialog.getByRole('textbox', { name: 'Street address' }).fill('1 Market St');
    await dialog.getByRole('textbox', { name: 'ZIP code', exact: true }).fill('94105');
    await checkScreen(page, 'address-form');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address added.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Addresses' });
    await expect(list.getByText('1 Market St, San Francisco, CA 94105')).toBeVisible();
    await checkScreen(page, 'addresses-list');

    await page.getByRole('button', { name: 'Edit Home' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit address' });
    await edit.getByRole('textbox', { name: 'Street address' }).fill('101 Market St');
    await edit.getByLabel('Apartment, suite, etc.').fill('Suite 5');
    await edit.getByRole('button', { name: 'Save address' }).click();
    await expect(list.getByText('101 Market St, Suite 5, San Francisco, CA 94105')).toBeVisible();

    await page.getByRole('button', { name: 'Delete Home' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
    await checkScreen(page, 'address-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete address' }).click();
    await expect(page.getByText('You need to add at least one address.')).toBeVisible();

    // My public profile.
    const me = await page.request.get('/api/v1/profiles/me');
    const { profile } = (await me.json()) as { profile: { id: string } };
    await page.goto(`/profile/${profile.id}`);
    await expect(page.getByRole('heading', { name: 'Robin the Roaster', level: 1 })).toBeVisible();
    await expect(page.getByText(`@${handle}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'About' }).locator('strong')).toHaveText(
      'Sunday roasts',
    );
    const website = page.getByRole('link', { name: 'Website' });
    await expect(website).toHaveAttribute('href', 'https://robin.example.com');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(website).toHaveAttribute('target', '_blank');
    await checkScreen(page, 'profile-public');

    // An unknown profile shows the spec's message.
    await page.goto('/profile/00000000-0000-4000-8000-000000000000');
    await expect(
      page.getByText("Unable to retrieve the profile, may be it's not visible to public."),
    ).toBeVisible();
    await checkScreen(page, 'profile-not-found');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
