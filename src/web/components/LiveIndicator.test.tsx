import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveNowResponse } from '#contracts/live-streams';
import type { ChefHit } from '#contracts/search';
import { liveNowKey } from '../lib/queries/live-now';
import { theme } from '../app/theme';
import { ChefCard } from './ChefCard';
import { LiveIndicator } from './LiveIndicator';
import { LiveNowRow } from './LiveNowRow';

// The live indicator links to the broadcast's watch page (spec §4), says so to a screen reader,
// and on a chef card sits beside the card's link, never inside it.

function render(node: ReactNode): string {
  return renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );
}

const CHEF_ID = '00000000-0000-4000-8000-000000000001';
const STREAM_ID = '00000000-0000-4000-8000-000000000002';
const WATCH = `/watch/${CHEF_ID}?stream_id=${STREAM_ID}`;

/** Every link's href and accessible name (aria-label, else its text). */
function links(html: string): { href: string; name: string }[] {
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map((m) => ({
    href: /href="([^"]*)"/.exec(m[1] ?? '')?.[1]?.replace(/&amp;/g, '&') ?? '',
    name: /aria-label="([^"]*)"/.exec(m[1] ?? '')?.[1] ?? (m[2] ?? '').replace(/<[^>]+>/g, ''),
  }));
}

const hit: ChefHit = {
  id: CHEF_ID,
  name: 'Ana Lima',
  businessName: null,
  handle: 'analima',
  title: null,
  avatarUrl: null,
  producerKind: 'home_chef',
  cookingStatus: 'idle',
  streamStatus: 'live',
  streamId: STREAM_ID,
  rating: { average: 0, count: 0 },
  dishesCount: 2,
  followersCount: 1,
  distanceKm: 1,
  distanceRounded: false,
  kitchen: { state: 'open', at: null, timeZone: 'America/Los_Angeles' },
};

describe('LiveIndicator', () => {
  it('links to the watch page and names what it does', () => {
    const html = render(<LiveIndicator chefId={CHEF_ID} streamId={STREAM_ID} chefName="Ana" />);
    expect(links(html)).toEqual([{ href: WATCH, name: 'Live now — watch Ana' }]);
    expect(html).toContain('>Live<');
  });

  it('is a plain chip when the broadcast is not known', () => {
    const html = render(<LiveIndicator chefId={CHEF_ID} streamId={null} chefName="Ana" />);
    expect(links(html)).toEqual([]);
    expect(html).toContain('Live');
  });
});

describe('ChefCard', () => {
  it("puts a live chef's indicator beside the card's link, not inside it", () => {
    const html = render(<ChefCard chef={hit} />);
    expect(links(html)).toEqual([
      { href: `/chef/${CHEF_ID}`, name: 'Ana Lima' },
      { href: WATCH, name: 'Live now — watch Ana Lima' },
    ]);
  });

  it('shows no indicator when the chef is not live', () => {
    const html = render(<ChefCard chef={{ ...hit, streamStatus: 'offline', streamId: null }} />);
    expect(links(html).map((l) => l.href)).toEqual([`/chef/${CHEF_ID}`]);
    expect(html).not.toContain('Live');
  });
});

describe('LiveNowRow', () => {
  /** The row with the list already read (null: not read yet, as while it loads). */
  function row(data: LiveNowResponse | null): string {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    if (data) client.setQueryData(liveNowKey, data);
    const html = render(
      <QueryClientProvider client={client}>
        <LiveNowRow />
      </QueryClientProvider>,
    );
    // Mantine's own style tags aside, what the row renders.
    return html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  }

  it('takes no space while loading or when nothing is live', () => {
    expect(row(null)).toBe('');
    expect(row({ streams: [] })).toBe('');
  });

  it('links each broadcast to its watch page, most watched first as the server sends them', () => {
    const stream = {
      id: STREAM_ID,
      chefId: CHEF_ID,
      title: 'Hand-pulled noodles',
      startedAt: '2026-11-26T17:00:00.000Z',
      viewerCount: 1200,
      chefName: 'Ana Lima',
      chefAvatarUrl: null,
      watchPath: WATCH,
    };
    const html = row({ streams: [stream] });
    expect(html).toContain('Live now</h2>');
    expect(links(html)).toEqual([
      { href: WATCH, name: 'Live now — watch Ana Lima: Hand-pulled noodles, 1,200 watching' },
    ]);
  });
});
