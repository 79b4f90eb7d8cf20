/** The demo producers: made-up but realistic businesses of every kind. */
export type ProducerKind = 'home chef' | 'restaurant' | 'farmer' | 'food truck';
export type ProducerState = 'approved' | 'pending' | 'hidden';

export interface ProducerTemplate {
  businessName: string;
  ownerName: string;
  kind: ProducerKind;
  /** A cuisine name from dishes.ts, or 'Farm'. */
  cuisine: string;
  tagline: string;
  state: ProducerState;
}

type Row = [string, string, ProducerKind, string, string, ProducerState?];

const ROWS: Row[] = [
  // The first home chef is the demo chef account (chef@demo.potluck.local).
  [
    "Rosa's Kitchen",
    'Rosa Delgado',
    'home chef',
    'Mexican',
    'Sunday-style Mexican home cooking, made fresh every morning',
  ],
  [
    'Nonna Lucia Cucina',
    'Lucia Bianchi',
    'home chef',
    'Italian',
    'Hand-rolled pasta and slow sauces from a Ligurian family table',
  ],
  [
    'Golden Dumpling House',
    'Mei Lin',
    'home chef',
    'Chinese',
    'Dumplings folded by hand, steamed or pan-fried to order',
  ],
  [
    "Priya's Spice Table",
    'Priya Raman',
    'home chef',
    'Indian',
    'North and South Indian comfort food with house-ground masalas',
  ],
  [
    'Baan Noi',
    'Kanya Suwan',
    'home chef',
    'Thai',
    'Bangkok street flavours from a tiny home kitchen',
  ],
  [
    "Selam's Injera",
    'Selam Tesfaye',
    'home chef',
    'Ethiopian',
    'Teff injera fermented for three days and stews to share',
  ],
  [
    'Hearth & Crumb',
    'Claire Dubois',
    'home chef',
    'French',
    'Laminated pastry and country loaves, baked before sunrise',
  ],
  [
    'Lola Tess Lutong Bahay',
    'Teresa Santos',
    'home chef',
    'Filipino',
    "Lola's recipes: adobo, pancit and lumpia for the whole barkada",
  ],
  [
    'Seoul Food Home',
    'Ji-woo Park',
    'home chef',
    'Korean',
    'Banchan, stews and kimchi aged in small crocks',
  ],
  [
    'Little Saigon Kitchen',
    'Linh Nguyen',
    'home chef',
    'Vietnamese',
    'Bone broth simmered overnight and banh mi on crackly rolls',
  ],
  [
    'Cedar & Sumac',
    'Rania Haddad',
    'home chef',
    'Lebanese',
    'Mezze, flatbreads and grilled meats from a Beirut family kitchen',
  ],
  [
    'The Biscuit Porch',
    'Darnell Brooks',
    'home chef',
    'American',
    'Southern biscuits, pies and fried chicken, Sunday every day',
  ],
  [
    'Umami Bento Co.',
    'Hana Takeda',
    'home chef',
    'Japanese',
    'Bento boxes and onigiri packed with care for busy days',
  ],
  [
    "Abuela Chela's Tamales",
    'Graciela Ruiz',
    'home chef',
    'Mexican',
    'Tamales wrapped by hand, the way three generations taught us',
  ],
  [
    'Curry Leaf Corner',
    'Anand Iyer',
    'home chef',
    'Indian',
    'Dosa, sambar and chutneys from a Chennai home kitchen',
  ],
  [
    'Pasta Fresca di Marco',
    'Marco Rinaldi',
    'home chef',
    'Italian',
    'Fresh egg pasta and slow-cooked ragù, rolled every afternoon',
  ],
  [
    'La Taqueria Azul',
    'Miguel Herrera',
    'restaurant',
    'Mexican',
    'Mission-style tacos and burritos since the family opened the doors',
  ],
  [
    'Trattoria Verde',
    'Giulia Romano',
    'restaurant',
    'Italian',
    'Wood-fired pizza and handmade pasta in a neighbourhood trattoria',
  ],
  [
    'Red Lantern Szechuan',
    'Wei Zhang',
    'restaurant',
    'Chinese',
    'Numbing, fragrant Sichuan classics cooked in a fiery wok',
  ],
  [
    'Tandoor & Tiffin',
    'Rohan Kapoor',
    'restaurant',
    'Indian',
    'Tandoor breads, rich curries and tiffin boxes to go',
  ],
  [
    'Lemongrass Thai Bistro',
    'Somchai Phan',
    'restaurant',
    'Thai',
    'Curries pounded from scratch and noodles tossed to order',
  ],
  [
    'Addis Table',
    'Dawit Alemu',
    'restaurant',
    'Ethiopian',
    'Shared platters of wats and tibs served on fresh injera',
  ],
  [
    'Fog City Diner Co.',
    'Megan Walsh',
    'restaurant',
    'American',
    'Smash burgers, chowder and pies: the classic diner, done right',
  ],
  [
    'Sakura Izakaya',
    'Kenji Mori',
    'restaurant',
    'Japanese',
    'Ramen, yakitori and small plates from a cosy izakaya',
  ],
  [
    'Hanok Korean BBQ',
    'Min-jun Kim',
    'restaurant',
    'Korean',
    'Charcoal-grilled bulgogi and bubbling stews with endless banchan',
  ],
  [
    'Pho Real',
    'Tuan Tran',
    'restaurant',
    'Vietnamese',
    'A pot of pho that has simmered for eighteen hours',
  ],
  [
    'Byblos Mezze House',
    'Karim Nassar',
    'restaurant',
    'Lebanese',
    'Charcoal kebabs and mezze for the table',
  ],
  [
    'Maison Petit Four',
    'Élodie Martin',
    'restaurant',
    'French',
    'A corner bistro and patisserie with daily tarts',
  ],
  [
    'Sunny Slope Farm',
    'Tom Hallett',
    'farmer',
    'Farm',
    'Organic vegetables picked the morning you get them',
  ],
  [
    'Bee Happy Apiary',
    'Nora Whitfield',
    'farmer',
    'Farm',
    'Raw wildflower honey from hives around the bay',
  ],
  [
    'Three Oaks Orchard',
    'Luis Ortega',
    'farmer',
    'Farm',
    'Stone fruit, citrus and persimmons from a family orchard',
  ],
  [
    'Little Goat Creamery',
    'Hannah Moller',
    'farmer',
    'Farm',
    'Fresh chèvre and goat milk from a small happy herd',
  ],
  [
    'Fog Belt Mushrooms',
    'Kai Nakamura',
    'farmer',
    'Farm',
    'Shiitake and oyster mushrooms grown in coastal fog',
  ],
  [
    'Green Acre Greens',
    'Amara Okafor',
    'farmer',
    'Farm',
    'Salad mixes and microgreens harvested twice a week',
  ],
  [
    'Heritage Hen Ranch',
    'Billy Carson',
    'farmer',
    'Farm',
    'Pasture-raised eggs and chickens that roam all day',
  ],
  [
    'Delta Roots Farm',
    'Isabel Vargas',
    'farmer',
    'Farm',
    'Heirloom tomatoes, sweet corn and jams from the delta',
  ],
  [
    'El Fuego Truck',
    'Javier Castillo',
    'food truck',
    'Mexican',
    'Birria, quesatacos and consommé from a bright orange truck',
  ],
  [
    'Curry on Wheels',
    'Sanjay Mehta',
    'food truck',
    'Indian',
    'Biryani and samosas at your favourite corner, lunch and dinner',
  ],
  [
    'Bao Wow',
    'Jenny Chow',
    'food truck',
    'Chinese',
    'Fluffy bao and crispy scallion pancakes on the go',
  ],
  [
    'Smoke Signals BBQ',
    'Earl Jackson',
    'food truck',
    'American',
    'Low-and-slow brisket and pulled pork, smoked overnight',
  ],
  [
    'Seoul Rollin',
    'Daniel Cho',
    'food truck',
    'Korean',
    'Korean fried chicken and kimbap rolling through town',
  ],
  [
    'Banh Mi Bicycle',
    'Thu Le',
    'food truck',
    'Vietnamese',
    'Crackly banh mi and iced coffee from a cheerful little truck',
  ],
  [
    'Falafel Express',
    'Omar Saleh',
    'food truck',
    'Lebanese',
    'Falafel fried to order and shawarma wraps in minutes',
  ],
  [
    'Tokyo Street Eats',
    'Yuki Sato',
    'food truck',
    'Japanese',
    'Okonomiyaki and takoyaki-style snacks fresh off the griddle',
  ],
  // Awaiting approval.
  [
    'Mama Ngozi Pots',
    'Ngozi Adeyemi',
    'home chef',
    'Ethiopian',
    'Spiced stews and greens from a brand-new home kitchen',
    'pending',
  ],
  [
    'Sweet Tooth Bakes',
    'Emily Carter',
    'home chef',
    'French',
    'Tarts and financiers for birthdays and Sunday treats',
    'pending',
  ],
  [
    'Taco Loco Cart',
    'Rafael Soto',
    'food truck',
    'Mexican',
    'Street tacos and elote from a brand-new cart',
    'pending',
  ],
  // Approved but hidden by its owner.
  [
    'Quiet Harbor Kitchen',
    'Samuel Reed',
    'restaurant',
    'American',
    'Seafood and comfort food (taking a short break)',
    'hidden',
  ],
];

export const PRODUCERS: ProducerTemplate[] = ROWS.map(
  ([businessName, ownerName, kind, cuisine, tagline, state]) => ({
    businessName,
    ownerName,
    kind,
    cuisine,
    tagline,
    state: state ?? 'approved',
  }),
);

/** The value stored in profiles.producer_kind for each kind. */
export const PRODUCER_KIND_COLUMN = {
  'home chef': 'home_chef',
  restaurant: 'restaurant',
  farmer: 'farmer',
  'food truck': 'food_truck',
} as const satisfies Record<ProducerKind, string>;

/** Permit shown on the profile: CFO for home kitchens, RES for restaurants and trucks, none for farms. */
export function permitFor(kind: ProducerKind): 'CFO' | 'RES' | null {
  if (kind === 'home chef') return 'CFO';
  if (kind === 'farmer') return null;
  return 'RES';
}

export function handleFor(businessName: string): string {
  return businessName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 30)
    .replace(/_+$/, '');
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
