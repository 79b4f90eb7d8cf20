// A chef's two offer screens (last calls and coupons) load as one chunk: one entry in the route
// table of the first download (under the home page's size budget) instead of two.
export { LastCallsPortalRoute } from './LastCallsPortalPage';
export { CouponsPortalRoute } from './CouponsPortalPage';
