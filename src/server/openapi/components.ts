// Shared schemas as OpenAPI components (docs/decisions/028-openapi-shape.md): every zod schema
// the contracts export as `fooBarSchema` is registered as the component `FooBar`, so the
// document names each request and response once and generated clients get named types.
// fastify-type-provider-zod then writes `$ref`s to them (createJsonSchemaTransform) and the
// components themselves (createJsonSchemaTransformObject); openapi.ts prunes the unused ones.
import { z } from 'zod';
import * as addresses from '#contracts/addresses';
import * as adminmoney from '#contracts/adminmoney';
import * as album from '#contracts/album';
import * as approvals from '#contracts/approvals';
import * as auth from '#contracts/auth';
import * as calendar from '#contracts/calendar';
import * as cart from '#contracts/cart';
import * as catalog from '#contracts/catalog';
import * as checkout from '#contracts/checkout';
import * as chefs from '#contracts/chefs';
import * as complaints from '#contracts/complaints';
import * as content from '#contracts/content';
import * as credits from '#contracts/credits';
import * as devjobs from '#contracts/devjobs';
import * as errors from '#contracts/errors';
import * as geocoding from '#contracts/geocoding';
import * as health from '#contracts/health';
import * as invitations from '#contracts/invitations';
import * as kitchen from '#contracts/kitchen';
import * as lastcall from '#contracts/lastcall';
import * as live from '#contracts/live';
import * as liveStreams from '#contracts/live-streams';
import * as mail from '#contracts/mail';
import * as menus from '#contracts/menus';
import * as messaging from '#contracts/messaging';
import * as modifiers from '#contracts/modifiers';
import * as notifications from '#contracts/notifications';
import * as onboarding from '#contracts/onboarding';
import * as orders from '#contracts/orders';
import * as payments from '#contracts/payments';
import * as payouts from '#contracts/payouts';
import * as phone from '#contracts/phone';
import * as phoneAuth from '#contracts/phone-auth';
import * as push from '#contracts/push';
import * as products from '#contracts/products';
import * as profiles from '#contracts/profiles';
import * as promotions from '#contracts/promotions';
import * as reviews from '#contracts/reviews';
import * as search from '#contracts/search';
import * as settings from '#contracts/settings';
import * as site from '#contracts/site';
import * as social from '#contracts/social';
import * as socialAuth from '#contracts/social-auth';
import * as support from '#contracts/support';
import * as strings from '#contracts/strings';

/** Every contracts module, by file name (openapi.test.ts checks none is missing). */
export const CONTRACT_MODULES: Readonly<Record<string, Record<string, unknown>>> = {
  addresses,
  adminmoney,
  album,
  approvals,
  auth,
  calendar,
  cart,
  catalog,
  checkout,
  chefs,
  complaints,
  content,
  credits,
  devjobs,
  errors,
  geocoding,
  health,
  invitations,
  kitchen,
  lastcall,
  live,
  'live-streams': liveStreams,
  mail,
  menus,
  messaging,
  modifiers,
  notifications,
  onboarding,
  orders,
  payments,
  payouts,
  phone,
  'phone-auth': phoneAuth,
  push,
  products,
  profiles,
  promotions,
  reviews,
  search,
  settings,
  site,
  social,
  'social-auth': socialAuth,
  strings,
  support,
};

const pascal = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/**
 * The component name of an exported schema: `dishDetailResponseSchema` → `DishDetailResponse`.
 * The library names a schema's request-side copy `<name>Input`, so our own `…InputSchema`
 * exports become `…Draft` (`addressInputSchema` → `AddressDraft`) to keep names apart.
 */
export function componentName(exportName: string): string {
  return pascal(exportName.replace(/Schema$/, '').replace(/Input$/, 'Draft'));
}

/** Route parameters and headers become OpenAPI parameters, never components. */
const PARAMETER_EXPORT = /(Params|Headers)Schema$/;

let registered: ReadonlyMap<string, z.ZodType> | null = null;

/**
 * Registers the contracts' exported schemas in zod's global registry under their component
 * names (once). The same name exported by several modules for different schemas is
 * qualified by its module (`SearchDishStatus`). Returns name → schema.
 */
export function registerContractComponents(): ReadonlyMap<string, z.ZodType> {
  if (registered) return registered;
  const found = new Map<string, { module: string; schema: z.ZodType }[]>();
  for (const [module, exports] of Object.entries(CONTRACT_MODULES)) {
    for (const [exportName, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodType) || !exportName.endsWith('Schema')) continue;
      if (PARAMETER_EXPORT.test(exportName)) continue;
      const name = componentName(exportName);
      const list = found.get(name) ?? [];
      if (!list.some((entry) => entry.schema === value)) list.push({ module, schema: value });
      found.set(name, list);
    }
  }
  const byName = new Map<string, z.ZodType>();
  for (const [name, list] of [...found].sort(([a], [b]) => a.localeCompare(b))) {
    for (const { module, schema } of list) {
      const id = list.length === 1 ? name : pascal(module) + name;
      if (byName.has(id)) throw new Error(`Two contract schemas would be the component ${id}`);
      const existing = z.globalRegistry.get(schema);
      if (existing?.id && existing.id !== id)
        throw new Error(`Contract schema ${id} is already registered as ${existing.id}`);
      // Keep what .describe()/.meta() stored there: the document shows it.
      if (!existing?.id) z.globalRegistry.add(schema, { ...existing, id });
      byName.set(id, schema);
    }
  }
  registered = byName;
  return byName;
}
