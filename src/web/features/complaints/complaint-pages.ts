// The complaint form and the admins' inbox load as one chunk, so the route table in the first
// download carries one lazy entry for the three routes (the home route is at its size budget).
export { ComplaintRoute } from './ComplaintPage';
export { ComplaintInboxRoute } from './ComplaintInboxPage';
export { InboxComplaintRoute } from './InboxComplaintPage';
