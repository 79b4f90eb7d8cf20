import { Group, Pagination } from '@mantine/core';

const controlLabels: Record<string, string> = {
  previous: 'Previous page',
  next: 'Next page',
  first: 'First page',
  last: 'Last page',
};

/** Page buttons a screen reader can name ("Page 2", "Next page"); nothing for one page. */
export function PagePicker({
  total,
  value,
  onChange,
  label = 'Pages',
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        siblings={1}
        aria-label={label}
        getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] ?? control })}
      />
    </Group>
  );
}
