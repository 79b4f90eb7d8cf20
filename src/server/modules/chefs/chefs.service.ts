// A chef's public page. The chef's dishes and menus are the catalog's
// (catalog/chef-catalog.service.ts): the chefs module sits below the catalog.
import type { ChefPage } from '#contracts/chefs';
import { normalizeHandle } from '#domain/handle';
import { ratingSummary } from '#domain/reviews';
import type { AppContext } from '../../context.ts';
import { locationSecret, publicLocation } from './chef-location.ts';
import {
  chefByHandle,
  chefById,
  chefOrderSettings,
  chefPersonName,
  chefViewerRelation,
  loadVisibleChef,
  type ChefRow,
  type Viewer,
} from './chef-queries.ts';

async function chefPage(ctx: AppContext, chef: ChefRow, viewer: Viewer): Promise<ChefPage> {
  const [relation, settings, secret] = await Promise.all([
    chefViewerRelation(ctx, chef.id, viewer),
    chefOrderSettings(ctx.db, chef.id),
    locationSecret(ctx),
  ]);
  const live = chef.streamStatus === 'live';
  return {
    id: chef.id,
    name: chefPersonName(chef),
    handle: chef.handle,
    title: chef.title,
    description: chef.description,
    avatarUrl: chef.avatarUrl,
    bannerUrl: chef.bannerUrl,
    businessLogo: chef.businessLogo,
    businessName: chef.businessName,
    businessPhone: chef.businessPhone,
    businessEmail: chef.businessEmail,
    website: chef.website,
    facebook: chef.facebook,
    twitter: chef.twitter,
    linkedin: chef.linkedin,
    instagram: chef.instagram,
    pinterest: chef.pinterest,
    yelp: chef.yelp,
    producerKind: chef.producerKind,
    approvalStatus: chef.approvalStatus,
    profileStatus: chef.profileStatus,
    cookingStatus: chef.cookingStatus,
    streamStatus: chef.streamStatus,
    streamId: live ? chef.streamId : null,
    businessHours: chef.businessHours ?? null,
    timeZone: chef.timeZone,
    orderSettings: {
      minimumOrderCents: settings.minimumOrderCents,
      defaultLeadTimeMinutes: settings.defaultLeadTimeMinutes,
      disablePreOrder: settings.disablePreOrder,
      offersPickup: settings.offersPickup,
      offersDelivery: settings.offersDelivery,
    },
    // A home chef's page shows an area, never the home (decision 052).
    ...publicLocation(secret, chef),
    dishesCount: chef.dishesCount,
    followersCount: chef.followersCount,
    rating: ratingSummary(chef.ratingSum, chef.ratingCount),
    isOwner: viewer === chef.id,
    ...relation,
  };
}

export async function getChefPage(ctx: AppContext, id: string, viewer: Viewer): Promise<ChefPage> {
  return chefPage(ctx, await loadVisibleChef(ctx, chefById(id), viewer), viewer);
}

export async function getChefPageByHandle(
  ctx: AppContext,
  handle: string,
  viewer: Viewer,
): Promise<ChefPage> {
  const chef = await loadVisibleChef(ctx, chefByHandle(normalizeHandle(handle)), viewer);
  return chefPage(ctx, chef, viewer);
}
