import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes zod jitless when it runs before zod loads', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
