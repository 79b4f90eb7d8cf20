import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { Typography } from '@mantine/core';

/** A chef's description: markdown, never raw HTML, sanitized; links open safely elsewhere. */
export function ChefMarkdown({ source }: { source: string }) {
  return (
    <Typography>
      <ReactMarkdown
        skipHtml
        rehypePlugins={[rehypeSanitize]}
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow">
              {children}
            </a>
          ),
        }}
      >
        {source}
      </ReactMarkdown>
    </Typography>
  );
}
