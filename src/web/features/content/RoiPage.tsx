import { useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  List,
  NumberInput,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { COMMISSION_CHOICES } from '#domain/onboarding';
import { roiComparison, roiFacts, roiInputProblem, ROI_LIMITS, type RoiRow } from '#domain/roi';
import { formatMoney } from '../../lib/format';

const choiceLabel = Object.fromEntries(COMMISSION_CHOICES.map((c) => [c.value, c.label]));

function rowLabel(r: RoiRow): string {
  if (r.id === 'commission_15' || r.id === 'service_fee_15') return `Potluck: ${choiceLabel[r.id]}`;
  return `Typical delivery app: ${r.commissionPercent}% commission`;
}

const toCents = (dollars: number | string) =>
  typeof dollars === 'number' ? Math.round(dollars * 100) : NaN;

/**
 * /roi — a producer enters weekly orders and an average order and sees what they keep on
 * Potluck under each commission structure (spec §9) next to typical delivery apps. Figures
 * come from #domain/roi, which prices an order as checkout does.
 */
export function RoiPage() {
  const [weeklyOrders, setWeeklyOrders] = useState<number | string>(40);
  const [average, setAverage] = useState<number | string>(25);
  const input = {
    weeklyOrders: typeof weeklyOrders === 'number' ? weeklyOrders : NaN,
    averageOrderCents: toCents(average),
  };
  const problem = roiInputProblem(input);
  const rows = problem ? [] : roiComparison(input);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>What you keep on Potluck</Title>
          <Text c="dimmed" mt={4}>
            Enter your orders and see what you keep each week and year, tips included, next to
            typical delivery apps.
          </Text>
        </div>
        <Group align="flex-start" grow wrap="wrap">
          <NumberInput
            label="Orders a week"
            min={0}
            max={ROI_LIMITS.maxWeeklyOrders}
            allowDecimal={false}
            value={weeklyOrders}
            onChange={setWeeklyOrders}
            miw={200}
          />
          <NumberInput
            label="Average order"
            prefix="$"
            min={1}
            max={ROI_LIMITS.maxAverageOrderCents / 100}
            decimalScale={2}
            value={average}
            onChange={setAverage}
            miw={200}
          />
        </Group>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped aria-live="polite">
              <Table.Caption>
                What you keep: food after commission, plus {roiFacts.tipPercent}% tips
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Where you sell</Table.Th>
                  <Table.Th scope="col">Per order</Table.Th>
                  <Table.Th scope="col">Per week</Table.Th>
                  <Table.Th scope="col">Per year</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id} data-testid={`roi-${r.id}`}>
                    <Table.Th scope="row" fw={r.id.startsWith('app_') ? 400 : 700}>
                      {rowLabel(r)}
                    </Table.Th>
                    <Table.Td>{formatMoney(r.perOrderCents)}</Table.Td>
                    <Table.Td>{formatMoney(r.weeklyCents)}</Table.Td>
                    <Table.Td>{formatMoney(r.yearlyCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <section aria-labelledby="roi-more">
          <Title order={2} size="h3" id="roi-more">
            And on top
          </Title>
          <List mt="xs" spacing={4}>
            <List.Item>Tips ({roiFacts.tipPercent}% in this comparison) are yours.</List.Item>
            <List.Item>
              {formatMoney(roiFacts.referralCents)} credit for each chef you invite who goes live.
            </List.Item>
            <List.Item>
              New buyers get a {formatMoney(roiFacts.signupCreditCents)} sign-up credit to spend on
              their first orders.
            </List.Item>
            <List.Item>
              Your money is on its way within {roiFacts.payoutHours} hours of a completed order.
            </List.Item>
          </List>
        </section>
        <Group>
          <Button component={Link} to="/chef/signup">
            Sell your food on Potluck
          </Button>
          <Anchor component={Link} to="/support">
            Questions? Ask us
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
