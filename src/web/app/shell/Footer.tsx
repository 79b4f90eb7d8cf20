import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getSiteInfo } from '#contracts/endpoints/site';
import { APP_VERSION } from '#domain/version';
import { call } from '../../lib/api';
import { footerLinks } from './nav';

export function Footer() {
  // Demo data must say it is demo: every page carries the notice while it is loaded.
  const site = useQuery({
    queryKey: ['site'],
    queryFn: ({ signal }) => call(getSiteInfo, { signal }),
    staleTime: Infinity,
  });
  const demo = site.data?.demo;
  return (
    <Box
      component="footer"
      py="lg"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        {demo && (
          <Text size="sm" mb="sm" data-testid="demo-notice">
            <strong>Demo data.</strong> The producers, dishes, orders and reviews shown here around{' '}
            {demo.city} are made up for trying Potluck out.
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          {footerLinks.length > 0 && (
            <Group component="nav" aria-label="Footer" gap="md">
              {footerLinks.map((l) => (
                <Anchor key={l.to} component={Link} to={l.to} size="sm">
                  {l.label}
                </Anchor>
              ))}
            </Group>
          )}
          <Text size="sm" c="dimmed">
            © 2026 Potluck
          </Text>
          <Text size="sm" c="dimmed">
            Potluck {APP_VERSION}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
