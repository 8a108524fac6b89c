import { describe, expect, it } from 'vitest';
import { createRng } from './rng';

describe('seeded random generator', () => {
  it('gives the same numbers for the same seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });
  it('gives different numbers for different seeds', () => {
    expect(createRng(1).next()).not.toEqual(createRng(2).next());
  });
  it('resumes exactly from a saved state', () => {
    const a = createRng(7);
    a.next();
    a.next();
    const resumed = createRng(a.state());
    expect(resumed.next()).toEqual(a.next());
  });
  it('draws integers within both bounds, reaching each end', () => {
    const r = createRng(3);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = r.int(0, 3);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(3);
      seen.add(v);
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });
  it('refuses to pick from an empty list', () => {
    expect(() => createRng(1).pick([])).toThrow();
  });
});
