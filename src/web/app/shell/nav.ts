import { LEGAL_DOCUMENTS } from '#domain/legal';
import type { ComponentType } from 'react';
import {
  BellIcon,
  ChefHatIcon,
  CreditCardIcon,
  DishIcon,
  HeartIcon,
  HelpIcon,
  HomeIcon,
  KeyIcon,
  MailIcon,
  MapPinIcon,
  SlidersIcon,
  TagIcon,
  TruckIcon,
  UserIcon,
} from '../../components/icons';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number }>;
}

// Top-bar icons for people with a profile (spec §2 "Top bar"). Each later screen adds one line:
// foods (/foods), chefs (/chefs), deals (/deal/deals-of-the-day); the cart dropdown sits beside them.
export const topBarItems: NavItem[] = [
  { label: 'Home', to: '/', icon: HomeIcon },
  { label: 'Foods', to: '/foods', icon: DishIcon },
  { label: 'Chefs', to: '/chefs', icon: ChefHatIcon },
  { label: 'Deals', to: '/deal/deals-of-the-day', icon: TagIcon },
];

export interface NavGroup {
  /** null: the drawer's ungrouped top section. */
  label: string | null;
  items: NavItem[];
}

// Side drawer (spec §2 "Header side drawer"), in the spec's order. Only screens that exist
// are listed: a link to a missing page is never shown. Logout always closes the drawer.
export const drawerGroups: NavGroup[] = [
  {
    label: null,
    items: [
      { label: 'Search foods', to: '/foods', icon: DishIcon },
      { label: 'Find chefs', to: '/chefs', icon: ChefHatIcon },
      { label: 'Orders', to: '/order/list', icon: TruckIcon },
      { label: 'Accounts', to: '/accounts', icon: CreditCardIcon },
      { label: 'Profile', to: '/my/profile', icon: UserIcon },
      { label: 'Friends', to: '/invite/list', icon: MailIcon },
      { label: 'Addresses', to: '/profile/address', icon: MapPinIcon },
    ],
  },
  {
    label: 'Settings',
    items: [
      { label: 'All settings', to: '/settings', icon: SlidersIcon },
      { label: 'Notification settings', to: '/settings/notification', icon: BellIcon },
      { label: 'Meal preferences', to: '/settings/meal-preference', icon: DishIcon },
      { label: 'Last-call settings', to: '/settings/lastcall', icon: TagIcon },
    ],
  },
  {
    label: 'Favourites',
    items: [
      { label: 'Favorite products', to: '/favorite/dish', icon: HeartIcon },
      { label: 'Favorite producers', to: '/favorite/chef', icon: ChefHatIcon },
      { label: 'Followings', to: '/social/followingchef', icon: UserIcon },
    ],
  },
  {
    label: 'Support',
    items: [
      { label: 'Change password', to: '/change-password', icon: KeyIcon },
      { label: 'Help', to: '/help', icon: HelpIcon },
      { label: 'Contact support', to: '/support', icon: MailIcon },
    ],
  },
];

// Footer (spec §2): About, Blog, Privacy Policy, Terms of use; and the calculator, Help and
// Support.
export const footerLinks: { label: string; to: string }[] = [
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: LEGAL_DOCUMENTS.privacyPolicy.title, to: LEGAL_DOCUMENTS.privacyPolicy.path },
  { label: LEGAL_DOCUMENTS.termsOfUse.title, to: LEGAL_DOCUMENTS.termsOfUse.path },
  { label: 'Return on investment', to: '/roi' },
  { label: 'Help', to: '/help' },
  { label: 'Support', to: '/support' },
];
