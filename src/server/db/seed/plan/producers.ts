import type { BusinessHours } from '../../schema/profiles.ts';
import { DEMO_EMAILS } from '../accounts.ts';
import { cuisineByName, FARM } from '../dishes.ts';
import { avatarSvg } from '../photos.ts';
import { addressNear, type DemoAddress } from '../places.ts';
import {
  PRODUCERS,
  PRODUCER_KIND_COLUMN,
  handleFor,
  permitFor,
  slugify,
  type ProducerKind,
  type ProducerTemplate,
} from '../producers.ts';
import type { Rng } from '../rng.ts';
import { planProducerDishes, type DishRun } from './producer-dishes.ts';
import { addUser, DAY, defaultAddressRow, demoConnectAccount, HOUR, phoneFor } from './shared.ts';
import type { PlanContext, ProducerPlan } from './types.ts';

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

/**
 * Every producer of the template list, in order: account, dishes with photos, profile with its
 * avatar, business address and settings, and the admin's decision on the application.
 */
export function planProducers(
  ctx: PlanContext,
  cuisineIds: Map<string, string>,
  adminId: string,
): ProducerPlan[] {
  const { rng, at } = ctx;
  const { city } = ctx.input;
  const producers: ProducerPlan[] = [];
  const handles = new Set<string>();
  const run: DishRun = { slugs: new Set<string>(), dishIndex: 0, cuisineIds };
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

    planProducerDishes(ctx, producer, run);

    planProducerAccount(ctx, producer, { index, email, createdAt, hours, webSlug, adminId });
  });
  return producers;
}

/** A producer's account, profile with avatar, business address and settings, and application. */
function planProducerAccount(
  ctx: PlanContext,
  producer: ProducerPlan,
  facts: {
    index: number;
    email: string;
    createdAt: Date;
    hours: BusinessHours;
    webSlug: string;
    adminId: string;
  },
): void {
  const { plan, rng } = ctx;
  const { city, publicUrl } = ctx.input;
  const { id, template: p, cuisine, handle, address, approved, commission } = producer;
  const { index, email, createdAt, hours, webSlug, adminId } = facts;
  const sample = producer.dishes.slice(0, 3).map((d) => d.name);
  addUser(ctx, id, email, createdAt);
  const avatarKey = `profile/${id}/avatar`;
  ctx.avatarImages.push({
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
  const bankAccountRef = `demo_acct_${String(index + 1).padStart(3, '0')}`;
  const bankAccountLast4 = String(rng.int(0, 9999)).padStart(4, '0');
  const bankName = rng.pick([
    'Bay Community Credit Union',
    'First Demo Bank',
    'Golden Gate Savings',
  ]);
  plan.chefApprovals.push({
    chefId: id,
    approvalStatus: approved ? 'approved' : 'pending',
    bankProvider: 'local',
    bankAccountRef,
    bankAccountLast4,
    bankName,
    submittedAt: createdAt,
    decidedAt: approved ? new Date(createdAt.getTime() + rng.int(4, 40) * HOUR) : null,
    decidedById: approved ? adminId : null,
    note: approved ? 'Approved (demo data).' : null,
    createdAt,
  });
  plan.localConnectAccounts.push(
    demoConnectAccount(bankAccountRef, email, bankName, bankAccountLast4, createdAt),
  );
  plan.userSettings.push({ userId: id, notificationsConfiguredAt: createdAt });
}
