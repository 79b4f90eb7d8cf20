// A chef's offer screens (last calls, coupons and campaigns) load as one chunk: one entry in the
// route table of the first download (under the home page's size budget) instead of three.
export { LastCallsPortalRoute } from './LastCallsPortalPage';
export { CouponsPortalRoute } from './CouponsPortalPage';
export { CampaignsPortalRoute } from './CampaignsPortalPage';
