import { describe, expect, it } from 'vitest';
import { englishIntl as intl, spanishIntl } from '../testing/intl';
import { classSizeNote, classSizePreviewNote } from './class-size';

describe('the class-size warning', () => {
  it('says nothing while the class is at or under the size the teacher gave', () => {
    expect(classSizeNote(intl, 32, 32)).toBeNull();
    expect(classSizePreviewNote(intl, 10, 20, 32)).toBeNull();
    expect(classSizePreviewNote(intl, 10, 20, null)).toBeNull();
  });

  it('warns, never refuses, once the class is past it', () => {
    expect(classSizeNote(intl, 60, 32)).toBe('Your class has 60 students; you said it would have 32.');
    expect(classSizeNote(spanishIntl, 60, 32)).toBe('Tu grupo tiene 60 estudiantes; dijiste que tendría 32.');
    const note = classSizePreviewNote(intl, 200, 1000, 32);
    expect(note?.kind).toBe('over-size');
    expect(note?.text).toMatch(/^Your class would have 1,200 students; you said it would have 32\. Everyone in the file is still added/);
  });

  it('says before the upload when the file would take the class past 1,500, in the server\'s words', () => {
    const note = classSizePreviewNote(intl, 60, 1500, 32);
    expect(note?.kind).toBe('over-limit');
    expect(note?.text).toMatch(/^This file has 1,500 new students, but your class has room for only 1,440 more \(a class can have at most 1,500\)\./);
  });
});
