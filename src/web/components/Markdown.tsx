import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { Typography } from '@mantine/core';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * For documents placed under a page's own heading: drops a leading `# Title` line (the
 * block shows the title itself) and computes the shift that makes the shallowest heading
 * `firstLevel`, so the page's outline stays valid (axe heading-order).
 */
export function prepareMarkdown(source: string, firstLevel: Level) {
  const body = source.replace(/^\s*#\s[^\n]*\n?/, '');
  const levels = [...body.matchAll(/^(#{1,6})\s/gm)].map((m) => m[1]?.length ?? 1);
  const shift = levels.length ? firstLevel - Math.min(...levels) : 0;
  return { body, shift };
}

function headings(shift: number): Components {
  const out: Components = {};
  for (const n of [1, 2, 3, 4, 5, 6] as const) {
    const Tag = `h${Math.min(6, Math.max(1, n + shift))}` as 'h1';
    out[`h${n}`] = ({ children }) => <Tag>{children}</Tag>;
  }
  return out;
}

/**
 * The one way user and content markdown is shown: never raw HTML, sanitized, links open
 * safely elsewhere. `firstLevel` fits a document under the page's headings.
 */
export function Markdown({ source, firstLevel }: { source: string; firstLevel?: Level }) {
  const { body, shift } = firstLevel
    ? prepareMarkdown(source, firstLevel)
    : { body: source, shift: 0 };
  return (
    <Typography>
      <ReactMarkdown
        skipHtml
        rehypePlugins={[rehypeSanitize]}
        components={{
          ...(shift ? headings(shift) : {}),
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow">
              {children}
            </a>
          ),
        }}
      >
        {body}
      </ReactMarkdown>
    </Typography>
  );
}
