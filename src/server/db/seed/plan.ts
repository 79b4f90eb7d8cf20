import { users } from '../schema/accounts.ts';
import { addresses } from '../schema/addresses.ts';
import {
  cuisines,
  dishes,
  dishModifiers,
  dishPhotos,
  menuItems,
  menus,
  modifierOptions,
  modifiers,
} from '../schema/catalog.ts';
import { aboutDocuments, carouselItems } from '../schema/content.ts';
import { lastCallItems, lastCalls } from '../schema/lastcall.ts';
import { storedFiles } from '../schema/media.ts';
import { chefApprovals } from '../schema/onboarding.ts';
import { orderItems, orders, orderStatusHistory } from '../schema/orders.ts';
import { profiles, type BusinessHours } from '../schema/profiles.ts';
import { reviews } from '../schema/reviews.ts';
import { adminSettings, businessSettings, userSettings } from '../schema/settings.ts';
import { favoriteChefs, favoriteDishes, followings } from '../schema/social.ts';
import { DEMO_ADMIN_NAME, DEMO_CUSTOMERS, DEMO_EMAILS, REVIEW_COMMENTS } from './accounts.ts';
import { aboutDocument, welcomePost } from './content.ts';
import { CUISINES, FARM, cuisineByName, type Cuisine, type DishTemplate } from './dishes.ts';
import { avatarSvg, dishArt, dishSvg } from './photos.ts';
import { addressNear, type DemoAddress, type DemoCity } from './places.ts';
import {
  PRODUCERS,
  PRODUCER_KIND_COLUMN,
  handleFor,
  permitFor,
  slugify,
  type ProducerKind,
  type ProducerTemplate,
} from './producers.ts';
import { createRng, DEMO_SEED, type Rng } from './rng.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface PlannedImage {
  key: string;
  svg: string;
  ownerId: string;
}

/** Everything the demo inserts, as plain rows in insertion order (parents before children). */
export interface DemoPlan {
  users: Insert<typeof users>[];
  profiles: Insert<typeof profiles>[];
  addresses: Insert<typeof addresses>[];
  userSettings: Insert<typeof userSettings>[];
  businessSettings: Insert<typeof businessSettings>[];
  chefApprovals: Insert<typeof chefApprovals>[];
  cuisines: Insert<typeof cuisines>[];
  dishes: Insert<typeof dishes>[];
  dishPhotos: Insert<typeof dishPhotos>[];
  modifiers: Insert<typeof modifiers>[];
  modifierOptions: Insert<typeof modifierOptions>[];
  dishModifiers: Insert<typeof dishModifiers>[];
  menus: Insert<typeof menus>[];
  menuItems: Insert<typeof menuItems>[];
  lastCalls: Insert<typeof lastCalls>[];
  lastCallItems: Insert<typeof lastCallItems>[];
  orders: Insert<typeof orders>[];
  orderItems: Insert<typeof orderItems>[];
  orderStatusHistory: Insert<typeof orderStatusHistory>[];
  reviews: Insert<typeof reviews>[];
  followings: Insert<typeof followings>[];
  favoriteDishes: Insert<typeof favoriteDishes>[];
  favoriteChefs: Insert<typeof favoriteChefs>[];
  carouselItems: Insert<typeof carouselItems>[];
  aboutDocuments: Insert<typeof aboutDocuments>[];
  storedFiles: Insert<typeof storedFiles>[];
  adminSettings: Insert<typeof adminSettings>[];
  /** Dish photos first, then avatars; rendered before the rows are inserted. */
  images: PlannedImage[];
  adminId: string;
  counts: { producers: number; approvedProducers: number; dishes: number };
}

