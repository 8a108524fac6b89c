import { describe, expect, it } from 'vitest';
import { fitLabel } from './fit-label';

const tenPxEach = (text: string) => text.length * 10;

describe('a bar label that fits its room', () => {
  it('keeps a name that fits whole', () => {
    expect(fitLabel('Ann Able', 100, tenPxEach)).toBe('Ann Able');
  });

  it('cuts a long name at its end, never its start', () => {
    const label = fitLabel('Abigail Hernandez', 100, tenPxEach);
    expect(label).toBe('Abigail H…');
    expect(tenPxEach(label)).toBeLessThanOrEqual(100);
    expect('Abigail Hernandez'.startsWith(label.replace(/…$/, ''))).toBe(true);
  });
});
