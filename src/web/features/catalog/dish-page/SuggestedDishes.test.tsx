import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { SuggestedDish } from '#contracts/catalog';
import { theme } from '../../../app/theme';
import { SuggestedDishes } from './SuggestedDishes';

// "Goes well with" on the dish page (issue 14 point 7): one card per suggestion, each with a
// link to its page and a button whose name says which dish it adds.

function render(node: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider theme={theme}>
        <MemoryRouter>{node}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const suggestion = (over: Partial<SuggestedDish>): SuggestedDish => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'rice',
  name: 'Rice',
  priceCents: 400,
  lastCallPriceCents: null,
  campaign: null,
  status: 'available',
  amountLeft: -1,
  photoUrl: null,
  badges: { soldOut: false, isNew: false, cookingNow: false },
  orderable: true,
  rating: { average: null, count: 0 },
  requiresOptions: false,
  ...over,
});

const rice = suggestion({});
const beans = suggestion({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Black beans',
  priceCents: 500,
  lastCallPriceCents: 350,
});
const agua = suggestion({
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Agua fresca',
  requiresOptions: true,
});
const flan = suggestion({
  id: '00000000-0000-4000-8000-000000000004',
  name: 'Flan',
  status: 'sold_out',
  orderable: false,
  badges: { soldOut: true, isNew: false, cookingNow: false },
});

describe('SuggestedDishes', () => {
  it('renders nothing when the chef suggested nothing visible', () => {
    const html = render(<SuggestedDishes dishes={[]} isOwner={false} />);
    expect(html).not.toContain('<section');
    expect(html).not.toContain('Goes well with');
  });

  it('lists each suggestion in order with its link, price and a uniquely named button', () => {
    const html = render(<SuggestedDishes dishes={[rice, beans, agua, flan]} isOwner={false} />);
    expect(html).toContain('Goes well with');
    const names = [...html.matchAll(/<li>.*?<a [^>]*href="\/dish\/([^"]+)"[^>]*>([^<]+)</g)].map(
      (m) => [m[1], m[2]],
    );
    expect(names).toEqual([
      [rice.id, 'Rice'],
      [beans.id, 'Black beans'],
      [agua.id, 'Agua fresca'],
      [flan.id, 'Flan'],
    ]);
    expect(html).toContain('aria-label="Add Rice to cart"');
    expect(html).toContain('aria-label="Add Black beans to cart"');
    // The last-call price is the one shown, over the struck regular price.
    expect(html).toMatch(/Last-call price <\/span>\$3\.50/);
    expect(html).toContain('$5.00');
    // An option must be chosen on its page first.
    expect(html).not.toContain('aria-label="Add Agua fresca to cart"');
    expect(html).toMatch(/aria-label="Choose options for Agua fresca"[^>]*href="\/dish\//);
    // Sold out: the button is there but disabled, and the chip says why.
    expect(html).toMatch(
      /<button[^>]*disabled[^>]*aria-label="Add Flan to cart"|<button[^>]*aria-label="Add Flan to cart"[^>]*disabled/,
    );
    expect(html).toContain('Sold out');
  });

  it('shows the dish’s own chef the cards without order buttons', () => {
    const html = render(<SuggestedDishes dishes={[rice, agua]} isOwner />);
    expect(html).toContain('Goes well with');
    expect(html).not.toContain('to cart');
    expect(html).not.toContain('Choose options');
  });
});
