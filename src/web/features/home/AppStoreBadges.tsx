import { useEffect, useState } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { APP_STORE_URLS, detectMobilePlatform, type MobilePlatform } from '#domain/platform';

function currentPlatform(): MobilePlatform | null {
  if (typeof navigator === 'undefined') return null;
  return detectMobilePlatform(navigator.userAgent, navigator.maxTouchPoints);
}

/**
 * On Android and iOS: `?app_store` sends the visitor to the matching store, and the page shows
 * the store link. Desktop browsers see nothing and the parameter is ignored.
 */
export function AppStoreBadges() {
  const [platform] = useState(currentPlatform);

  useEffect(() => {
    if (platform && new URLSearchParams(window.location.search).has('app_store')) {
      window.location.replace(APP_STORE_URLS[platform]);
    }
  }, [platform]);

  if (!platform) return null;
  return (
    <Group component="section" aria-label="Get the app" gap="md">
      <Text fw={600}>Get the Potluck app:</Text>
      {platform === 'android' ? (
        <Anchor href={APP_STORE_URLS.android} rel="noopener" fw={600}>
          Get it on Google Play
        </Anchor>
      ) : (
        <Anchor href={APP_STORE_URLS.ios} rel="noopener" fw={600}>
          Download on the App Store
        </Anchor>
      )}
    </Group>
  );
}
