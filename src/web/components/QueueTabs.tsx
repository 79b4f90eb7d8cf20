import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';

/**
 * An admin queue's tabs (approvals, support): one tab a state, each named with its count once
 * the counts are in; only the current tab's panel holds `children`, the current list.
 */
export function QueueTabs<K extends string>({
  value,
  keys,
  labels,
  counts,
  onChange,
  children,
}: {
  value: K;
  keys: readonly K[];
  labels: Record<K, string>;
  counts: Record<K, number> | undefined;
  onChange: (key: K) => void;
  children: ReactNode;
}) {
  const isKey = (v: string | null): v is K => keys.includes(v as K);
  return (
    <Tabs
      value={value}
      onChange={(v) => {
        if (isKey(v)) onChange(v);
      }}
    >
      <Tabs.List>
        {keys.map((k) => (
          <Tabs.Tab key={k} value={k}>
            {labels[k]}
            {counts ? ` (${counts[k]})` : ''}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {keys.map((k) => (
        <Tabs.Panel key={k} value={k} pt="md">
          {k === value && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
