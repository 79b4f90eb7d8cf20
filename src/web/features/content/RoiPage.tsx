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
import {
  ROI_EXAMPLE,
  roiComparison,
  roiFacts,
  roiInputIssue,
  ROI_LIMITS,
  type RoiRow,
} from '#domain/roi';
import { roiPitch } from '../../i18n/catalogs/roi';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { preparePitch as preparePitchCatalog } from '../../i18n/pitch-i18n';
import { usePitch } from '../../i18n/use-pitch';

const toCents = (dollars: number | string) =>
  typeof dollars === 'number' ? Math.round(dollars * 100) : NaN;

/** The route's prepare step: the remembered language's texts, before the first render. */
export const preparePitch = () => preparePitchCatalog(roiPitch);

/**
 * /roi — a producer enters weekly orders and an average order and sees what they keep on
 * Potluck under each commission structure (spec §9) next to typical delivery apps. Figures
 * come from #domain/roi, which prices an order as checkout does; the words are the pitch's, in
 * English or Chinese (decision 060).
 */
export function RoiPage() {
  const { t, lang, locale, setLocale, money } = usePitch(roiPitch);
  const [weeklyOrders, setWeeklyOrders] = useState<number | string>(ROI_EXAMPLE.weeklyOrders);
  const [average, setAverage] = useState<number | string>(ROI_EXAMPLE.averageOrderCents / 100);
  const input = {
    weeklyOrders: typeof weeklyOrders === 'number' ? weeklyOrders : NaN,
    averageOrderCents: toCents(average),
  };
  const issue = roiInputIssue(input);
  const rows = issue ? [] : roiComparison(input);
  const wholeDollars = (cents: number) => money(cents).replace(/\.00$/, '');
  const problem =
    issue === 'weekly_orders'
      ? t('roi.error.weeklyOrders', { max: ROI_LIMITS.maxWeeklyOrders.toLocaleString(lang) })
      : issue === 'average_order'
        ? t('roi.error.averageOrder', {
            min: wholeDollars(ROI_LIMITS.minAverageOrderCents),
            max: wholeDollars(ROI_LIMITS.maxAverageOrderCents),
          })
        : null;

  const rowLabel = (r: RoiRow) =>
    r.id === 'commission_15'
      ? t('roi.row.commission', { commission: r.commissionPercent })
      : r.id === 'service_fee_15'
        ? t('roi.row.serviceFee', { fee: r.customerFeePercent })
        : t('roi.row.app', { commission: r.commissionPercent });

  return (
    <Container size="md" py="xl" lang={lang}>
      <Stack gap="lg">
        <LanguageSwitch locale={locale} onChange={setLocale} />
        <div>
          <Title order={1}>{t('roi.title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('roi.lead')}
          </Text>
        </div>
        <Group align="flex-start" grow wrap="wrap">
          <NumberInput
            label={t('roi.weeklyOrders')}
            min={0}
            max={ROI_LIMITS.maxWeeklyOrders}
            allowDecimal={false}
            value={weeklyOrders}
            onChange={setWeeklyOrders}
            miw={200}
          />
          <NumberInput
            label={t('roi.averageOrder')}
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
              <Table.Caption>{t('roi.caption', { tipPercent: roiFacts.tipPercent })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('roi.col.where')}</Table.Th>
                  <Table.Th scope="col">{t('roi.col.perOrder')}</Table.Th>
                  <Table.Th scope="col">{t('roi.col.perWeek')}</Table.Th>
                  <Table.Th scope="col">{t('roi.col.perYear')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id} data-testid={`roi-${r.id}`}>
                    <Table.Th scope="row" fw={r.id.startsWith('app_') ? 400 : 700}>
                      {rowLabel(r)}
                    </Table.Th>
                    <Table.Td>{money(r.perOrderCents)}</Table.Td>
                    <Table.Td>{money(r.weeklyCents)}</Table.Td>
                    <Table.Td>{money(r.yearlyCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <section aria-labelledby="roi-more">
          <Title order={2} size="h3" id="roi-more">
            {t('roi.more.title')}
          </Title>
          <List mt="xs" spacing={4}>
            <List.Item>{t('roi.more.tips', { tipPercent: roiFacts.tipPercent })}</List.Item>
            <List.Item>
              {t('roi.more.referral', { amount: money(roiFacts.referralCents) })}
            </List.Item>
            <List.Item>
              {t('roi.more.signUpCredit', { amount: money(roiFacts.signupCreditCents) })}
            </List.Item>
            <List.Item>{t('roi.more.payout', { hours: roiFacts.payoutHours })}</List.Item>
          </List>
        </section>
        <Group>
          <Button component={Link} to="/chef/signup">
            {t('roi.cta')}
          </Button>
          <Anchor component={Link} to="/why-us">
            {t('roi.whyUs')}
          </Anchor>
          <Anchor component={Link} to="/support">
            {t('roi.ask')}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
