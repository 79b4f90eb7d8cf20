import { Badge } from '@mantine/core';
import type { InvitationStatus } from '#contracts/invitations';

// Dark shades: white text on them reads at WCAG AA contrast.
const chips: Record<InvitationStatus, { label: string; color: string }> = {
  submit: { label: 'Sending', color: 'violet.9' },
  sent: { label: 'Sent', color: 'blue.9' },
  accepted: { label: 'Accepted', color: 'teal.9' },
  ignored: { label: 'Ignored', color: 'gray.8' },
};

export function InvitationStatusChip({ status }: { status: InvitationStatus }) {
  const chip = chips[status];
  return (
    <Badge color={chip.color} variant="filled" radius="sm">
      {chip.label}
    </Badge>
  );
}
