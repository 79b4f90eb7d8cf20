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
  // The words carry the state; the dot only repeats it in colour (the text keeps full contrast).
  const dot = kitchen.state === 'open' ? 'green' : kitchen.state === 'later' ? 'orange' : 'gray';
  return (
    <Text id={id} size={size} fw={600}>
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: '0.55em',
          height: '0.55em',
          borderRadius: '50%',
          marginRight: '0.4em',
          verticalAlign: 'middle',
          background: `var(--mantine-color-${dot}-7)`,
        }}
      />
      {text}
    </Text>
  );
}
