import { Link } from 'react-router';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OnboardingState } from '#contracts/onboarding';
import { onboardingMessages } from '#domain/onboarding';
import { FormError } from '../../components/FormError';
import { errorMessage } from '../../lib/useFormSubmit';
import { useCompleteStep } from './onboarding-api';
import { StepActions } from './StepActions';

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function MenusStep({
  state,
  onBack,
  onDone,
}: {
  state: OnboardingState;
  onBack: () => void;
  onDone: () => void;
}) {
  const complete = useCompleteStep();
  const c = state.counts;
  const cards = [
    {
      title: counted(c.products, 'product', 'products'),
      text: 'Dishes and goods customers order.',
      link: 'Add a product',
      to: '/business/products/new?from=onboarding',
    },
    {
      title: counted(c.menus, 'menu', 'menus'),
      text: 'Group products; nest menus under parent menus.',
      link: 'Add a menu',
      to: '/business/menus/new?from=onboarding',
    },
    {
      title: counted(c.modifiers, 'modifier', 'modifiers'),
      text: 'Choices and extras such as size or toppings.',
      link: 'Add a modifier',
      to: '/business/modifiers/new?from=onboarding',
    },
  ];
  return (
    <Stack gap="lg">
      <Title order={2}>Menus</Title>
      {c.products === 0 && (
        <Text fw={600}>{onboardingMessages.addProduct} Start with your best dish.</Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {cards.map((card) => (
          <Card key={card.link} withBorder radius="md" padding="lg">
            <Stack gap="xs">
              <Title order={3} size="h4">
                {card.title}
              </Title>
              <Text size="sm" c="dimmed">
                {card.text}
              </Text>
              <Button component={Link} to={card.to} variant="light" w="fit-content">
                {card.link}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Group>
        <Button component={Link} to="/product/list" variant="subtle">
          Manage catalogue
        </Button>
      </Group>
      <FormError error={complete.error ? errorMessage(complete.error) : null} />
      <StepActions
        onBack={onBack}
        submitting={complete.isPending}
        onContinue={() => complete.mutate('menus', { onSuccess: onDone })}
      />
    </Stack>
  );
}
