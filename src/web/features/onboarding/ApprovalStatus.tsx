import { Alert } from '@mantine/core';
import type { OnboardingState } from '#contracts/onboarding';
import { APPROVAL_HOURS } from '#domain/onboarding';
import { formatDateTime } from '../../lib/format';

/** Where the application stands: not submitted, pending, approved or rejected with why. */
export function ApprovalStatus({ approval }: { approval: OnboardingState['approval'] }) {
  if (approval.status === 'approved') {
    return (
      <Alert color="teal" title="Approval status: approved">
        Your business is approved: customers can order your dishes.
      </Alert>
    );
  }
  if (approval.status === 'rejected') {
    return (
      <Alert color="red" title="Approval status: not approved">
        {approval.reason ? `Reason: ${approval.reason}` : 'Your application was not approved.'} Fix
        what is asked and submit again from Go Live.
      </Alert>
    );
  }
  if (approval.submittedAt) {
    return (
      <Alert color="blue" title="Approval status: pending">
        Submitted on {formatDateTime(approval.submittedAt)}. We review applications within{' '}
        {APPROVAL_HOURS} hours. Until then your dishes are visible but cannot be ordered.
      </Alert>
    );
  }
  return (
    <Alert color="gray" title="Approval status: not submitted yet">
      Finish the steps, then submit your business for approval in Go Live.
    </Alert>
  );
}
