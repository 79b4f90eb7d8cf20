import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { footerLinks } from './nav';

export const APP_VERSION = '1.4.2';

export function Footer() {
  return (
    <Box
      component="footer"
      py="lg"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
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
