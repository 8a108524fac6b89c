// @vitest-environment jsdom
// The session clock keeps its start in sessionStorage.
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_TIME_SPENT_REPORT_MS } from '@rink/game';
import { clearSessionStart, elapsedSinceSessionStart, ensureSessionStart, markSessionStart, readSessionStart, SESSION_STARTED_KEY, timeSpentMove } from './session-clock';

afterEach(() => sessionStorage.clear());

describe('session time', () => {
  it('counts from the stored start', () => {
    markSessionStart(1_000);
    expect(sessionStorage.getItem(SESSION_STARTED_KEY)).toBe('1000');
    expect(elapsedSinceSessionStart(6_000)).toBe(5_000);
  });

  it('counts nothing without a start, and never less than zero', () => {
    expect(elapsedSinceSessionStart(5_000)).toBe(0);
    markSessionStart(9_000);
    expect(elapsedSinceSessionStart(5_000)).toBe(0);
  });

  it('caps one report at what the engine accepts', () => {
    markSessionStart(1);
    expect(elapsedSinceSessionStart(1 + MAX_TIME_SPENT_REPORT_MS * 2)).toBe(MAX_TIME_SPENT_REPORT_MS);
  });

  it('keeps an existing start and clears at logout', () => {
    markSessionStart(100);
    ensureSessionStart(500);
    expect(readSessionStart()).toBe(100);
    clearSessionStart();
    expect(readSessionStart()).toBeNull();
    ensureSessionStart(500);
    expect(readSessionStart()).toBe(500);
  });

  it('reports the time since the start as the engine’s recordTimeSpent move, and nothing without a start', () => {
    expect(timeSpentMove(5_000)).toBeNull();
    markSessionStart(1_000);
    expect(timeSpentMove(4_000)).toEqual({ type: 'recordTimeSpent', ms: 3_000 });
  });
});
