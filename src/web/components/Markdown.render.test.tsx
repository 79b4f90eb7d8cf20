import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { Markdown } from './Markdown';

// Admins write the about page, blog posts and help articles in markdown (issue 15 point 4);
// the one renderer the public pages and the admin's preview share must leave anything
// written to run as inert text or drop it.

/** The rendered document only (Mantine's provider adds its own style tags before it). */
const render = (source: string) => {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <Markdown source={source} />
    </MantineProvider>,
  );
  return html.slice(html.indexOf('<div'));
};

/** The values of every href and src attribute. */
const urls = (html: string) => [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => m[1]);

describe('Markdown', () => {
  it('renders the markdown an admin writes', () => {
    const html = render('## Pickup\n\nBring your **order number**. See [help](/help).');
    expect(html).toContain('<h2>Pickup</h2>');
    expect(html).toContain('<strong>order number</strong>');
    expect(html).toContain('href="/help"');
  });

  it('never renders raw HTML: script, iframes, event handlers and styles are dropped', () => {
    const html = render(
      [
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '<iframe src="https://evil.example"></iframe>',
        '<a href="https://evil.example" onclick="alert(3)">click</a>',
        '<style>body{display:none}</style>',
        'Plain text stays.',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|<iframe|<style|onerror|onclick|<img/i);
    expect(html).not.toContain('alert(');
    expect(html).toContain('Plain text stays.');
  });

  it('makes javascript:, data: and vbscript: links inert', () => {
    const html = render(
      [
        '[one](javascript:alert(1))',
        '[two](JAVASCRIPT:alert(2))',
        '[three](data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==)',
        '[four](vbscript:msgbox(5))',
        '![img](javascript:alert(6))',
        '<javascript:alert(7)>',
      ].join('\n\n'),
    );
    for (const url of urls(html)) expect(url).not.toMatch(/^\s*(javascript|vbscript|data):/i);
    // The links stay readable as text, and lead nowhere.
    expect(html).toContain('>one</a>');
    expect(html).not.toMatch(/<a[^>]*href="[^"]*alert/i);
  });

  it('opens links elsewhere without handing over the page', () => {
    const html = render('[site](https://example.com)');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});
