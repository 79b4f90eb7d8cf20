import { Container, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { LEGAL_DOCUMENTS, type LegalDocument } from '#domain/legal';
import { Markdown } from '../../components/Markdown';
import privacyPolicy from './legal/privacy-policy.md?raw';
import termsOfUse from './legal/terms-of-use.md?raw';

const TEXTS: Record<LegalDocument, string> = { termsOfUse, privacyPolicy };

/** /terms and /privacy: the versioned text shipped with the app, with its date. */
function LegalPage({ document }: { document: LegalDocument }) {
  const { title, updated } = LEGAL_DOCUMENTS[document];
  return (
    <Container size="md" py="xl">
      <Stack gap="md" component="article" aria-labelledby="legal-title">
        <Title order={1} id="legal-title">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          Last updated {dayjs(updated).format('MMMM D, YYYY')}
        </Text>
        <Markdown source={TEXTS[document]} firstLevel={2} />
      </Stack>
    </Container>
  );
}

export const TermsOfUsePage = () => <LegalPage document="termsOfUse" />;
export const PrivacyPolicyPage = () => <LegalPage document="privacyPolicy" />;
