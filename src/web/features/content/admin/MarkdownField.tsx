import { Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { Markdown } from '../../../components/Markdown';

/**
 * A markdown text with its live preview beside it (below on a phone), drawn by the same
 * sanitised renderer the public pages use: what the admin sees is what people get.
 */
export function MarkdownField({
  label,
  value,
  onChange,
  error,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Textarea
        label={label}
        description="Markdown: ## headings, **bold**, *italic*, - lists, [links](https://…). HTML is not shown."
        required
        autosize
        minRows={12}
        maxRows={30}
        maxLength={maxLength}
        value={value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Stack gap={4}>
        <Text component="h2" size="sm" fw={500}>
          Preview
        </Text>
        <Paper withBorder radius="md" p="md" mih={240} aria-label="Preview" role="region">
          {value.trim() ? (
            <Markdown source={value} firstLevel={3} />
          ) : (
            <Text c="dimmed">The preview shows here as you write.</Text>
          )}
        </Paper>
      </Stack>
    </SimpleGrid>
  );
}
