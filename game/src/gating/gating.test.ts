import { describe, expect, it } from 'vitest';
import { applyMove } from '../moves/applyMove';
import { cheapLineup, fresh, play, refused } from '../testing/helpers';
import type { Student, TutorialName } from '../types';
import { footerButtons, footerEnabled, pageAccess } from './gating';

const tutorials = (s: Student, ...names: TutorialName[]): Student => ({
  ...s,
  tutorials: { ...s.tutorials, ...Object.fromEntries(names.map((n) => [n, true])) },
});
const all: TutorialName[] = ['home', 'budget', 'team', 'scout', 'season'];

describe('level 1 page gating', () => {
  it('opens budget after the home tutorial', () => {
    expect(pageAccess(fresh(), 'budget')).toEqual({ allowed: false, redirectTo: '/home' });
    expect(pageAccess(tutorials(fresh(), 'home'), 'budget')).toEqual({ allowed: true });
  });
  it('opens team after the budget tutorial', () => {
    expect(pageAccess(tutorials(fresh(), 'home'), 'team').allowed).toBe(false);
    expect(pageAccess(tutorials(fresh(), 'home', 'budget'), 'team').allowed).toBe(true);
  });
  it('opens scout after the team tutorial, sending early visits to /team', () => {
    const s = tutorials(fresh(), 'home', 'budget');
    expect(pageAccess(s, 'scout')).toEqual({ allowed: false, redirectTo: '/team' });
    expect(pageAccess(tutorials(s, 'team'), 'scout').allowed).toBe(true);
  });
  it('opens season after the season tutorial or a full team', () => {
    expect(pageAccess(fresh(), 'season').allowed).toBe(false);
    expect(pageAccess(tutorials(fresh(), 'season'), 'season').allowed).toBe(true);
    expect(pageAccess(cheapLineup(fresh()), 'season').allowed).toBe(true);
  });
  it('always opens home', () => expect(pageAccess(fresh(), 'home').allowed).toBe(true));
});

describe('level 2 and 3 page gating', () => {
  const upper = tutorials(fresh(1, 2), ...all);
  it('needs home visited before any other page', () => {
    expect(pageAccess(upper, 'budget')).toEqual({ allowed: false, redirectTo: '/home' });
    expect(pageAccess(play(upper, { type: 'visitPage', page: 'home' }), 'budget').allowed).toBe(true);
  });
  it('needs budget visited before team', () => {
    const home = play(upper, { type: 'visitPage', page: 'home' });
    expect(pageAccess(home, 'team').allowed).toBe(false);
    expect(pageAccess(play(home, { type: 'visitPage', page: 'budget' }), 'team').allowed).toBe(true);
  });
});

describe('page visits', () => {
  it('are recorded once each', () => {
    const s = play(fresh(), { type: 'visitPage', page: 'home' }, { type: 'visitPage', page: 'home' });
    expect(s.pagesVisited).toEqual(['home']);
  });
  it('are refused while the page is gated', () => {
    expect(refused(applyMove(fresh(), { type: 'visitPage', page: 'team' })).code).toBe('gating/locked');
  });
});

describe('footer', () => {
  it('stays disabled until all five tutorials are done', () => {
    expect(footerEnabled(tutorials(fresh(), 'home', 'budget', 'team', 'scout'))).toBe(false);
    expect(footerEnabled(tutorials(fresh(), ...all))).toBe(true);
  });
  it('is disabled during a tutorial and a season transition', () => {
    const done = tutorials(fresh(), ...all);
    expect(footerEnabled(done, true)).toBe(false);
    expect(footerEnabled({ ...done, season: { ...done.season, inTransition: true } })).toBe(false);
  });
  it('from level 2 holds team until budget is visited and season until the lineup is full', () => {
    const s = tutorials(fresh(1, 2), ...all);
    expect(footerButtons(s)).toEqual({ team: false, trophies: true, season: false, budget: true });
    const visited = play(s, { type: 'visitPage', page: 'home' }, { type: 'visitPage', page: 'budget' });
    expect(footerButtons(cheapLineup(visited))).toEqual({ team: true, trophies: true, season: true, budget: true });
  });
});
