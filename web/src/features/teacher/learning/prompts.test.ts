import { describe, expect, it } from 'vitest';
import { englishIntl as intl, spanishIntl } from '../testing/intl';
import { areaStrength, discussionPrompts as promptsIn, MAX_PROMPTS } from './prompts';

const discussionPrompts = (rows: Parameters<typeof promptsIn>[1]) => promptsIn(intl, rows);
import { habits, learningRow, result } from './learning-test-rows';

const ids = (rows: Parameters<typeof discussionPrompts>[0]) => discussionPrompts(rows).map((p) => p.id);

describe('the discussion prompts', () => {
  it('offers none for a class that has neither taken the check nor played a season', () => {
    expect(discussionPrompts([])).toEqual([]);
    expect(discussionPrompts([learningRow('a', 'Ann'), learningRow('b', 'Ben')])).toEqual([]);
  });

  it('asks about emergency funds with the numbers of teams that played short after an injury', () => {
    const rows = [
      learningRow('a', 'Ann', { habits: habits({ seasons: 1, injuries: 1, injuriesCovered: 0 }) }),
      learningRow('b', 'Ben', { habits: habits({ seasons: 1, injuries: 2, injuriesCovered: 2, seasonsSaved: 1 }) }),
      learningRow('c', 'Cal', { habits: habits({ seasons: 1, injuries: 1, injuriesCovered: 0 }) }),
      learningRow('d', 'Dee', { habits: habits({ seasons: 1 }) }),
    ];
    const injury = discussionPrompts(rows).find((p) => p.id === 'injuries');
    expect(injury?.standard).toBe('managingRisk');
    expect(injury?.figures).toBe('2 of 3 teams hit by an injury could not fill the spots in time and played short.');
    expect(injury?.question).toContain('emergency fund');
  });

  it('says the share of seasons that ended with savings, and asks what is hard about it when few did', () => {
    const rows = [learningRow('a', 'Ann', { habits: habits({ seasons: 4, seasonsSaved: 1 }) })];
    const saved = discussionPrompts(rows).find((p) => p.id === 'seasonsSaved');
    expect(saved?.figures).toBe('1 of 4 seasons ended with savings (25%).');
    expect(saved?.question).toBe('Why is it hard to keep savings to the end of a season?');
    const spanish = promptsIn(spanishIntl, rows).find((p) => p.id === 'seasonsSaved');
    expect(spanish?.figures).toBe('1 de 4 temporadas terminaron con ahorros (25%).');
    expect(spanish?.question).toBe('¿Por qué cuesta mantener los ahorros hasta el final de una temporada?');
  });

  it('asks about refused signings only when there were some', () => {
    const none = [learningRow('a', 'Ann', { habits: habits({ seasons: 1, seasonsSaved: 1 }) })];
    expect(ids(none)).not.toContain('refusals');
    const some = [learningRow('a', 'Ann', { habits: habits({ seasons: 1, refusals: 1, refusalsRecovered: 1 }) })];
    expect(discussionPrompts(some).find((p) => p.id === 'refusals')?.figures).toBe('1 signing was refused for lack of money; 1 of those spots was filled later.');
  });

  it("names the check's weakest area with its percent, and puts it first", () => {
    const rows = [
      learningRow('a', 'Ann', { before: result(3, 1, 0), habits: habits({ seasons: 1, seasonsSaved: 1 }) }),
      learningRow('b', 'Ben', { before: result(4, 2, 1) }),
    ];
    const prompts = discussionPrompts(rows);
    expect(prompts[0]?.id).toBe('weakestArea');
    expect(prompts[0]?.standard).toBe('managingRisk');
    expect(prompts[0]?.figures).toBe('On the first money check, the class got 25% of the Managing Risk questions right (1 of 4 answers).');
    // Saving (75% right) follows.
    expect(prompts[1]?.id).toBe('seasonsSaved');
  });

  it('speaks of the latest check once there is one, and of the area the class grew most in', () => {
    const rows = [
      learningRow('a', 'Ann', { before: result(1, 0, 1), latest: result(2, 2, 1, 1) }),
      learningRow('b', 'Ben', { before: result(2, 0, 1), latest: result(2, 2, 2, 1) }),
    ];
    const prompts = discussionPrompts(rows);
    const weakest = prompts.find((p) => p.id === 'weakestArea');
    expect(weakest?.figures).toBe('On the latest money check, the class got 50% of the Spending questions right (4 of 8 answers).');
    const gain = prompts.find((p) => p.id === 'biggestGain');
    expect(gain?.figures).toBe('In Saving, the 2 students who took both checks went from 0% right before playing to 100% after.');
  });

  it('counts the growth over the students with both checks, from a first check when none came before playing', () => {
    const rows = [
      learningRow('a', 'Ann', { before: result(1, 0, 1, 2), latest: result(2, 2, 1, 3) }),
      // Cal took one check only, all right: not in the growth.
      learningRow('c', 'Cal', { before: result(4, 2, 2, 1) }),
    ];
    const gain = discussionPrompts(rows).find((p) => p.id === 'biggestGain');
    expect(gain?.figures).toBe('In Saving, the 1 student who took both checks went from 0% right on their first check to 100% on their latest.');
    expect(promptsIn(spanishIntl, rows).find((p) => p.id === 'biggestGain')?.figures).toBe(
      'En Ahorrar, el estudiante que hizo los dos chequeos pasó de 0% de respuestas correctas en su primer chequeo a 100% en el último.',
    );
  });

  it('offers no growth prompt when no area grew', () => {
    const rows = [learningRow('a', 'Ann', { before: result(3, 2, 2), latest: result(3, 2, 2, 1) })];
    expect(ids(rows)).not.toContain('biggestGain');
  });

  it('changes as the class plays: a new injury brings its prompt', () => {
    const before = [learningRow('a', 'Ann', { habits: habits({ seasons: 1, seasonsSaved: 1 }) })];
    expect(ids(before)).toEqual(['seasonsSaved']);
    const after = [learningRow('a', 'Ann', { habits: habits({ seasons: 2, seasonsSaved: 1, injuries: 1 }) })];
    expect(ids(after)).toEqual(expect.arrayContaining(['seasonsSaved', 'injuries']));
  });

  it('offers at most five, and judges areas by decisions when nobody took the check', () => {
    const rows = [
      learningRow('a', 'Ann', {
        before: result(1, 1, 1),
        latest: result(3, 2, 2, 1),
        habits: habits({ seasons: 2, seasonsSaved: 1, injuries: 1, refusals: 1 }),
      }),
    ];
    expect(discussionPrompts(rows).length).toBeLessThanOrEqual(MAX_PROMPTS);
    const decided = learningRow('b', 'Ben', {
      decisions: { spending: { met: 1, judged: 4 }, saving: { met: 2, judged: 2 }, managingRisk: { met: 0, judged: 0 } },
    });
    expect(areaStrength([decided])).toEqual({ spending: 25, saving: 100, managingRisk: null });
  });
});
