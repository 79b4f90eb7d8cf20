import { Button, CopyButton, Group } from '@mantine/core';

/** Copy the dish's link, or share it by e-mail, X or Facebook. */
export function ShareButtons({ name, url }: { name: string; url: string }) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${name} on Potluck`);
  const links = [
    { label: 'E-mail', href: `mailto:?subject=${text}&body=${u}` },
    { label: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
  return (
    <Group gap="xs" component="nav" aria-label="Share this dish">
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" onClick={copy}>
            {copied ? 'Link copied' : 'Copy link'}
          </Button>
        )}
      </CopyButton>
      {links.map((l) => (
        <Button
          key={l.label}
          size="xs"
          variant="subtle"
          component="a"
          href={l.href}
          target={l.href.startsWith('mailto:') ? undefined : '_blank'}
          rel="noopener noreferrer"
          aria-label={`Share by ${l.label}`}
        >
          {l.label}
        </Button>
      ))}
    </Group>
  );
}
