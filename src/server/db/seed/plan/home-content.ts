import { aboutDocument, helpArticleSeeds, welcomePost } from '../content.ts';
import { DAY } from './shared.ts';
import type { PlanContext, ProducerPlan } from './types.ts';

/** Home-page carousel (≤ 8, tag web), the about document, the first post and the help centre. */
export function planHomeContent(
  ctx: PlanContext,
  producers: ProducerPlan[],
  publicApproved: ProducerPlan[],
): void {
  const { plan, rng, at } = ctx;
  const { city, publicUrl } = ctx.input;
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
  for (const article of helpArticleSeeds()) {
    // The database gives their ids: drawing them from rng would move every later draw.
    plan.helpArticles.push({
      ...article,
      published: true,
      publishedAt: at(20 * DAY),
    });
  }
}
