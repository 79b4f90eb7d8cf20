import { describe, expect, it } from 'vitest';
import { prepareMarkdown } from './Markdown';

describe('prepareMarkdown', () => {
  it('drops a leading title and shifts headings to the wanted level', () => {
    expect(prepareMarkdown('# About\n\nText\n\n## Why\n\n### How', 3)).toEqual({
      body: '\nText\n\n## Why\n\n### How',
      shift: 1,
    });
  });
  it('leaves a body without headings alone', () => {
    expect(prepareMarkdown('Just text', 3)).toEqual({ body: 'Just text', shift: 0 });
  });
});
