// Every operation's operationId, derived from its method and URL so a new route gets one
// without asking, and stable so generated clients keep their function names
// (docs/decisions/029-openapi-operation-ids.md). openapi.test.ts keeps the whole list.

/** Where the derived name reads badly: "METHOD /path" (without /api/v1) → operationId. */
export const OPERATION_ID_OVERRIDES: Readonly<Record<string, string>> = {
  'GET /site': 'getSiteInfo',
  'GET /content/carousel': 'getCarousel',
  'GET /content/about': 'getAboutPage',
  'GET /content/posts': 'listBlogPosts',
  'GET /content/posts/:slug': 'getBlogPost',
  'GET /content/help': 'listHelpArticles',
  'GET /content/help/:slug': 'getHelpArticle',
  'GET /admin/content/carousel': 'listAdminCarouselItems',
  'POST /admin/content/carousel': 'createCarouselItem',
  'PUT /admin/content/carousel/order': 'reorderCarousel',
  'PATCH /admin/content/carousel/:id': 'updateCarouselItem',
  'DELETE /admin/content/carousel/:id': 'deleteCarouselItem',
  'POST /admin/content/images': 'uploadContentImage',
  'GET /admin/content/about': 'getAdminAboutPage',
  'PUT /admin/content/about': 'updateAboutPage',
  'GET /admin/content/posts': 'listAdminBlogPosts',
  'POST /admin/content/posts': 'createBlogPost',
  'GET /admin/content/posts/:id': 'getAdminBlogPost',
  'PATCH /admin/content/posts/:id': 'updateBlogPost',
  'DELETE /admin/content/posts/:id': 'deleteBlogPost',
  'GET /admin/content/help': 'listAdminHelpArticles',
  'POST /admin/content/help': 'createHelpArticle',
  'GET /admin/content/help/:id': 'getAdminHelpArticle',
  'PATCH /admin/content/help/:id': 'updateHelpArticle',
  'DELETE /admin/content/help/:id': 'deleteHelpArticle',
  'GET /last-calls/subscription': 'getLastCallSubscription',
  'PUT /last-calls/subscription': 'subscribeToLastCalls',
  'DELETE /last-calls/subscription': 'unsubscribeFromLastCalls',
  'POST /last-calls/subscription/pause': 'pauseLastCallSubscription',
  'POST /last-calls/subscription/resume': 'resumeLastCallSubscription',
  'GET /settings': 'getMySettings',
  'PUT /settings/notifications': 'updateNotificationSettings',
  'PUT /settings/meal-preferences': 'updateMealPreferences',
  'GET /favorites/dishes': 'getFavoriteDishes',
  'GET /favorites/dishes/:dishId': 'getFavoriteDish',
  'PUT /favorites/dishes/:dishId': 'addFavoriteDish',
  'DELETE /favorites/dishes/:dishId': 'removeFavoriteDish',
  'GET /favorites/chefs': 'getFavoriteChefs',
  'GET /favorites/chefs/:chefId': 'getFavoriteChef',
  'PUT /favorites/chefs/:chefId': 'addFavoriteChef',
  'DELETE /favorites/chefs/:chefId': 'removeFavoriteChef',
  'GET /follows': 'getFollowedChefs',
  'POST /follows/:chefId': 'followChef',
  'DELETE /follows/:chefId': 'unfollowChef',
  'POST /invitations': 'sendInvitations',
  'GET /invitations/sent': 'getSentInvitations',
  'GET /invitations/received': 'getReceivedInvitations',
  'GET /handles/:name': 'checkHandle',
  'GET /geocoding/autocomplete': 'autocompleteAddress',
  'GET /geocoding/forward': 'geocodeAddress',
  'GET /geocoding/reverse': 'reverseGeocode',
  'POST /search/foods': 'searchFoods',
  'POST /search/foods/quick': 'quickSearchFoods',
  'POST /search/chefs': 'searchChefs',
  'GET /dishes/by-slug/:slug': 'getDishBySlug',
  'GET /dishes/labels/:id': 'getDishLabel',
  'GET /chefs/by-handle/:handle': 'getChefByHandle',
  'GET /business/cooking-status': 'getMyCookingStatus',
  'PUT /business/cooking-status': 'setMyCookingStatus',
  'GET /auth/session': 'getSession',
  'POST /admin/orders/:id/refunds': 'refundOrder',
  'POST /admin/payouts/:id/retry': 'retryPayout',
  'POST /complaints': 'fileComplaint',
  'GET /complaints/mine': 'getMyComplaints',
  'GET /complaints/chefs/:chefId/form': 'getComplaintForm',
  'GET /admin/complaints': 'getComplaintInbox',
  'GET /admin/complaints/:complaintId': 'getInboxComplaint',
  'PATCH /admin/complaints/:complaintId': 'updateInboxComplaint',
  'POST /admin/complaints/:complaintId/messages': 'addComplaintMessage',
  'POST /admin/accounts/:userId/suspend': 'suspendAccount',
  'POST /admin/accounts/:userId/reinstate': 'reinstateAccount',
  'GET /support/tickets': 'getMySupportTickets',
  'POST /support/tickets/:ticketId/replies': 'replyToSupportTicket',
  'GET /admin/support/tickets': 'getSupportInbox',
  'POST /admin/support/tickets/:ticketId/assign': 'assignSupportTicket',
  'POST /admin/support/tickets/:ticketId/replies': 'answerSupportTicket',
  'POST /admin/support/tickets/:ticketId/status': 'setSupportTicketStatus',
  'GET /payouts/earnings.csv': 'exportEarningsCsv',
  'PUT /cart/promo-code': 'setCartPromoCode',
  'DELETE /cart/promo-code': 'removeCartPromoCode',
  'GET /coupons/lookup': 'lookupCoupon',
  'POST /business/campaigns/:id/end': 'endBusinessCampaign',
  'PUT /business/campaigns/:id/active': 'setBusinessCampaignActive',
  'POST /dev/jobs/:name': 'runDevJob',
  'POST /auth/signup': 'signUp',
  'GET /auth/oauth/providers': 'listSocialProviders',
  'POST /auth/oauth/link/confirm': 'confirmSocialLink',
  'GET /auth/identities': 'getConnectedAccounts',
  'DELETE /auth/identities/:provider': 'disconnectSocialAccount',
  'POST /auth/password/set': 'setFirstPassword',
  'POST /auth/signin': 'signIn',
  'POST /auth/signout': 'signOut',
  'POST /auth/password/forgot': 'requestPasswordReset',
  'POST /auth/password/reset': 'resetPassword',
  'POST /auth/password/change': 'changePassword',
  'POST /auth/verification/send': 'sendVerificationEmail',
  'POST /auth/verification/confirm': 'confirmEmail',
  'POST /auth/account/deletion-request': 'requestAccountDeletion',
  'POST /auth/phone/code': 'requestPhoneSignInCode',
  'POST /auth/phone/signin': 'signInWithPhone',
  'GET /auth/account/phone': 'getAccountPhone',
  'POST /auth/account/phone/code': 'requestAccountPhoneCode',
  'POST /auth/account/phone/verify': 'verifyAccountPhone',
  'DELETE /auth/account/phone': 'removeAccountPhone',
  'GET /dev/mail': 'getDevMailbox',
  'GET /dev/phone': 'getDevPhoneOutbox',
  'GET /dev/push': 'getDevPushOutbox',
  'GET /push/public-key': 'getPushPublicKey',
  'GET /push/devices': 'listPushDevices',
  'PUT /push/devices': 'registerPushDevice',
  'DELETE /push/devices/:id': 'removePushDevice',
  'GET /messaging/threads': 'getThreads',
  'GET /messaging/unread': 'getUnreadMessageCount',
  'GET /messaging/recipients': 'getMessageRecipients',
  'POST /messaging/recipients/lookup': 'lookupMessageRecipient',
  'GET /messaging/direct/:userId': 'getDirectThread',
  'POST /messaging/direct/:userId': 'openDirectThread',
  'GET /messaging/threads/:threadId': 'getThread',
  'GET /messaging/threads/:threadId/messages': 'getThreadMessages',
  'POST /messaging/threads/:threadId/messages': 'sendMessage',
  'POST /messaging/threads/:threadId/read': 'markThreadRead',
  'GET /payments/cards': 'getCards',
  'POST /payments/cards': 'saveCard',
  'POST /payments/cards/setup': 'setUpCard',
  'PUT /payments/cards/:cardId/default': 'setDefaultCard',
  'DELETE /payments/cards/:cardId': 'deleteCard',
  'GET /payments/history': 'getPaymentHistory',
  'POST /checkout/delivery-quote': 'getDeliveryQuote',
  'DELETE /cart': 'clearCart',
  'POST /cart/prices/accept': 'acceptCartPrices',
  'POST /cart/items': 'addCartItem',
  'GET /orders/counts': 'getOrderCounts',
  'GET /orders/calendar': 'getMyOrderCalendar',
  'GET /business/calendar': 'getMyBusinessCalendar',
  'POST /orders/:id/transitions': 'transitionOrder',
  'PUT /orders/:id/buyer-response': 'setOrderBuyerResponse',
  'PUT /orders/:id/delivery-time': 'setOrderDeliveryTime',
  'POST /orders/:id/viewed': 'markOrderViewed',
  'POST /orders/:id/reorder': 'orderAgain',
  'POST /notifications/read': 'markNotificationsRead',
  'GET /reviews/orders/:orderId': 'getOrderReviews',
  'POST /reviews/order': 'reviewOrder',
  'POST /reviews/dish': 'reviewDish',
  'POST /reviews/customer': 'reviewCustomer',
  'GET /payouts/finance': 'getPayoutSettings',
  'PUT /payouts/finance': 'updatePayoutSettings',
  'POST /payouts/connect': 'connectPayoutAccount',
  'DELETE /payouts/account': 'disconnectPayoutAccount',
  'POST /payouts/connect/refresh': 'refreshPayoutAccountLink',
  'POST /payouts/local/onboarding': 'completeLocalPayoutOnboarding',
  'GET /admin/approvals': 'getApprovals',
  'GET /admin/approvals/:chefId': 'getApproval',
  'POST /admin/approvals/:chefId/approve': 'approveChef',
  'POST /admin/approvals/:chefId/reject': 'rejectChef',
  'POST /business/products/:id/photos': 'addProductPhoto',
  'DELETE /business/products/:id/photos/:photoId': 'deleteProductPhoto',
  'PUT /business/products/:id/photos/order': 'reorderProductPhotos',
  'PUT /business/menus/order': 'reorderMenus',
  'POST /onboarding/signup': 'signUpProducer',
  'POST /onboarding/apply': 'applyAsProducer',
  'POST /onboarding/profile/logo': 'uploadOnboardingLogo',
  'POST /onboarding/profile/banner': 'uploadOnboardingBanner',
  'POST /onboarding/steps/:step/complete': 'completeOnboardingStep',
  'POST /onboarding/go-live': 'goLive',
  'POST /profiles/me/avatar': 'uploadAvatar',
  'GET /profiles/me/album': 'getMyAlbum',
  'POST /profiles/me/album': 'addAlbumPhoto',
  'PUT /profiles/me/album/order': 'reorderAlbum',
  'PATCH /profiles/me/album/:photoId': 'updateAlbumPhoto',
  'DELETE /profiles/me/album/:photoId': 'deleteAlbumPhoto',
  'GET /profiles/:id/album': 'getAlbum',
  'GET /live-streams/studio': 'getStreamStudio',
  'POST /live-streams': 'startLiveStream',
  'POST /live-streams/:id/stop': 'stopLiveStream',
  'POST /live-streams/key': 'resetStreamKey',
  'GET /live-streams': 'listLiveStreams',
  'GET /live-streams/:id': 'getLiveStream',
  'GET /live-streams/:id/chat': 'getStreamChat',
  'POST /live-streams/:id/chat': 'postStreamChat',
  'DELETE /live-streams/:id/chat/:messageId': 'removeStreamChatMessage',
  'PUT /live-streams/:id/mutes/:userId': 'muteStreamChatter',
  'DELETE /live-streams/:id/mutes/:userId': 'unmuteStreamChatter',
};

