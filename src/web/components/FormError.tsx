import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';

/** The red alert above a form that says why the last submit failed; nothing when it did not. */
export function FormError({ error, children }: { error: string | null; children?: ReactNode }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {error}
      {children}
    </Alert>
  );
}
