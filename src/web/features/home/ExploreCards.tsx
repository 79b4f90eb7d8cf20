import { Box, Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ChefHatIcon, DishIcon } from '../../components/icons';

const cards = [
  {
    to: '/foods',
    title: 'Find food near you',
    body: 'Browse dishes cooked in your neighbourhood, for pickup or delivery.',
    gradient: 'linear-gradient(135deg, #f59f00 0%, #e8590c 55%, #c92a2a 100%)',
    Icon: DishIcon,
  },
  {
    to: '/chefs',
    title: 'Meet local chefs',
    body: 'Discover the home cooks, bakers and growers near you and follow your favourites.',
    gradient: 'linear-gradient(135deg, #37b24d 0%, #1098ad 55%, #364fc7 100%)',
    Icon: ChefHatIcon,
  },
];

/** Two photo-led cards that lead into the search screens. */
export function ExploreCards() {
  return (
    <SimpleGrid component="section" aria-label="Explore" cols={{ base: 1, sm: 2 }} spacing="lg">
      {cards.map((c) => (
        <Card key={c.to} component={Link} to={c.to} withBorder radius="lg" padding={0}>
          <Box
            h={140}
            style={{ background: c.gradient, display: 'grid', placeItems: 'center' }}
            aria-hidden
          >
            <ThemeIcon size={72} radius="xl" variant="white" color="dark">
              <c.Icon size={40} />
            </ThemeIcon>
          </Box>
          <Box p="lg">
            <Title order={2} size="h4">
              {c.title}
            </Title>
            <Text c="dimmed" mt={4}>
              {c.body}
            </Text>
          </Box>
        </Card>
      ))}
    </SimpleGrid>
  );
}