/** POST /things/:id/<verb> reads as "<verb>Thing". */
const ACTION_VERBS = new Set(['accept', 'ignore', 'archive', 'cancel', 'approve', 'reject']);

const VERB_BY_METHOD: Record<string, string> = {
  GET: 'get',
  HEAD: 'head',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

const isParam = (segment: string) => segment.startsWith(':') || segment === '*';

const pascal = (segment: string) =>
  segment
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** English plural → singular, enough for our resource names. */
export function singular(word: string): string {
  if (/ies$/.test(word)) return word.slice(0, -3) + 'y';
  if (/(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The operationId for a route: the override if there is one, else a verb from the method
 * (GET get, POST create, PUT/PATCH update, DELETE delete; POST …/:id/<action> uses the action)
 * and a noun from the static segments, each singular when an id follows it, `me` read as "My":
 * GET /chefs/:id/menus → getChefMenus, POST /orders → createOrder, PATCH /profiles/me →
 * updateMyProfile, POST /invitations/:id/accept → acceptInvitation.
 */
export function operationIdFor(method: string, url: string, prefix = ''): string {
  const path = prefix && url.startsWith(prefix) ? url.slice(prefix.length) || '/' : url;
  const key = `${method.toUpperCase()} ${path}`;
  const override = OPERATION_ID_OVERRIDES[key];
  if (override) return override;
  const segments = path.split('/').filter(Boolean);
  let verb = VERB_BY_METHOD[method.toUpperCase()] ?? method.toLowerCase();
  const last = segments.at(-1);
  const beforeLast = segments.at(-2);
  if (last && ACTION_VERBS.has(last) && beforeLast && isParam(beforeLast)) {
    verb = last;
    segments.pop();
  }
  const collection = segments.length > 0 && !isParam(segments.at(-1)!);
  const words: string[] = [];
  segments.forEach((segment, i) => {
    if (isParam(segment)) return;
    const next = segments[i + 1];
    if (next === 'me') {
      words.push('My', singular(pascal(segment)));
      return;
    }
    if (segment === 'me') return;
    const word = pascal(segment);
    // An id follows, or a new one is created in a collection: one of them.
    const one =
      (next !== undefined && isParam(next)) ||
      (verb === 'create' && i === segments.length - 1 && collection);
    words.push(one ? singular(word) : word);
  });
  return verb + words.join('');
}
