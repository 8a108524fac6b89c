import { describe, expect, it } from 'vitest';
import { SLOTS } from '../lineup/slots';
import { signablePlayers } from '../lineup/signablePlayers';
import { newStudent } from '../student/newStudent';
import { play } from '../testing/helpers';
import type { Move, Student } from '../types';
import { footerClosedReasons } from './gating';
import { canNavigate, canReplayTutorial, nextStepPage, nextTutorial, stickClosedBy } from './navigation';

const fresh = () => newStudent({ firstName: 'Ada', lastName: 'Lane', userName: 'alane', seed: 7 });
const done = (s: Student, ...names: Array<'home' | 'budget' | 'team' | 'scout' | 'season'>) =>
  play(s, ...names.map((tutorial) => ({ type: 'completeTutorial', tutorial }) as Move));

describe('stick navigation while a new student works through the tutorials', () => {
  it('opens only home at first, then budget once the home tutorial is done', () => {
    const s = fresh();
    expect(nextTutorial(s)).toBe('home');
    expect(canNavigate(s, 'budget', false)).toBe(false);
    const afterHome = done(s, 'home');
    expect(canNavigate(afterHome, 'budget', false)).toBe(true);
    expect(canNavigate(afterHome, 'team', false)).toBe(false);
    expect(canNavigate(afterHome, 'season', false)).toBe(false);
  });

  it('leads on to team, then scout, and to season once the lineup is full', () => {
    let s = done(fresh(), 'home', 'budget');
    expect(canNavigate(s, 'team', false)).toBe(true);
    expect(canNavigate(s, 'budget', false)).toBe(true);
    s = done(s, 'team');
    expect(canNavigate(s, 'scout', false)).toBe(true);
    expect(canNavigate(s, 'team', false)).toBe(true);
    s = done(s, 'scout');
    expect(canNavigate(s, 'season', false)).toBe(false);
    for (const slot of SLOTS) {
      const cheapest = [...signablePlayers(s, slot)].sort((a, b) => a.playerCost - b.playerCost)[0]!;
      s = play(s, { type: 'sign', slot, playerId: cheapest._id });
    }
    expect(canNavigate(s, 'season', false)).toBe(true);
  });

  it('closes every stick but home during a tutorial', () => {
    const s = done(fresh(), 'home', 'budget', 'team', 'scout', 'season');
    expect(canNavigate(s, 'budget', true)).toBe(false);
    expect(canNavigate(s, 'home', true)).toBe(false);
    expect(canNavigate(s, 'budget', false)).toBe(true);
    expect(canNavigate(s, 'trophies', false)).toBe(true);
  });

  it('closes the scout stick once scouting is done', () => {
    const s = done(fresh(), 'home', 'budget', 'team');
    expect(canNavigate({ ...s, season: { ...s.season, scoutingComplete: true } }, 'scout', false)).toBe(false);
  });

  it('at level 2 keeps team closed until budget is visited', () => {
    let s: Student = { ...done(fresh(), 'home', 'budget', 'team', 'scout', 'season'), level: 2 };
    s = play(s, { type: 'visitPage', page: 'home' });
    expect(canNavigate(s, 'team', false)).toBe(false);
    s = play(s, { type: 'visitPage', page: 'budget' });
    expect(canNavigate(s, 'team', false)).toBe(true);
    expect(canNavigate(s, 'season', false)).toBe(false);
  });
});

describe('replaying a tutorial from the help panel', () => {
  it('is offered at level 1 on a page with a tutorial', () => {
    expect(canReplayTutorial(fresh(), 'budget')).toBe(true);
    expect(canReplayTutorial(fresh(), 'home')).toBe(true);
  });

  it('is not offered on trophies, which has no tutorial', () => {
    expect(canReplayTutorial(fresh(), 'trophies')).toBe(false);
  });

  it('is not offered from level 2 on', () => {
    expect(canReplayTutorial({ ...fresh(), level: 2 }, 'budget')).toBe(false);
  });
});

describe('why a page is closed, and the next step, from level 2', () => {
  const promoted = (): Student => ({ ...done(fresh(), 'home', 'budget', 'team', 'scout', 'season'), level: 2, pagesVisited: [] });

  it('leads home, then budget, then team until the lineup is full, then season', () => {
    let s = promoted();
    expect(nextStepPage(s)).toBe('home');
    s = play(s, { type: 'visitPage', page: 'home' });
    expect(nextStepPage(s)).toBe('budget');
    s = play(s, { type: 'visitPage', page: 'budget' }, { type: 'visitPage', page: 'team' });
    expect(nextStepPage(s)).toBe('team');
    for (const slot of SLOTS) {
      const cheapest = [...signablePlayers(s, slot)].sort((a, b) => a.playerCost - b.playerCost)[0]!;
      s = play(s, { type: 'sign', slot, playerId: cheapest._id });
    }
    expect(nextStepPage(s)).toBe('season');
    expect(nextStepPage(play(s, { type: 'visitPage', page: 'season' }))).toBeNull();
  });

  it('says what to do first: visit budget for team, fill the lineup for season', () => {
    const s = play(promoted(), { type: 'visitPage', page: 'home' });
    expect(stickClosedBy(s, 'team', false)).toEqual({ kind: 'visit', page: 'budget' });
    expect(stickClosedBy(s, 'season', false)).toEqual({ kind: 'lineup' });
    expect(stickClosedBy(s, 'budget', false)).toBeNull();
    expect(stickClosedBy(s, 'budget', true)).toEqual({ kind: 'tutorial' });
    expect(footerClosedReasons(s)).toEqual({ team: { kind: 'visit', page: 'budget' }, trophies: null, season: { kind: 'lineup' }, budget: null });
    expect(stickClosedBy(promoted(), 'trophies', false)).toEqual({ kind: 'visit', page: 'home' });
  });

  it('at level 1 names the tutorial page to visit first, and the footer waits for all tutorials', () => {
    expect(stickClosedBy(fresh(), 'budget', false)).toEqual({ kind: 'visit', page: 'home' });
    expect(stickClosedBy(done(fresh(), 'home'), 'team', false)).toEqual({ kind: 'visit', page: 'budget' });
    expect(footerClosedReasons(fresh()).trophies).toEqual({ kind: 'tutorials' });
  });
});
