// The product's own messages (spec §4, §5, §8), word for word. The server sends these
// in error bodies and the web shows them; neither rewrites them.
import { promptMessages } from './prompt-messages';

export const messages = {
  signInFailed: 'An invalid User ID or Password was entered. Please try again.',
  signUpFailed: 'Unable to create user!',
  addToCartFailed: 'Can not submit the order.',
  searchFailed: 'Can not load the order',
  chefHidden: "Sorry, Chef's profile is hidden!",
  chefNotFoundTitle: 'Not found',
  chefNotFound: 'profile not found',
  chefLoadFailedTitle: 'Can not find Chef for given id',
  chefLoadFailed: "Unable to retrieve the profile, may be it's not visible to public.",
  dishLoadFailed: "Unable to retrieve the product, may be it's not visible to public.",
  subscribeFailed: 'Failed.',
  unreadableProfile: 'Please, refresh your browser.',
  ownProduct: 'You can not request order for your own product!',
  cartEmpty: 'Cart is empty!',
  newCartTitle: 'Start a New Cart?',
  cartConflict:
    'You have items from another chef in your cart. To order from multiple Chefs please place separate orders.',
  cartDeleteFailedTitle: 'Unable to delete',
  cartDeleteFailed: 'Problem deleting item from Cart.',
  inviteAcceptFailed: 'Unable to accept this invite!',
  inviteUpdateFailed: 'Unable to update this invite!',
  estimateFailed: 'Unable to get the estimate',
  locationNotSet: 'The location is not set!',
  searchLocationNotSet: 'The search location is not set. Select city or turn of your location.',
  addressMissingTitle: 'address is missing',
  addressIncomplete: 'One of the addresses is not complete',
  notEnoughInventory:
    "You don't have enough inventory. Your order amount is greater than amount left.",
  outOfBusinessHours: "You can't order dishes out of business hours",
  tooManyRequests: 'Please Wait a Little Longer Before Performing this Action.',
  missedProfileInformation: 'Missed profile information.',
  accountNotSetUp: "Your account hasn't been setup yet!",
  accountNotVerified: promptMessages.accountNotVerified,
  addAddress: promptMessages.addAddress,
  noItemsFound: 'No Items Found',
  noMenusFound: 'No Menus Found',
  soldOut: 'No amount left or sold out.',
  quantityMin: 'Min should be above 0',
  quantityMax: 'Max should not be above 100',
  setOrderQuantity: 'Please set order qty.',
  inviteDuplicate: 'An invitation to this person has already been sent!',
  inviteSelf: 'You cannot send an invite to yourself!',
  wrongBusinessHours: 'Wrong business hours!',
  follow: 'Follow',
  unfollow: 'Unfollow',
  addedToFavorites: 'Added to your favorite list',
  removedFromFavorites: 'Removed from your favorite list',
  inProgress: 'In Progress',
  profileSaved: 'Profile saved successfully',
  financeSaved: 'Finance settings saved successfully.',
  verificationSent: 'A verification message send, please check your email',
} as const;

export const minimumOrderMessage = (amount: string) =>
  `Less than chef's minimum order amount ${amount}`;
export const orderLoadFailedMessage = (id: string) => `Unable to load the order: ${id}`;
export const emailNotFoundMessage = (email: string) => `${email} not found`;
