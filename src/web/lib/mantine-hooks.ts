import { useId as useReactId } from 'react';

// The build resolves every import of '@mantine/hooks' (Mantine's components' included) to this
// module (vite.config.ts, `mantineHooks`), which is the package with one hook replaced.
export * from '@mantine/hooks';

/**
 * Mantine's `useId` without its re-render: Mantine's renders `mantine-<React id>` and then, in a
 * layout effect after mounting, swaps it for a random one, which renders the component again
 * at once. For the app shell that second render hands the shell's context a new value while
 * React is still adopting the prerendered home page, and React then adopts the whole page in
 * one long task (decision 074). React's ids are already unique and the same in the prerender
 * and the browser, so the first id is kept.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
