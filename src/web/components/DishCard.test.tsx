import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { LastCallDeal } from '#contracts/lastcall';
import { theme } from '../app/theme';
import { LastCallDealCard } from '../features/search/LastCallDealCard';
import { DishCard, type DishCardView } from './DishCard';

// Every card of a dish says "Contains …, which you avoid." when the server marked the dish for
// the person looking (meal preferences), and nothing for a guest (no field) or a person whose
// avoided ingredients the dish does not contain (an empty list).

function render(node: ReactNode): string {
  return renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );
}

const dish: DishCardView = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Satay skewers',
  photoUrl: null,
  priceCents: 1200,
  lastCallPriceCents: null,
  campaign: null,
  rating: { average: null, count: 0 },
  badges: { soldOut: false, isNew: false, cookingNow: false },
};

const deal: LastCallDeal = {
  lastCallId: '00000000-0000-4000-8000-000000000002',
  dishId: dish.id,
  dishSlug: 'satay-skewers',
  dishName: 'Satay skewers',
  photoUrl: null,
  chef: { id: '00000000-0000-4000-8000-000000000003', name: 'Ana', businessName: null },
  priceCents: 1200,
  lastCallPriceCents: 900,
  offPercent: 25,
  amountLeft: 3,
  dishStatus: 'available',
  soldOut: false,
  endsAt: '2026-11-26T18:00:00.000Z',
  distanceKm: 1.2,
  distanceRounded: false,
};
const now = new Date('2026-11-26T17:00:00.000Z');

const NOTICE = 'Contains peanuts, shellfish, which you avoid.';

/** The id the card link names as its description, and the element that has it. */
function description(html: string): string | null {
  const id = /<a [^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
  if (!id) return null;
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`id="${escaped}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;
}

describe('DishCard (chef page, menus, search)', () => {
  it('shows the avoided ingredients the dish contains, as the link’s description', () => {
    const html = render(
      <DishCard dish={{ ...dish, avoidedIngredients: ['peanuts', 'shellfish'] }} />,
    );
    expect(html).toContain(NOTICE);
    expect(description(html)).toBe(NOTICE);
  });

  it('shows nothing for a guest or a person who avoids nothing (no field)', () => {
    const html = render(<DishCard dish={dish} />);
    expect(html).toContain('Satay skewers');
    expect(html).not.toContain('which you avoid');
    expect(html).not.toContain('aria-describedby');
  });

  it('shows nothing when the dish contains none of the avoided ingredients', () => {
    const html = render(<DishCard dish={{ ...dish, avoidedIngredients: [] }} />);
    expect(html).not.toContain('which you avoid');
    expect(html).not.toContain('aria-describedby');
  });
});

describe('LastCallDealCard', () => {
  it('shows the avoided ingredients the dish contains', () => {
    const html = render(
      <LastCallDealCard
        deal={{ ...deal, avoidedIngredients: ['peanuts', 'shellfish'] }}
        now={now}
      />,
    );
    expect(html).toContain(NOTICE);
  });

  it('shows nothing without a mark, or with an empty one', () => {
    expect(render(<LastCallDealCard deal={deal} now={now} />)).not.toContain('which you avoid');
    expect(
      render(<LastCallDealCard deal={{ ...deal, avoidedIngredients: [] }} now={now} />),
    ).not.toContain('which you avoid');
  });
});

describe('distance on a dish card', () => {
  it('reads "under 1 km" / "about …" for a home chef, the number for a business (decision 052)', () => {
    expect(render(<DishCard dish={{ ...dish, distanceKm: 1, distanceRounded: true }} />)).toContain(
      'under 1 km',
    );
    expect(
      render(<DishCard dish={{ ...dish, distanceKm: 2.5, distanceRounded: true }} />),
    ).toContain('about 2.5 km');
    expect(render(<DishCard dish={{ ...dish, distanceKm: 0.43 }} />)).toContain('0.4 km');
  });
});
