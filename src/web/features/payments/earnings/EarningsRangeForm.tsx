import { useForm } from '@mantine/form';
import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { earningsQuerySchema } from '#contracts/payouts';
import { validateWith } from '../../../lib/validate-with';

/**
 * The date range of the earnings screen, in the chef's calendar: checked by the API's own
 * schema (the end not before the start, at most a year), so both refuse in the same words.
 */
const LABEL_HEIGHT = 25;
const INPUT_WIDTH = 180;

export function EarningsRangeForm({
  range,
  onShow,
  csvHref,
}: {
  range: { from: string; to: string };
  onShow: (range: { from: string; to: string }) => void;
  csvHref: string;
}) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { from: range.from, to: range.to },
    validate: validateWith(earningsQuerySchema),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) => onShow(values))}
      noValidate
      aria-label="Earnings dates"
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label="From"
          w={INPUT_WIDTH}
          key={form.key('from')}
          {...form.getInputProps('from')}
        />
        <TextInput
          type="date"
          label="To"
          w={INPUT_WIDTH}
          key={form.key('to')}
          {...form.getInputProps('to')}
        />
        {/* Level with the inputs below their labels, whether or not a field shows an error. */}
        <Group gap="sm" pt={LABEL_HEIGHT}>
          <Button type="submit" variant="default">
            Show
          </Button>
          <Anchor href={csvHref} download>
            Download CSV
          </Anchor>
        </Group>
      </Group>
    </form>
  );
}
