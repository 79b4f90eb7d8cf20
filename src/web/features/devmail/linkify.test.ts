import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http(s) URLs into links and keeps the rest as text', () => {
    expect(linkify('Open:\nhttp://localhost:3000/signin#verify=abc_-1\n\nBye.')).toEqual([
      { kind: 'text', text: 'Open:\n' },
      {
        kind: 'link',
        href: 'http://localhost:3000/signin#verify=abc_-1',
        text: 'http://localhost:3000/signin#verify=abc_-1',
      },
      { kind: 'text', text: '\n\nBye.' },
    ]);
  });

  it('leaves a trailing full stop outside the link', () => {
    expect(linkify('See https://example.com/a.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.com/a', text: 'https://example.com/a' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links javascript: or other schemes, and keeps markup as text', () => {
    expect(linkify('javascript:alert(1) <b>x</b>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <b>x</b>' },
    ]);
  });

  it('handles text without links', () => {
    expect(linkify('')).toEqual([]);
    expect(linkify('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
  });
});
