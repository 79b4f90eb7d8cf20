import { afterEach, beforeEach } from 'vitest';

// An unexpected console.error fails the test that caused it.
const originalError = console.error;
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(args);
    originalError(...args);
  };
});

afterEach(() => {
  console.error = originalError;
  if (logged.length > 0) {
    throw new Error(
      `Unexpected console.error: ${logged.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
