import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('makes zod jitless: its own config reads the setting, so it never probes eval', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Schemas still parse (without compiling).
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
