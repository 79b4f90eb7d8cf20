import { DEMO_CUSTOMERS } from '../accounts.ts';
import { addressNear } from '../places.ts';
import { handleFor } from '../producers.ts';
import { addUser, DAY, defaultAddressRow, phoneFor } from './shared.ts';
import type { PlanContext } from './types.ts';

/** The demo customers, each with a home address; returns their ids in order. */
export function planCustomers(ctx: PlanContext): string[] {
  const { plan, rng, at } = ctx;
  const { city } = ctx.input;
  const customerIds: string[] = [];
  DEMO_CUSTOMERS.forEach((c, i) => {
    const id = rng.uuid();
    customerIds.push(id);
    const createdAt = at(rng.int(20, 300) * DAY);
    addUser(ctx, id, c.email, createdAt);
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
  return customerIds;
}
