import { describe, expect, it } from 'vitest';
import {
  carouselLinkProblem,
  helpSearchWords,
  isSiteLink,
  likeContaining,
  markdownExcerpt,
  slugify,
  SLUG_PATTERN,
} from './content';

describe('carouselLinkProblem', () => {
  it('accepts paths on this site and https addresses', () => {
    for (const ok of [
      '/dish/123',
      '/blog/spring-menus?x=1#top',
      '/',
      'https://example.com/a?b=c',
    ]) {
      expect(carouselLinkProblem(ok), ok).toBeNull();
    }
  });

  it('refuses other schemes, protocol-relative and backslash hosts, credentials and spaces', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com',
      '//evil.example',
      '/\\evil.example',
      'https://user:pw@example.com',
      'https://',
      'dish/123',
      '/dish/1 2',
      '/dish\n/1',
      '',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(carouselLinkProblem(bad), bad).not.toBeNull();
    }
  });

  it('tells site paths from other addresses', () => {
    expect(isSiteLink('/dish/1')).toBe(true);
    expect(isSiteLink('//evil.example')).toBe(false);
    expect(isSiteLink('https://example.com')).toBe(false);
  });
});

describe('slugs', () => {
  it('makes a slug of a title that the pattern accepts', () => {
    expect(slugify('Getting paid, fast!')).toBe('getting-paid-fast');
    expect(slugify('  Crème brûlée — 2026  ')).toBe('creme-brulee-2026');
    expect(SLUG_PATTERN.test(slugify('Crème brûlée — 2026'))).toBe(true);
    expect(SLUG_PATTERN.test('Bad Slug')).toBe(false);
    expect(SLUG_PATTERN.test('double--hyphen')).toBe(false);
    expect(SLUG_PATTERN.test('-edge')).toBe(false);
  });
});

describe('help search', () => {
  it('splits a query into at most 8 distinct lowercase words', () => {
    expect(helpSearchWords('  Refund  my ORDER refund ')).toEqual(['refund', 'my', 'order']);
    expect(helpSearchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(helpSearchWords('   ')).toEqual([]);
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(likeContaining('100%')).toBe('%100\\%%');
    expect(likeContaining('a_b\\c')).toBe('%a\\_b\\\\c%');
  });
});

describe('markdownExcerpt', () => {
  it('drops headings, emphasis and link targets and cuts at a word', () => {
    expect(markdownExcerpt('# Title\n\nSome **bold** [link](https://x.y) text.')).toBe(
      'Some bold link text.',
    );
    expect(
      markdownExcerpt('Fees:\n\n| a | b |\n|---|:--|\n| 1 | 2 |\n\n- one\n* two\n3. three'),
    ).toBe('Fees: a b 1 2 one two three');
    const long = markdownExcerpt('word '.repeat(100), 50);
    expect(long.length).toBeLessThanOrEqual(51);
    expect(long.endsWith('…')).toBe(true);
  });
});
