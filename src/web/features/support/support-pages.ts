// Every support page in one chunk (see routes.tsx).
export { SupportRoute } from './SupportPage';
export { TicketRoute } from './TicketPage';
export { SupportInboxRoute } from './SupportInboxPage';
export { InboxTicketRoute } from './InboxTicketPage';
