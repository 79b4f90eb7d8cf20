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
