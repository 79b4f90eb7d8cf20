import { Badge, type BadgeProps } from '@mantine/core';
import { Link } from 'react-router';
import { watchPath } from '#domain/live-streams';

// Red 9: white on Mantine's default filled red (red 6) is 3.3:1, under WCAG AA's 4.5:1.

/** The indicator's accessible name: what following it does. */
export function liveIndicatorLabel(chefName: string): string {
  return `Live now — watch ${chefName}`;
}

/**
 * The live indicator (spec §4: stream_status live shows a live indicator linking to the watch
 * page). With the broadcast's id it links to /watch/{chefId}?stream_id={streamId}; without one
 * (a profile marked live before its broadcast is known) it is the plain chip.
 */
export function LiveIndicator({
  chefId,
  streamId,
  chefName,
  size,
  children = 'Live',
}: {
  chefId: string;
  streamId: string | null;
  chefName: string;
  size?: BadgeProps['size'];
  children?: string;
}) {
  if (!streamId) {
    return (
      <Badge color="red.9" variant="filled" radius="sm" size={size}>
        {children}
      </Badge>
    );
  }
  return (
    <Badge
      component={Link}
      to={watchPath(chefId, streamId)}
      aria-label={liveIndicatorLabel(chefName)}
      color="red.9"
      variant="filled"
      radius="sm"
      size={size}
      style={{ cursor: 'pointer' }}
      leftSection={<LiveDot />}
    >
      {children}
    </Badge>
  );
}

/** A small white dot, the live sign every streaming site uses; decorative. */
function LiveDot() {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 6,
        height: 6,
        borderRadius: '50%',
        background: 'currentColor',
      }}
    />
  );
}
