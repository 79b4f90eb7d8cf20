import { Badge } from '@mantine/core';
import { complaintStatusLabels, type ComplaintStatus } from '#domain/complaints';

// Dark shades: white text on them keeps axe's contrast ratio.
const colors: Record<ComplaintStatus, string> = {
  open: 'orange.9',
  in_review: 'blue.8',
  resolved: 'green.9',
  dismissed: 'gray.7',
};

export function StatusBadge({ status }: { status: ComplaintStatus }) {
  return (
    <Badge variant="filled" radius="sm" color={colors[status]}>
      {complaintStatusLabels[status]}
    </Badge>
  );
}
