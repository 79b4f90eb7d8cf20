import { Button, Group, Paper, Text } from '@mantine/core';
import { MapPinIcon } from '../../components/icons';
import type { ChosenLocation } from './location-storage';

/** The chosen search place, with a button that opens the location dialog. */
export function LocationBar({
  location,
  onChange,
}: {
  location: ChosenLocation | null;
  onChange: () => void;
}) {
  return (
    <Paper withBorder radius="md" px="sm" py="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <MapPinIcon size={18} />
          <Text
            size="sm"
            truncate="end"
            fw={location ? 600 : 400}
            c={location ? undefined : 'dimmed'}
          >
            {location ? location.label : 'No location chosen'}
          </Text>
        </Group>
        <Button
          size="xs"
          variant="light"
          onClick={onChange}
          aria-label={location ? `Change location, now ${location.label}` : 'Choose location'}
        >
          {location ? 'Change' : 'Choose'}
        </Button>
      </Group>
    </Paper>
  );
}
