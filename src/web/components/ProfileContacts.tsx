import { Anchor, Group, Stack, Text } from '@mantine/core';

/** The web and social links of a profile card (spec §2), in the order they are shown. */
export const profileLinks = [
  ['website', 'Website'],
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter'],
  ['linkedin', 'LinkedIn'],
  ['instagram', 'Instagram'],
  ['pinterest', 'Pinterest'],
  ['yelp', 'Yelp'],
] as const;

type LinkKey = (typeof profileLinks)[number][0];
export type ProfileLinkValues = Partial<Record<LinkKey, string | null>>;

/** The links a profile has, opened in a new tab and never passing our referrer or rank. */
export function ProfileLinks({
  profile,
  label,
  skip = [],
}: {
  profile: ProfileLinkValues;
  /** The navigation landmark's name. */
  label: string;
  /** Keys shown elsewhere on the card (e.g. the website among the business contacts). */
  skip?: readonly LinkKey[];
}) {
  const links = profileLinks.filter(([key]) => profile[key] && !skip.includes(key));
  if (links.length === 0) return null;
  return (
    <Group gap="md" component="nav" aria-label={label}>
      {links.map(([key, text]) => (
        <Anchor
          key={key}
          href={profile[key] ?? undefined}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          {text}
        </Anchor>
      ))}
    </Group>
  );
}

/** A business's public contacts: name, phone (tap to call), e-mail and website. */
export function BusinessContacts({
  businessName,
  businessPhone,
  businessEmail,
  website,
}: {
  businessName?: string | null;
  businessPhone: string | null;
  businessEmail: string | null;
  website?: string | null;
}) {
  if (!businessName && !businessPhone && !businessEmail && !website) return null;
  return (
    <Stack gap={4} component="section" aria-label="Business contacts">
      {businessName && (
        <Text size="sm">
          Business: <b>{businessName}</b>
        </Text>
      )}
      {businessPhone && (
        <Text size="sm">
          Phone:{' '}
          <Anchor href={`tel:${businessPhone.replace(/[^+0-9]/g, '')}`}>{businessPhone}</Anchor>
        </Text>
      )}
      {businessEmail && (
        <Text size="sm">
          E-mail: <Anchor href={`mailto:${businessEmail}`}>{businessEmail}</Anchor>
        </Text>
      )}
      {website && (
        <Text size="sm">
          Website:{' '}
          <Anchor href={website} target="_blank" rel="noopener noreferrer nofollow">
            {website.replace(/^https?:\/\//, '')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
