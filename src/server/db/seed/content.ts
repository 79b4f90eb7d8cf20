/** Home-page carousel and the about/blog documents of the demo. */
export interface CarouselPick {
  title: string;
  link: string;
  imageUrl: string;
}

export function aboutDocument(cityLabel: string): { slug: string; title: string; body: string } {
  return {
    slug: 'about',
    title: 'About Potluck',
    body: `# About Potluck

Potluck connects you with the people who cook and grow food near you: **home chefs**, **restaurants**,
**farmers** and **food trucks** in your neighbourhood.

- Find dishes cooking right now, ready for pickup, or deals at last call before closing.
- Follow the producers you love and get told when they start cooking.
- Producers set their own menus, prices, hours and pickup or delivery options.

> This installation is running with **demo data** for ${cityLabel}. Every producer, dish, review and
> account you see here is made up, and the photos are generated. Sign in with one of the demo accounts
> (password \`potluck-demo-2026\`) to try it as a customer, a chef or an admin.
`,
  };
}

export function welcomePost(cityLabel: string): { slug: string; title: string; body: string } {
  return {
    slug: 'welcome-to-the-demo',
    title: 'Welcome to the Potluck demo',
    body: `# Welcome to the Potluck demo

We filled this demo with over forty made-up producers around ${cityLabel}: home kitchens folding dumplings,
a taqueria, farms with eggs and honey, and trucks serving birria and banh mi.

Try a search near you, open a dish, add it to your cart and follow a chef. Some dishes are **cooking now**,
some are **sold out**, and a few producers are running **last-call** deals.
`,
  };
}

export interface HelpArticleSeed {
  slug: string;
  topic: string;
  title: string;
  body: string;
  displayOrder: number;
}

/**
 * The help centre's first articles (/help), written from the rules the app applies: the fee
 * table of #domain/fees, the order life of #domain/order-lifecycle, payouts (decision 037) and
 * approval (decision 017). Admins edit them under /admin/content/help.
 */
export function helpArticleSeeds(): HelpArticleSeed[] {
  return [
    {
      slug: 'how-ordering-works',
      topic: 'Ordering',
      title: 'How ordering works',
      displayOrder: 10,
      body: `Find a dish on the home page, in **Search foods** or on a chef's page, choose the quantity
(1 to 100) and any options, and add it to your cart.

- A cart holds dishes from **one chef**. To order from several chefs, place separate orders.
- Some chefs have a **minimum order amount**; the cart tells you what is missing.
- At checkout, choose **pickup or delivery**, a time, a tip and your card, then place the order.

The chef is told at once and accepts or declines the order. You follow its status under
**Orders**: accepted, ready, then completed. Once it is completed you can review the dishes.`,
    },
    {
      slug: 'ordering-ahead',
      topic: 'Ordering',
      title: 'Ordering for later and business hours',
      displayOrder: 11,
      body: `You can order for **now** or for a time **up to 7 days ahead**, in half-hour steps.

Chefs cook in their own business hours. A dish can only be ordered for a time the chef is open;
outside those hours the checkout offers the next times they take orders.

Dishes marked **Sold out** have no portions left today. **Last-call** deals are dishes offered at
a lower price shortly before the chef closes.`,
    },
    {
      slug: 'cancelling-an-order',
      topic: 'Ordering',
      title: 'Cancelling an order',
      displayOrder: 12,
      body: `You can cancel an order yourself **until the chef accepts it**: open it under **Orders** and
choose Cancel. Nothing is charged; the hold on your card is released.

Once the chef has accepted, the food is being made. Message the chef or
[contact support](/support) with your order number: if the chef cancels an accepted order, your
card is refunded in full.

If the chef declines your order, the hold on your card is released and you are not charged.`,
    },
    {
      slug: 'picking-up-an-order',
      topic: 'Pickup and delivery',
      title: 'Picking up your order',
      displayOrder: 20,
      body: `For pickup, your pickup time and the chef's pickup place are on the order page under
**Orders**, which also shows when the chef marks your order **ready**.

- Have your order number at hand when you collect.
- A pickup order has **no delivery fee**, and any tip goes wholly to the chef.
- Running late? Send the chef a message under **Messages**.`,
    },
    {
      slug: 'delivery',
      topic: 'Pickup and delivery',
      title: 'Delivery, fees and tips',
      displayOrder: 21,
      body: `For delivery, give the address at checkout (addresses you save under **Addresses** are
offered there). The delivery fee comes from a quote for that address and is shown before you
pay.

A **tip** on a delivery order is split **50/50 between the chef and the courier**; on a pickup
order the whole tip goes to the chef.`,
    },
    {
      slug: 'when-is-my-card-charged',
      topic: 'Payments',
      title: 'When is my card charged?',
      displayOrder: 30,
      body: `When you place an order, your card is **authorised** for the total: the amount is held but
not taken. It is **charged only when the chef accepts** the order.

- Chef declines or you cancel before acceptance: the hold is released, nothing is charged.
- Chef cancels after accepting: the charge is **refunded** to the same card.

Your cards and past payments are under **Accounts**.`,
    },
    {
      slug: 'fees-and-refunds',
      topic: 'Payments',
      title: 'Service fees and refunds',
      displayOrder: 31,
      body: `Each chef chooses how Potluck is paid:

| Chef's choice | You pay |
|---|---|
| 15% commission | no service fee |
| 0% commission | a service fee of **5% for pickup** or **15% for delivery** |

The checkout shows every line before you pay: dishes, any discount, service fee, delivery fee
and tip. A refund goes back to the card you paid with; banks usually show it within 5 to 10
business days. For a problem with an order, [contact support](/support) with its number.`,
    },
    {
      slug: 'getting-approved',
      topic: 'For producers',
      title: 'Getting approved to sell',
      displayOrder: 40,
      body: `Home chefs, restaurants, farmers and food trucks sign up at **/chef/signup** (or apply from
a customer account). Onboarding takes about **15 to 45 minutes** in six steps: Welcome, Profile,
Finance, Order Settings, Menus and Go Live.

Before you can submit, Go Live checks that you have a business name and tagline, an address, a
business phone, an order e-mail, valid business hours and **at least one product**.

Our team reviews each application **within 48 hours**. While you wait you can keep building your
menu. If an application is declined, the reason is given: fix it and submit again.`,
    },
    {
      slug: 'payouts',
      topic: 'For producers',
      title: 'How and when you get paid',
      displayOrder: 41,
      body: `Add a bank account in the **Finance** step (or later under **Accounts**) to be paid.

For each order you keep the dish total, less the **15% commission** if you chose that structure
(none with the 0% structure, where the customer pays a service fee), plus your share of the tip.

The money of an order becomes payable once the order ends. Payouts are sent **within 48 hours**
of a completed order, and banks usually credit them **2 business days** after the transfer. Your
earnings and each payout are listed in the business portal.`,
    },
  ];
}
