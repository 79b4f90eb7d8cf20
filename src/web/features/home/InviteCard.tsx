import { Box, Button, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MailIcon } from '../../components/icons';

/** The home page's invite card for signed-in people (spec §1); guests get the sign-up prompt. */
export function InviteCard() {
  return (
    <Paper
      component="section"
      aria-labelledby="home-invite"
      withBorder
      radius="lg"
      p="xl"
      maw={560}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon variant="light" size={44} radius="xl" aria-hidden>
          <MailIcon size={22} />
        </ThemeIcon>
        <Box>
          <Title id="home-invite" order={2} size="h3">
            Invite your friends
          </Title>
          <Text c="dimmed" mt="xs">
            Good food is better shared. Invite friends by e-mail; when they join, they follow you
            and discover the cooks near them.
          </Text>
          <Button component={Link} to="/invite" mt="md">
            Invite friends
          </Button>
        </Box>
      </Group>
    </Paper>
  );
}
