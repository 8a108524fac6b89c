import { describe, expect, it } from 'vitest';
import { CHECK_FORMS, CHECKED_STANDARDS, STANDARDS } from '../types';
import { CHECK_LENGTH, CHECK_SKILLS, MONEY_CHECK, SKILL_STANDARD } from './money-check';

const everyQuestion = CHECK_FORMS.flatMap((form) => MONEY_CHECK[form].map((question) => ({ form, question })));

describe('the money check content', () => {
  it.each(CHECK_FORMS)('form %s asks one question of each skill, in the same order as the other form', (form) => {
    expect(MONEY_CHECK[form]).toHaveLength(CHECK_LENGTH);
    expect(MONEY_CHECK[form].map((q) => q.skill)).toEqual([...CHECK_SKILLS]);
  });

  it.each(everyQuestion.map(({ form, question }) => [question.id, form, question] as const))(
    '%s has exactly one right answer among distinct choices, a standard and a plain-words explanation',
    (_id, _form, question) => {
      expect(question.choices.length).toBeGreaterThanOrEqual(3);
      expect(new Set(question.choices.map((c) => c.trim().toLowerCase())).size).toBe(question.choices.length);
      expect(Number.isInteger(question.answer)).toBe(true);
      expect(question.choices[question.answer]).toBeDefined();
      expect(STANDARDS).toContain(question.standard);
      expect(CHECKED_STANDARDS).toContain(question.standard);
      expect(question.standard).toBe(SKILL_STANDARD[question.skill]);
      expect(question.explanation.length).toBeGreaterThan(30);
      // Short sentences a 9-year-old reads: no word longer than 12 letters, no sentence over 25 words.
      for (const text of [question.prompt, question.explanation, ...question.choices]) {
        expect(Math.max(...text.split(/[^A-Za-z']+/).map((w) => w.length))).toBeLessThanOrEqual(12);
        for (const sentence of text.split(/[.?!]\s/)) expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(25);
      }
    },
  );

  it('gives every question its own id, across both forms', () => {
    const ids = everyQuestion.map(({ question }) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('does not put the right answer in the same place every time', () => {
    for (const form of CHECK_FORMS) {
      const places = new Set(MONEY_CHECK[form].map((q) => q.answer));
      expect(places.size).toBeGreaterThanOrEqual(3);
    }
  });

  it('weighs the forms alike: the same number of questions per standard', () => {
    const perStandard = (form: (typeof CHECK_FORMS)[number]) => CHECKED_STANDARDS.map((s) => MONEY_CHECK[form].filter((q) => q.standard === s).length);
    expect(perStandard('A')).toEqual(perStandard('B'));
    for (const count of perStandard('A')) expect(count).toBeGreaterThanOrEqual(2);
  });
});
