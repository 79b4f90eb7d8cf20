import { DEMO_ADMIN_NAME, DEMO_EMAILS } from '../accounts.ts';
import { addUser, DAY } from './shared.ts';
import type { PlanContext } from './types.ts';

/** The demo admin; returns its id. */
export function planAdmin(ctx: PlanContext): string {
  const { plan, at } = ctx;
  const adminId = ctx.rng.uuid();
  plan.adminId = adminId;
  addUser(ctx, adminId, DEMO_EMAILS.admin, at(420 * DAY), true);
  plan.profiles.push({
    id: adminId,
    type: 'customer',
    isNewProfile: false,
    name: DEMO_ADMIN_NAME,
    handle: 'demo_admin',
    email: DEMO_EMAILS.admin,
    profileStatus: 'public',
    timeZone: ctx.input.city.timeZone,
    createdAt: at(420 * DAY),
  });
  plan.userSettings.push({ userId: adminId, notificationsConfiguredAt: at(420 * DAY) });
  return adminId;
}
