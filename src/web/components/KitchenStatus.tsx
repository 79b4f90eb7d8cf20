import { Text, type MantineSize } from '@mantine/core';
import type { KitchenStateView } from '#contracts/kitchen';
import { kitchenStateText } from '#domain/kitchen-text';

/** The buyer's own time zone (null when the browser does not say). */
export function viewerTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the chef takes an order now (issue 14 point 1): "Open until 9:30 PM", "Closed ·
 * orders for later from Wed 5:00 PM", "Closed · opens Wed 5:00 PM", in the chef's time zone,
 * named when the buyer's clock reads otherwise.
 */
export function KitchenStatus({
  kitchen,
  size = 'sm',
  id,
}: {
  kitchen: KitchenStateView;
  size?: MantineSize;
  id?: string;
}) {
  const text = kitchenStateText(kitchen, kitchen.timeZone, viewerTimeZone(), new Date());
  return (
    <Text id={id} size={size} fw={600} c={kitchen.state === 'open' ? 'green.9' : undefined}>
      {text}
    </Text>
  );
}
