import { hashPassword } from '../../lib/password-hash.ts';

/** Every demo account signs in with this password (printed by `npm start`, listed in docs/demo-data.md). */
export const DEMO_PASSWORD = 'potluck-demo-2026';

export const DEMO_EMAILS = {
  customer: 'customer@demo.potluck.local',
  chef: 'chef@demo.potluck.local',
  admin: 'admin@demo.potluck.local',
  /** A chef whose application waits in the admin's /admin/approvals. */
  applicant: 'applicant@demo.potluck.local',
} as const;

export const DEMO_EMAIL_DOMAIN = 'demo.potluck.local';

/** Hashed once per seed and shared by every demo user (argon2id, the app's own parameters). */
export function hashDemoPassword(): Promise<string> {
  return hashPassword(DEMO_PASSWORD);
}

/** Demo customers who follow, favourite and review. The first is customer@demo.potluck.local. */
export const DEMO_CUSTOMERS: { name: string; email: string }[] = [
  { name: 'Casey Morgan', email: DEMO_EMAILS.customer },
  { name: 'Maya Robinson', email: 'maya.robinson@demo.potluck.local' },
  { name: 'Diego Alvarez', email: 'diego.alvarez@demo.potluck.local' },
  { name: 'Aisha Khan', email: 'aisha.khan@demo.potluck.local' },
  { name: 'Ben Fischer', email: 'ben.fischer@demo.potluck.local' },
  { name: 'Sofia Rossi', email: 'sofia.rossi@demo.potluck.local' },
  { name: 'Kevin Huang', email: 'kevin.huang@demo.potluck.local' },
  { name: 'Grace Owusu', email: 'grace.owusu@demo.potluck.local' },
  { name: 'Liam O’Connor', email: 'liam.oconnor@demo.potluck.local' },
  { name: 'Nina Petrova', email: 'nina.petrova@demo.potluck.local' },
  { name: 'Ravi Shah', email: 'ravi.shah@demo.potluck.local' },
  { name: 'Emma Johansson', email: 'emma.johansson@demo.potluck.local' },
];

export const DEMO_ADMIN_NAME = 'Alex Admin';

export const REVIEW_COMMENTS: Record<number, string[]> = {
  5: [
    'Absolutely delicious, tasted like it came from a family kitchen.',
    'Best I have had in the city. Pickup was quick and friendly.',
    'Generous portions and beautifully packed. Ordering again this week!',
    'Fresh, fragrant and perfectly seasoned.',
    'My whole family loved it.',
  ],
  4: [
    'Really good — a little more spice next time and it is perfect.',
    'Tasty and fresh, pickup took a few extra minutes.',
    'Great flavours, fair price.',
    'Solid and comforting, would order again.',
  ],
  3: [
    'Good but not quite what I expected.',
    'Decent, portions were a bit small.',
    'Fine, nothing special this time.',
  ],
  2: ['Arrived lukewarm and a little bland.', 'The order was late and one item was missing.'],
  1: ['Not for me, unfortunately.'],
};
