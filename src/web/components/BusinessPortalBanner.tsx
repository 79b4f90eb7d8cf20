import { Link } from 'react-router';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

/** Spec §2: business account holders see a banner that opens the business portal. */
export function BusinessPortalBanner() {
  return (
    <Paper
      component="section"
      aria-labelledby="business-portal-banner-title"
      withBorder
      radius="lg"
      p="xl"
      maw={560}
    >
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
          <Title id="business-portal-banner-title" order={2} size="h3">
            Your business portal
          </Title>
          <Text c="dimmed">
            Manage your products, menus and modifiers, and see your approval status.
          </Text>
        </Stack>
        <Button component={Link} to="/product/list">
          Open business portal
        </Button>
      </Group>
    </Paper>
  );
}
