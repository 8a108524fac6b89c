import { describe, expect, it } from 'vitest';
import { classSizeNote, classSizePreviewWarning } from './class-size';

describe('the class-size warning', () => {
  it('says nothing while the class is at or under the size the teacher gave', () => {
    expect(classSizeNote(32, 32)).toBeNull();
    expect(classSizePreviewWarning(30, 32)).toBeNull();
  });

  it('warns, never refuses, once the class is past it', () => {
    expect(classSizeNote(60, 32)).toBe('Your class has 60 students; you said it would have 32.');
    expect(classSizePreviewWarning(1200, 32)).toMatch(/^Your class would have 1,200 students; you said it would have 32\. Everyone in the file is still added/);
  });
});
