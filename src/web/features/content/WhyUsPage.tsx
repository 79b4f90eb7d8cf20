import { Link } from 'react-router';
import { Anchor, Button, Container, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { LEGAL_DOCUMENTS } from '#domain/legal';
import { ROI_EXAMPLE, roiComparison, roiFacts } from '#domain/roi';
import { whyUsPitch } from '../../i18n/catalogs/why-us';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { preparePitch as preparePitchCatalog } from '../../i18n/pitch-i18n';
import { usePitch } from '../../i18n/use-pitch';

/** The route's prepare step: the remembered language's texts, before the first render. */
export const preparePitch = () => preparePitchCatalog(whyUsPitch);

/**
 * /why-us — the comparison page (spec §2): Potluck next to a typical delivery app, for a
 * producer deciding where to sell. Every figure comes from #domain/roi (which prices an order as
 * checkout does) and the spec's constants; nothing about other apps is claimed beyond the
 * commission range the spec gives. English or Chinese (decision 060).
 */
export function WhyUsPage() {
  const { t, lang, locale, setLocale, money, date } = usePitch(whyUsPitch);
  const rows = roiComparison(ROI_EXAMPLE);
  const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
  const { low, high } = roiFacts.typicalAppCommissionPercent;
  const potluck = { commission: byId.commission_15!, serviceFee: byId.service_fee_15! };
  const apps = { low: byId[`app_${high}`]!, high: byId[`app_${low}`]! };
  const percents = {
    commission: roiFacts.commissionPercent,
    fee: roiFacts.customerFeePercent,
  };

  return (
    <Container size="md" py="xl" lang={lang}>
      <Stack gap="lg">
        <LanguageSwitch locale={locale} onChange={setLocale} />
        <div>
          <Title order={1}>{t('whyUs.title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('whyUs.lead')}
          </Text>
        </div>
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Caption>{t('whyUs.table.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('whyUs.col.what')}</Table.Th>
                <Table.Th scope="col">{t('whyUs.col.potluck')}</Table.Th>
                <Table.Th scope="col">{t('whyUs.col.app')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('whyUs.row.commission')}</Table.Th>
                <Table.Td>{t('whyUs.row.commission.potluck', percents)}</Table.Td>
                <Table.Td>{t('whyUs.row.commission.app', { low, high })}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">
                  {t('whyUs.row.kept', {
                    amount: money(ROI_EXAMPLE.averageOrderCents),
                    tipPercent: roiFacts.tipPercent,
                  })}
                </Table.Th>
                <Table.Td>
                  {t('whyUs.row.kept.potluck', {
                    withCommission: money(potluck.commission.perOrderCents),
                    withFee: money(potluck.serviceFee.perOrderCents),
                    commission: percents.commission,
                  })}
                </Table.Td>
                <Table.Td>
                  {t('whyUs.row.kept.app', {
                    low: money(apps.low.perOrderCents),
                    high: money(apps.high.perOrderCents),
                  })}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">
                  {t('whyUs.row.yearly', { orders: ROI_EXAMPLE.weeklyOrders })}
                </Table.Th>
                <Table.Td>
                  {t('whyUs.row.kept.potluck', {
                    withCommission: money(potluck.commission.yearlyCents),
                    withFee: money(potluck.serviceFee.yearlyCents),
                    commission: percents.commission,
                  })}
                </Table.Td>
                <Table.Td>
                  {t('whyUs.row.kept.app', {
                    low: money(apps.low.yearlyCents),
                    high: money(apps.high.yearlyCents),
                  })}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <section aria-labelledby="why-us-more">
          <Title order={2} size="h3" id="why-us-more">
            {t('whyUs.more.title')}
          </Title>
          <List mt="xs" spacing={4}>
            <List.Item>{t('whyUs.more.payout', { hours: roiFacts.payoutHours })}</List.Item>
            <List.Item>
              {t('whyUs.more.approval', {
                hours: roiFacts.approvalHours,
                ...roiFacts.onboardingMinutes,
              })}
            </List.Item>
            <List.Item>{t('whyUs.more.tips')}</List.Item>
            <List.Item>
              {t('whyUs.more.referral', { amount: money(roiFacts.referralCents) })}
            </List.Item>
            <List.Item>
              {t('whyUs.more.signUpCredit', { amount: money(roiFacts.signupCreditCents) })}
            </List.Item>
            <List.Item>{t('whyUs.more.kinds')}</List.Item>
          </List>
        </section>
        <Text>
          {t('whyUs.terms', { date: date(LEGAL_DOCUMENTS.termsOfUse.updated) })}{' '}
          <Anchor component={Link} to={LEGAL_DOCUMENTS.termsOfUse.path}>
            {t('whyUs.termsLink')}
          </Anchor>
        </Text>
        <Group>
          <Button component={Link} to="/chef/signup">
            {t('whyUs.cta')}
          </Button>
          <Anchor component={Link} to="/roi">
            {t('whyUs.roi')}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
