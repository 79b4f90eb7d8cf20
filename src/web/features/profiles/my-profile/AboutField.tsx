import { Card, Tabs, Text, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { Markdown } from '../../../components/Markdown';

/** The profile's Markdown description: a Write tab with its counter, and a Preview tab. */
export function AboutField({
  value,
  inputProps,
}: {
  value: string;
  inputProps: GetInputPropsReturnType;
}) {
  return (
    <Tabs defaultValue="write" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="write">Write</Tabs.Tab>
        <Tabs.Tab value="preview">Preview</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="xs">
        <Textarea
          label="About"
          description="Markdown: **bold**, *italic*, lists and links."
          autosize
          minRows={4}
          maxRows={14}
          {...inputProps}
        />
        <Text size="xs" c="dimmed" ta="right">
          {value.length} / 5000
        </Text>
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="xs">
        <Card withBorder radius="sm" padding="md" role="region" aria-label="Description preview">
          {value.trim() ? (
            <Markdown source={value} />
          ) : (
            <Text c="dimmed" size="sm">
              Nothing to preview yet.
            </Text>
          )}
        </Card>
      </Tabs.Panel>
    </Tabs>
  );
}