export interface PlanInput {
  city: DemoCity;
  now: Date;
  passwordHash: string;
  publicUrl: (key: string) => string;
  seed?: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface ProducerPlan {
  id: string;
  template: ProducerTemplate;
  cuisine: Cuisine;
  handle: string;
  address: DemoAddress;
  approved: boolean;
  dishes: Insert<typeof dishes>[];
  commission: 'commission_15' | 'service_fee_15';
}

function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

function hoursFor(rng: Rng, kind: ProducerKind): BusinessHours {
  switch (kind) {
    case 'home chef':
      return rng.pick([
        { businessDays: [1, 2, 3, 4, 5, 6], fromHour: '10:00', endHour: '21:00' },
        { businessDays: [2, 3, 4, 5, 6], fromHour: '11:00', endHour: '20:00' },
        { businessDays: [0, 4, 5, 6], fromHour: '09:00', endHour: '19:00' },
      ]);
    case 'restaurant':
      return rng.pick([
        { businessDays: [0, 1, 2, 3, 4, 5, 6], fromHour: '11:30', endHour: '22:00' },
        { businessDays: [1, 2, 3, 4, 5, 6], fromHour: '11:00', endHour: '21:30' },
        { businessDays: [0, 2, 3, 4, 5, 6], fromHour: '17:00', endHour: '23:00' },
      ]);
    case 'farmer':
      return rng.pick([
        { businessDays: [3, 6], fromHour: '08:00', endHour: '14:00' },
        { businessDays: [0, 3, 6], fromHour: '07:30', endHour: '13:00' },
      ]);
    case 'food truck':
      return rng.pick([
        { businessDays: [1, 2, 3, 4, 5], fromHour: '11:00', endHour: '15:00' },
        { businessDays: [3, 4, 5, 6], fromHour: '17:00', endHour: '23:30' },
      ]);
  }
}

const KIND_PHRASE: Record<ProducerKind, string> = {
  'home chef': 'Cooked in small batches in a permitted home kitchen.',
  restaurant: 'Made fresh in our restaurant kitchen.',
  farmer: 'Harvested on the farm this week.',
  'food truck': 'Cooked to order on the truck.',
};

const SPICE_CUISINES = new Set([
  'Mexican',
  'Chinese',
  'Indian',
  'Thai',
  'Ethiopian',
  'Korean',
  'Vietnamese',
]);

/** Rounds a price to a quarter dollar. */
const roundPrice = (cents: number) => Math.max(25, Math.round(cents / 25) * 25);

function phoneFor(city: DemoCity, index: number): string {
  const area = city.city === 'San Francisco' ? '415' : '555';
  return `(${area}) 555-01${String(index % 100).padStart(2, '0')}`;
}

function describeProducer(
  p: ProducerTemplate,
  address: DemoAddress,
  hours: BusinessHours,
  sample: string[],
): string {
  const place = address.neighborhood ? `${address.neighborhood}, ${address.city}` : address.city;
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const open = hours.businessDays.map((d) => days[d]).join(', ');
  const permit = permitFor(p.kind);
  return [
    `Demo producer — ${p.kind} in ${place}. Everything about ${p.businessName} is made up for the Potluck demo.`,
    '',
    `${p.tagline}.`,
    '',
    `**Try:** ${sample.join(', ')}.`,
    '',
    `- Open ${open}, ${hours.fromHour}–${hours.endHour}`,
    `- Run by ${p.ownerName}`,
    permit === 'CFO'
      ? '- Cottage food operation (CFO permit)'
      : permit === 'RES'
        ? '- Licensed food facility (RES permit)'
        : '- Certified producer at local farmers markets',
  ].join('\n');
}

/** Builds the whole demo deterministically: same seed and day → same rows. */
export function buildDemoPlan(input: PlanInput): DemoPlan {
  const { city, passwordHash, publicUrl } = input;
  const rng = createRng(input.seed ?? DEMO_SEED);
  const base = startOfUtcDay(input.now).getTime();
  const at = (msAgo: number) => new Date(base - msAgo);

  const plan: DemoPlan = {
    users: [],
    profiles: [],
    addresses: [],
    userSettings: [],
    businessSettings: [],
    chefApprovals: [],
    cuisines: [],
    dishes: [],
    dishPhotos: [],
    modifiers: [],
    modifierOptions: [],
    dishModifiers: [],
    menus: [],
    menuItems: [],
    lastCalls: [],
    lastCallItems: [],
    orders: [],
    orderItems: [],
    orderStatusHistory: [],
    reviews: [],
    followings: [],
    favoriteDishes: [],
    favoriteChefs: [],
    carouselItems: [],
    aboutDocuments: [],
    storedFiles: [],
    adminSettings: [],
    images: [],
    adminId: '',
    counts: { producers: 0, approvedProducers: 0, dishes: 0 },
  };
  const avatarImages: PlannedImage[] = [];

  // Cuisines.
  const cuisineIds = new Map<string, string>();
  for (const c of CUISINES) {
    const id = rng.uuid();
    cuisineIds.set(c.name, id);
    plan.cuisines.push({ id, name: c.name, iso: c.iso, createdAt: at(400 * DAY) });
  }

  const addUser = (id: string, email: string, createdAt: Date, isAdmin = false) =>
    plan.users.push({
      id,
      email,
      passwordHash,
      isAdmin,
      emailVerifiedAt: new Date(createdAt.getTime() + HOUR),
      createdAt,
    });

  // Admin.
  const adminId = rng.uuid();
  plan.adminId = adminId;
  addUser(adminId, DEMO_EMAILS.admin, at(420 * DAY), true);
  plan.profiles.push({
    id: adminId,
    type: 'customer',
    isNewProfile: false,
    name: DEMO_ADMIN_NAME,
    handle: 'demo_admin',
    email: DEMO_EMAILS.admin,
    profileStatus: 'public',
    timeZone: city.timeZone,
    createdAt: at(420 * DAY),
  });
  plan.userSettings.push({ userId: adminId, notificationsConfiguredAt: at(420 * DAY) });

  // Customers.
  const customerIds: string[] = [];
  DEMO_CUSTOMERS.forEach((c, i) => {
    const id = rng.uuid();
    customerIds.push(id);
    const createdAt = at(rng.int(20, 300) * DAY);
    addUser(id, c.email, createdAt);
    const spot = rng.pick(city.neighbourhoods);
    const home = addressNear(rng, city, spot);
    plan.profiles.push({
      id,
      type: 'customer',
      isNewProfile: false,
      name: c.name,
      handle: handleFor(c.name),
      email: c.email,
      phone: phoneFor(city, 60 + i),
      profileStatus: 'public',
      timeZone: city.timeZone,
      searchFormattedAddress: home.formattedAddress,
      searchLatitude: home.latitude,
      searchLongitude: home.longitude,
      searchLocality: home.city,
      searchPostalCode: home.zipcode,
      createdAt,
    });
    plan.addresses.push(defaultAddressRow(rng, id, 'Home', home, 'home', createdAt));
    plan.userSettings.push({ userId: id, notificationsConfiguredAt: i === 0 ? createdAt : null });
  });

  // Producers.
  const producers: ProducerPlan[] = [];
  const slugs = new Set<string>();
  const handles = new Set<string>();
  let dishIndex = 0;
  PRODUCERS.forEach((p, index) => {
    const id = rng.uuid();
    const email =
      index === 0
        ? DEMO_EMAILS.chef
        : `${handleFor(p.businessName).replace(/_/g, '.')}@demo.potluck.local`;
    let handle = handleFor(p.businessName);
    while (handles.has(handle)) handle = `${handle.slice(0, 27)}_${index}`;
    handles.add(handle);
    const cuisine = p.cuisine === 'Farm' ? FARM : cuisineByName(p.cuisine);
    const spot =
      city.neighbourhoods[index % city.neighbourhoods.length] ?? rng.pick(city.neighbourhoods);
    const address = addressNear(rng, city, spot);
    const createdAt = at(rng.int(30, 400) * DAY);
    const approved = p.state !== 'pending';
    const hours = hoursFor(rng, p.kind);
    const webSlug = slugify(p.businessName);
    const commission = rng.chance(0.5) ? 'commission_15' : 'service_fee_15';
    const producer: ProducerPlan = {
      id,
      template: p,
      cuisine,
      handle,
      address,
      approved,
      dishes: [],
      commission,
    };
    producers.push(producer);

    // Dishes.
    const dishCount =
      p.state === 'approved' ? Math.min(cuisine.dishes.length, rng.int(9, 11)) : rng.int(3, 5);
    const templates: DishTemplate[] = rng.sample(cuisine.dishes, dishCount);
    for (const t of templates) {
      const dishId = rng.uuid();
      let slug = `${slugify(t.name)}-${dishId.slice(0, 6)}`;
      while (slugs.has(slug)) slug = `${slug}-${rng.int(0, 9)}`;
      slugs.add(slug);
      const roll = rng.next();
      const status = roll < 0.68 ? 'available' : roll < 0.84 ? 'cooking' : 'sold_out';
      let amountLeft: number;
      if (status === 'sold_out') amountLeft = 0;
      else if (status === 'cooking') amountLeft = rng.chance(0.5) ? -1 : rng.int(4, 12);
      else {
        const a = rng.next();
        amountLeft = a < 0.4 ? -1 : a < 0.9 ? rng.int(1, 24) : 0;
      }
      // About one in six dishes is New (created within the last week).
      const dishCreated = rng.chance(0.18)
        ? new Date(base - rng.int(0, 5 * 24) * HOUR)
        : at(rng.int(9, 180) * DAY + rng.int(0, 23) * HOUR);
      const key = `dish/${dishId}/1.webp`;
      const artRng = createRng((input.seed ?? DEMO_SEED) + 1000 + dishIndex);
      plan.images.push({
        key,
        svg: dishSvg(dishArt(artRng, t.name, cuisine.colors, t.categories), artRng),
        ownerId: id,
      });
      plan.dishPhotos.push({
        id: rng.uuid(),
        dishId,
        url: publicUrl(key),
        position: 0,
        createdAt: dishCreated,
      });
      const dish: Insert<typeof dishes> = {
        id: dishId,
        chefId: id,
        name: t.name,
        description: `${t.name} with ${t.ingredients.slice(0, 4).join(', ')}. ${KIND_PHRASE[p.kind]}`,
        slug,
        priceCents: roundPrice(t.priceCents * rng.float(0.9, 1.2)),
        priceUnit: t.unit,
        status,
        amountLeft,
        visibility: 'public',
        hideNotAvailable: false,
        globalPromo: rng.chance(0.05),
        ingredients: t.ingredients,
        diets: t.diets,
        origins: [cuisine.name],
        categories: t.categories.slice(0, 5),
        tags:
          p.kind === 'farmer'
            ? ['farm-fresh', 'local']
            : p.kind === 'home chef'
              ? ['homemade']
              : [],
        cuisineId: cuisineIds.get(cuisine.name) ?? null,
        totalServing: rng.int(1, 4),
        leadTimeMinutes: rng.pick([0, 15, 30, 45, 60, 120]),
        netWeight: p.kind === 'farmer' ? null : `${rng.int(5, 16) * 25} g`,
        latitude: address.latitude,
        longitude: address.longitude,
        createdAt: dishCreated,
      };
      producer.dishes.push(dish);
      plan.dishes.push(dish);
      dishIndex++;
    }

    const sample = producer.dishes.slice(0, 3).map((d) => d.name);
    addUser(id, email, createdAt);
    const avatarKey = `profile/${id}/avatar`;
    avatarImages.push({
      key: avatarKey,
      svg: avatarSvg(p.businessName, cuisine.colors),
      ownerId: id,
    });
    const cookingNow = producer.dishes.some((d) => d.status === 'cooking');
    plan.profiles.push({
      id,
      type: 'chef',
      producerKind: PRODUCER_KIND_COLUMN[p.kind],
      isNewProfile: false,
      name: p.ownerName,
      handle,
      businessName: p.businessName,
      profileStatus: p.state === 'hidden' ? 'hide' : 'public',
      approvalStatus: approved ? 'approved' : 'pending',
      email,
      phone: phoneFor(city, index),
      avatarUrl: publicUrl(avatarKey),
      businessLogo: publicUrl(avatarKey),
      website: `https://${webSlug}.example.com`,
      instagram: rng.chance(0.6) ? `https://instagram.com/${handle}` : null,
      description: describeProducer(p, address, hours, sample),
      title: p.tagline.slice(0, 100),
      applyDate: createdAt,
      experiences: `${rng.int(3, 25)} years cooking ${cuisine === FARM ? 'and farming' : `${cuisine.name} food`}.`,
      permitType: permitFor(p.kind),
      businessPhone: phoneFor(city, index),
      businessEmail: `hello@${webSlug}.example.com`,
      businessHours: hours,
      cookingStatus: cookingNow ? 'cooking' : 'idle',
      timeZone: city.timeZone,
      latitude: address.latitude,
      longitude: address.longitude,
      dishesCount: producer.dishes.length,
      createdAt,
    });
    plan.addresses.push(defaultAddressRow(rng, id, p.businessName, address, 'business', createdAt));
    plan.businessSettings.push({
      chefId: id,
      minimumOrderCents: rng.pick([0, 0, 1000, 1500, 2000, 2500]),
      defaultLeadTimeMinutes:
        p.kind === 'home chef' ? rng.pick([60, 120, 240, 1440]) : rng.pick([15, 20, 30, 45]),
      offersPickup: true,
      offersDelivery: p.kind !== 'food truck' && rng.chance(0.5),
      disablePreOrder: p.kind === 'food truck' && rng.chance(0.5),
      commissionStructure: commission,
    });
    plan.chefApprovals.push({
      chefId: id,
      approvalStatus: approved ? 'approved' : 'pending',
      bankProvider: 'local',
      bankAccountRef: `demo_acct_${String(index + 1).padStart(3, '0')}`,
      bankAccountLast4: String(rng.int(0, 9999)).padStart(4, '0'),
      bankName: rng.pick(['Bay Community Credit Union', 'First Demo Bank', 'Golden Gate Savings']),
      submittedAt: createdAt,
      decidedAt: approved ? new Date(createdAt.getTime() + rng.int(4, 40) * HOUR) : null,
      decidedById: approved ? adminId : null,
      note: approved ? 'Approved (demo data).' : null,
      createdAt,
    });
    plan.userSettings.push({ userId: id, notificationsConfiguredAt: createdAt });
  });

  // Modifiers on about 30% of the cooked dishes.
  for (const producer of producers) {
    if (producer.template.kind === 'farmer') continue;
    const chosen = producer.dishes.filter(() => rng.chance(0.33));
    if (chosen.length === 0) continue;
    const groups: string[] = [];
    const addGroup = (name: string, min: number, max: number, options: [string, number][]) => {
      const modifierId = rng.uuid();
      plan.modifiers.push({ id: modifierId, chefId: producer.id, name, min, max });
      options.forEach(([optionName, priceCents], position) =>
        plan.modifierOptions.push({
          id: rng.uuid(),
          modifierId,
          name: optionName,
          priceCents,
          available: true,
          position,
        }),
      );
      groups.push(modifierId);
    };
    if (SPICE_CUISINES.has(producer.cuisine.name)) {
      addGroup('Spice level', 1, 1, [
        ['Mild', 0],
        ['Medium', 0],
        ['Hot', 0],
        ['Extra hot', 0],
      ]);
    } else {
      addGroup('Portion', 1, 1, [
        ['Regular', 0],
        ['Large', 400],
      ]);
    }
    addGroup('Extras', 0, 3, [
      ['Extra protein', 350],
      ['Side salad', 300],
      ['Extra sauce', 75],
      ['Fresh herbs', 50],
      ['Add a drink', 250],
    ]);
    for (const dish of chosen) {
      const ids = rng.chance(0.5) ? groups : [rng.pick(groups)];
      ids.forEach((modifierId, position) =>
        plan.dishModifiers.push({ dishId: dish.id as string, modifierId, position }),
      );
    }
  }

  // Menus: a parent menu with one or two child menus holding the dishes.
  for (const producer of producers) {
    const p = producer.template;
    const parentId = rng.uuid();
    plan.menus.push({
      id: parentId,
      chefId: producer.id,
      name: `${p.businessName} menu`,
      type: 'parent',
      position: 0,
    });
    const sweet = (d: Insert<typeof dishes>) =>
      (d.categories ?? []).some((c) =>
        ['Desserts', 'Drinks', 'Sides', 'Snacks', 'Appetizers', 'Pantry'].includes(c),
      );
    const two = producer.dishes.length >= 6 && rng.chance(0.7);
    const groups: { name: string; items: Insert<typeof dishes>[] }[] = two
      ? [
          {
            name: p.kind === 'farmer' ? 'This week’s harvest' : 'Mains',
            items: producer.dishes.filter((d) => !sweet(d)),
          },
          {
            name: p.kind === 'farmer' ? 'Pantry' : 'Small plates, sides & sweets',
            items: producer.dishes.filter(sweet),
          },
        ].filter((g) => g.items.length > 0)
      : [{ name: p.kind === 'farmer' ? 'Farm stand' : 'Everyday menu', items: producer.dishes }];
    groups.forEach((g, position) => {
      const menuId = rng.uuid();
      const weekend = position === 1 && rng.chance(0.3);
      plan.menus.push({
        id: menuId,
        chefId: producer.id,
        name: weekend ? `Weekend ${g.name.toLowerCase()}` : g.name,
        type: 'menu',
        parentId,
        position: position + 1,
        availability: weekend
          ? { mode: 'custom', weekdays: [0, 6], from: '09:00', to: '14:00' }
          : { mode: 'business_hours' },
      });
      g.items.forEach((d, i) =>
        plan.menuItems.push({ menuId, dishId: d.id as string, position: i }),
      );
    });
  }

  const approvedProducers = producers.filter((p) => p.approved && p.template.state === 'approved');

  // Last-call deals from some approved producers, open from the start of today for three days.
  const lastCallers = rng.sample(
    approvedProducers.filter((p) => p.template.kind !== 'farmer'),
    9,
  );
  for (const producer of lastCallers) {
    const sellable = producer.dishes.filter((d) => d.status === 'available' && d.amountLeft !== 0);
    if (sellable.length === 0) continue;
    const lastCallId = rng.uuid();
    plan.lastCalls.push({
      id: lastCallId,
      chefId: producer.id,
      latitude: producer.address.latitude,
      longitude: producer.address.longitude,
      startsAt: new Date(base - 2 * HOUR),
      endsAt: new Date(base + 3 * DAY),
    });
    for (const dish of rng.sample(sellable, rng.int(1, 3))) {
      const offPercent = rng.pick([20, 25, 30, 40, 50]);
      const priceCents = Math.round((dish.priceCents * (100 - offPercent)) / 100);
      dish.lastCallPriceCents = priceCents;
      plan.lastCallItems.push({
        id: rng.uuid(),
        lastCallId,
        dishId: dish.id as string,
        priceCents,
        offPercent,
        amountLeft: rng.int(2, 8),
      });
    }
  }

  // Completed orders with reviews (order review = producer rating, dish reviews = dish ratings).
  const profileById = new Map(plan.profiles.map((p) => [p.id, p]));
  const ratingRoll = () => {
    const r = rng.next();
    return r < 0.55 ? 5 : r < 0.82 ? 4 : r < 0.93 ? 3 : r < 0.98 ? 2 : 1;
  };
  const commentFor = (rating: number) =>
    rng.chance(0.75) ? rng.pick(REVIEW_COMMENTS[rating] ?? ['']) : null;
  const dishRatings = new Map<string, { sum: number; count: number }>();
  for (const producer of producers.filter((p) => p.approved)) {
    const reviewers = rng.sample(customerIds, rng.int(0, 6));
    for (const buyerId of reviewers) {
      const orderId = rng.uuid();
      const createdAt = at(rng.int(2, 90) * DAY + rng.int(9, 20) * HOUR);
      const items = rng.sample(producer.dishes, rng.int(1, 3));
      let subtotal = 0;
      for (const dish of items) {
        const quantity = rng.int(1, 3);
        subtotal += quantity * dish.priceCents;
        plan.orderItems.push({
          id: rng.uuid(),
          orderId,
          dishId: dish.id as string,
          dishName: dish.name,
          quantity,
          unitPriceCents: dish.priceCents,
          lineTotalCents: quantity * dish.priceCents,
          createdAt,
        });
      }
      const fee = Math.round(subtotal * 0.15);
      const serviceFeeCents = producer.commission === 'service_fee_15' ? fee : 0;
      const commissionCents = producer.commission === 'commission_15' ? fee : 0;
      const tipCents = rng.pick([0, 0, 200, 300, 500]);
      plan.orders.push({
        id: orderId,
        buyerId,
        sellerId: producer.id,
        status: 'completed',
        active: true,
        deliveryMethod: 'pickup',
        deliveryAt: new Date(createdAt.getTime() + HOUR),
        foodName: items[0]?.name ?? null,
        subtotalCents: subtotal,
        serviceFeeCents,
        tipCents,
        commissionCents,
        totalCents: subtotal + serviceFeeCents + tipCents,
        chefEarningsCents: subtotal - commissionCents + tipCents,
        commissionStructure: producer.commission,
        idempotencyKey: `demo-${orderId}`,
        createdAt,
      });
      plan.orderStatusHistory.push({
        orderId,
        fromStatus: null,
        toStatus: 'completed',
        changedById: producer.id,
        note: 'Demo order',
        createdAt,
      });
      const reviewedAt = new Date(createdAt.getTime() + rng.int(3, 48) * HOUR);
      const rating = ratingRoll();
      plan.reviews.push({
        id: rng.uuid(),
        type: 'order',
        orderId,
        dishId: null,
        producerId: producer.id,
        reviewerId: buyerId,
        rating,
        publicComment: commentFor(rating),
        createdAt: reviewedAt,
      });
      const profile = profileById.get(producer.id);
      if (profile) {
        profile.ratingSum = (profile.ratingSum ?? 0) + rating;
        profile.ratingCount = (profile.ratingCount ?? 0) + 1;
      }
      for (const dish of items) {
        if (!rng.chance(0.7)) continue;
        const dishRating = ratingRoll();
        plan.reviews.push({
          id: rng.uuid(),
          type: 'dish',
          orderId,
          dishId: dish.id as string,
          producerId: producer.id,
          reviewerId: buyerId,
          rating: dishRating,
          publicComment: commentFor(dishRating),
          createdAt: reviewedAt,
        });
        const agg = dishRatings.get(dish.id as string) ?? { sum: 0, count: 0 };
        agg.sum += dishRating;
        agg.count += 1;
        dishRatings.set(dish.id as string, agg);
      }
    }
  }
  for (const dish of plan.dishes) {
    const agg = dishRatings.get(dish.id as string);
    dish.ratingSum = agg?.sum ?? 0;
    dish.ratingCount = agg?.count ?? 0;
  }

  // Follows and favourites from customers.
  const publicApproved = approvedProducers;
  const followers = new Map<string, number>();
  customerIds.forEach((customerId, i) => {
    const follow = rng.sample(publicApproved, i === 0 ? 6 : rng.int(2, 9));
    for (const producer of follow) {
      plan.followings.push({
        id: rng.uuid(),
        fromUserId: customerId,
        toUserId: producer.id,
        createdAt: at(rng.int(1, 60) * DAY),
      });
      followers.set(producer.id, (followers.get(producer.id) ?? 0) + 1);
    }
    for (const producer of rng.sample(publicApproved, i === 0 ? 3 : rng.int(0, 4))) {
      plan.favoriteChefs.push({
        userId: customerId,
        chefId: producer.id,
        createdAt: at(rng.int(1, 60) * DAY),
      });
    }
    const dishPool = publicApproved.flatMap((p) => p.dishes);
    for (const dish of rng.sample(dishPool, i === 0 ? 6 : rng.int(1, 8))) {
      plan.favoriteDishes.push({
        userId: customerId,
        dishId: dish.id as string,
        createdAt: at(rng.int(1, 60) * DAY),
      });
    }
  });
  for (const [producerId, count] of followers) {
    const profile = profileById.get(producerId);
    if (profile) profile.followersCount = count;
  }

  // Home-page carousel (≤ 8, tag web) and the about document.
  const featured = rng.sample(
    publicApproved.flatMap((p) => p.dishes.filter((d) => d.status !== 'sold_out')),
    6,
  );
  featured.forEach((dish, i) => {
    const producer = producers.find((p) => p.id === dish.chefId);
    plan.carouselItems.push({
      id: rng.uuid(),
      title: `${dish.name} from ${producer?.template.businessName ?? 'a local producer'}`,
      imageUrl: publicUrl(`dish/${dish.id}/1.webp`),
      link: `/dish/${dish.id}`,
      tag: 'web',
      displayOrder: i + 1,
      active: true,
    });
  });
  const about = aboutDocument(city.label);
  const welcome = welcomePost(city.label);
  plan.aboutDocuments.push(
    { id: rng.uuid(), ...about, published: true, publishedAt: at(30 * DAY) },
    { id: rng.uuid(), ...welcome, published: true, publishedAt: at(2 * DAY) },
  );

  // A demo applicant whose application is submitted and waits for the admin's decision, so the
  // approval console has someone to review (its own random stream: the rest stays as it was).
  addDemoApplicant(plan, avatarImages, { ...input, at, base, cuisineIds });

  plan.images.push(...avatarImages);
  plan.adminSettings.push({
    key: 'demo_data',
    value: { loadedAt: input.now.toISOString(), city: city.label, seed: input.seed ?? DEMO_SEED },
  });
  plan.counts = {
    producers: producers.length,
    approvedProducers: producers.filter((p) => p.approved && p.template.state !== 'pending').length,
    dishes: plan.dishes.length,
  };
  return plan;
}

/** A person's default address row (home, or the business a producer cooks and sells at). */
function defaultAddressRow(
  rng: Rng,
  userId: string,
  name: string,
  a: DemoAddress,
  type: 'home' | 'business',
  createdAt: Date,
) {
  return {
    id: rng.uuid(),
    userId,
    name,
    address1: a.address1,
    city: a.city,
    state: a.state,
    zipcode: a.zipcode,
    latitude: a.latitude,
    longitude: a.longitude,
    neighborhood: a.neighborhood,
    formattedAddress: a.formattedAddress,
    type,
    isDefault: true,
    createdAt,
  };
}

/** The demo applicant's e-mail (see addDemoApplicant). */
export const DEMO_APPLICANT_EMAIL = DEMO_EMAILS.applicant;
export const DEMO_APPLICANT_BUSINESS = 'Harbor Lane Preserves';

function addDemoApplicant(
  plan: DemoPlan,
  avatarImages: PlannedImage[],
  input: PlanInput & { at: (msAgo: number) => Date; base: number; cuisineIds: Map<string, string> },
): void {
  const { city, at, publicUrl } = input;
  const rng = createRng((input.seed ?? DEMO_SEED) + 7000);
  const id = rng.uuid();
  const cuisine = cuisineByName('Indian');
  const spot = city.neighbourhoods[0] ?? rng.pick(city.neighbourhoods);
  const address = addressNear(rng, city, spot);
  const createdAt = at(3 * DAY);
  const submittedAt = new Date(input.base - 20 * HOUR);
  const hours: BusinessHours = {
    businessDays: [2, 3, 4, 5, 6],
    fromHour: '10:00',
    endHour: '19:30',
  };
  const handle = handleFor(DEMO_APPLICANT_BUSINESS);
  const webSlug = slugify(DEMO_APPLICANT_BUSINESS);
  const templates = rng.sample(cuisine.dishes, 2);
  const names: string[] = [];
  const menuId = rng.uuid();
  plan.menus.push({ id: menuId, chefId: id, name: `${DEMO_APPLICANT_BUSINESS} menu`, position: 0 });
  for (const t of templates) {
    const dishId = rng.uuid();
    const key = `dish/${dishId}/1.webp`;
    const artRng = createRng((input.seed ?? DEMO_SEED) + 7100 + names.length);
    plan.images.push({
      key,
      svg: dishSvg(dishArt(artRng, t.name, cuisine.colors, t.categories), artRng),
      ownerId: id,
    });
    plan.dishPhotos.push({ id: rng.uuid(), dishId, url: publicUrl(key), position: 0, createdAt });
    plan.dishes.push({
      id: dishId,
      chefId: id,
      name: t.name,
      description: `${t.name} with ${t.ingredients.slice(0, 4).join(', ')}. ${KIND_PHRASE['home chef']}`,
      slug: `${slugify(t.name)}-${dishId.slice(0, 6)}`,
      priceCents: roundPrice(t.priceCents),
      priceUnit: t.unit,
      status: 'available',
      amountLeft: -1,
      visibility: 'public',
      ingredients: t.ingredients,
      diets: t.diets,
      origins: [cuisine.name],
      categories: t.categories.slice(0, 5),
      tags: ['homemade'],
      cuisineId: input.cuisineIds.get(cuisine.name) ?? null,
      totalServing: 2,
      leadTimeMinutes: 60,
      netWeight: '350 g',
      latitude: address.latitude,
      longitude: address.longitude,
      createdAt,
    });
    plan.menuItems.push({ menuId, dishId, position: names.length });
    names.push(t.name);
  }
  plan.users.push({
    id,
    email: DEMO_APPLICANT_EMAIL,
    passwordHash: input.passwordHash,
    isAdmin: false,
    emailVerifiedAt: new Date(createdAt.getTime() + HOUR),
    createdAt,
  });
  const avatarKey = `profile/${id}/avatar`;
  avatarImages.push({
    key: avatarKey,
    svg: avatarSvg(DEMO_APPLICANT_BUSINESS, cuisine.colors),
    ownerId: id,
  });
  plan.profiles.push({
    id,
    type: 'chef',
    producerKind: 'home_chef',
    isNewProfile: false,
    name: 'Priya Natarajan',
    handle,
    businessName: DEMO_APPLICANT_BUSINESS,
    profileStatus: 'public',
    approvalStatus: 'pending',
    email: DEMO_APPLICANT_EMAIL,
    phone: phoneFor(city, 90),
    avatarUrl: publicUrl(avatarKey),
    businessLogo: publicUrl(avatarKey),
    website: `https://${webSlug}.example.com`,
    description: [
      `Demo producer — home chef in ${address.neighborhood ? `${address.neighborhood}, ` : ''}${address.city}. A made-up applicant waiting for approval in the Potluck demo.`,
      '',
      'Chutneys, pickles and small-batch curries.',
      '',
      `**Try:** ${names.join(', ')}.`,
    ].join('\n'),
    title: 'Chutneys, pickles and small-batch curries (demo applicant)',
    applyDate: createdAt,
    experiences: '6 years cooking Indian food.',
    permitType: 'CFO',
    businessPhone: phoneFor(city, 90),
    businessEmail: `hello@${webSlug}.example.com`,
    businessHours: hours,
    timeZone: city.timeZone,
    latitude: address.latitude,
    longitude: address.longitude,
    dishesCount: names.length,
    createdAt,
  });
  plan.addresses.push(
    defaultAddressRow(rng, id, DEMO_APPLICANT_BUSINESS, address, 'business', createdAt),
  );
  plan.businessSettings.push({
    chefId: id,
    minimumOrderCents: 1500,
    defaultLeadTimeMinutes: 120,
    commissionStructure: 'commission_15',
  });
  plan.chefApprovals.push({
    chefId: id,
    approvalStatus: 'pending',
    bankProvider: 'local',
    bankAccountRef: 'demo_acct_applicant',
    bankAccountLast4: '6789',
    bankName: 'Local Test Bank',
    payoutStatus: 'enabled',
    submittedAt,
    createdAt,
  });
  plan.userSettings.push({ userId: id, notificationsConfiguredAt: createdAt });
}
