// The admin's three money screens load as one chunk: admins move between them, and one chunk
// keeps the route table in the first download (under the home page's size budget) smaller
// than three.
export { AdminMoneySummaryRoute } from './AdminMoneySummaryPage';
export { AdminOrderRefundRoute } from './AdminOrderRefundPage';
export { AdminChefLedgerRoute } from './AdminChefLedgerPage';
