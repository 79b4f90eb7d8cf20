// A chef's offer screens (last calls, coupons and campaigns) and the calendar of orders placed
// for later load as one chunk: one entry in the route table of the first download (under the
// home page's size budget) instead of four.
export { LastCallsPortalRoute } from './LastCallsPortalPage';
export { CouponsPortalRoute } from './CouponsPortalPage';
export { CampaignsPortalRoute } from './CampaignsPortalPage';
export { CalendarPortalRoute } from './CalendarPortalPage';
