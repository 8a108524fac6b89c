import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIntl } from 'react-intl';
import { GAME_OUTCOME_MESSAGES, PHASE_MESSAGE_MS, READY_MESSAGE, UP_NEXT_MESSAGE_MS } from '@rink/game';
import { LOCALES } from '@rink/common';
import { contentText } from '@/i18n/content/useContent';
import { spanish } from '@/i18n/es';
import { flowDuration, flowMessage as flowMessageIn, flowPhase, flowReducer, HIGHLIGHT_MS, initialFlow, type FlowEvent, type FlowState, type Match } from './game-flow';
import { createPausableClock } from '@/lib/pausable-clock';
import { useGameFlow } from './useGameFlow';

const english = createIntl({ locale: LOCALES.en, defaultLocale: LOCALES.en, messages: {} });
const castellano = createIntl({ locale: LOCALES.es, defaultLocale: LOCALES.en, messages: spanish });
/** The jumbotron's words in English, as the screen shows them before any catalogue. */
const flowMessage = (state: FlowState, ready: string, nextUp: string | null) => flowMessageIn(english, state, ready, nextUp);
const SAVING_MESSAGE = 'Saving the result…';
const SAVE_WAITING_MESSAGE = 'Waiting for the internet…';

const match: Match = { game: 3, opponentIndex: 2, teamName: 'Cubs', opponentName: 'Owls', team: { rank: 90, moneySpent: 12, topPlayer: null } };
const run = (events: FlowEvent[], from: FlowState = initialFlow): FlowState => events.reduce(flowReducer, from);
const ticks = (n: number): FlowEvent[] => Array.from({ length: n }, () => ({ type: 'tick' }));

describe('the season flow', () => {
  it('runs ready, up next x2, warming up, four periods, then saves', () => {
    const seen: string[] = [];
    let s = run([{ type: 'start', match }]);
    for (let i = 0; i < 7; i += 1) {
      seen.push(`${flowPhase(s)}:${flowMessage(s, READY_MESSAGE, null)}:${flowDuration(s)}`);
      s = flowReducer(s, { type: 'tick' });
    }
    expect(seen).toEqual([
      `UP_NEXT:Coming up next:${UP_NEXT_MESSAGE_MS}`,
      `UP_NEXT:Cubs vs Owls:${UP_NEXT_MESSAGE_MS}`,
      `WARMING_UP:Warming up:${PHASE_MESSAGE_MS}`,
      `GAME_ON:1st Period:${PHASE_MESSAGE_MS}`,
      `GAME_ON:2nd Period:${PHASE_MESSAGE_MS}`,
      `GAME_ON:3rd Period:${PHASE_MESSAGE_MS}`,
      `GAME_ON:Final Period:${PHASE_MESSAGE_MS}`,
    ]);
    expect(s).toEqual({ stage: 'saving', match });
    expect(flowPhase(s)).toBe('GAME_OVER');
    expect(flowMessage(s, READY_MESSAGE, null)).toBe(SAVING_MESSAGE);
    expect(flowDuration(s)).toBeNull();
  });

  it('shows the result, the highlight, then the transition', () => {
    const saving = run([{ type: 'start', match }, ...ticks(7)]);
    const result = flowReducer(saving, { type: 'saved', played: { outcome: 'wonOvertime', score: [2, 1] } });
    expect(flowPhase(result)).toBe('GAME_OVER');
    expect(flowMessage(result, '', null)).toBe(GAME_OUTCOME_MESSAGES[1]);
    expect(flowDuration(result)).toBe(PHASE_MESSAGE_MS);
    const highlight = flowReducer(result, { type: 'tick' });
    expect(flowPhase(highlight)).toBe('GAME_HIGHLIGHT');
    expect(flowDuration(highlight)).toBe(HIGHLIGHT_MS);
    expect(flowMessage(highlight, '', null)).toBe('Goal after goal: 2 to 1!');
    const after = flowReducer(highlight, { type: 'tick' });
    // The transition keeps the match: the summary after it reports the team that played.
    expect(after).toEqual({ stage: 'idle', afterGame: match });
    expect(flowPhase(after)).toBe('TRANSITION');
    expect(flowMessage(after, READY_MESSAGE, 'Amber Owls')).toBe('Up next: Amber Owls');
    // Skip (or a missing clip) moves on at once.
    expect(flowReducer(highlight, { type: 'skip' })).toEqual(after);
    // The next game starts from the transition as from ready.
    expect(flowPhase(flowReducer(after, { type: 'start', match }))).toBe('UP_NEXT');
  });

  it('waits after the Final Period for a steady cheerer short of the full bonus', () => {
    const waiting = run([{ type: 'start', match }, ...ticks(6), { type: 'tick', holdForCheers: true }]);
    expect(waiting.stage).toBe('steadyWait');
    expect(flowPhase(waiting)).toBe('GAME_ON');
    expect(flowDuration(waiting)).toBeNull();
    expect(flowReducer(waiting, { type: 'tick' })).toBe(waiting);
    expect(flowReducer(waiting, { type: 'finish' })).toEqual({ stage: 'saving', match });
  });

  it('keeps the same game through a failed save and its retry', () => {
    const failed = run([{ type: 'start', match }, ...ticks(7), { type: 'saveFailed' }]);
    expect(failed).toEqual({ stage: 'saveFailed', match });
    expect(flowPhase(failed)).toBe('GAME_OVER');
    // Nothing else starts a game meanwhile.
    expect(flowReducer(failed, { type: 'start', match: { ...match, game: 4 } })).toBe(failed);
    expect(flowReducer(failed, { type: 'retry' })).toEqual({ stage: 'saving', match });
  });

  it('keeps the game while an offline save waits for the connection, and shows it once saved', () => {
    const waiting = run([{ type: 'start', match }, ...ticks(7), { type: 'waitForConnection' }]);
    expect(waiting).toEqual({ stage: 'saveWaiting', match });
    expect(flowPhase(waiting)).toBe('GAME_OVER');
    expect(flowMessage(waiting, 'ready', null)).toBe(SAVE_WAITING_MESSAGE);
    expect(flowDuration(waiting)).toBeNull();
    expect(flowReducer(waiting, { type: 'start', match: { ...match, game: 4 } })).toBe(waiting);
    expect(flowReducer(waiting, { type: 'saved', played: { outcome: 'won', score: [3, 0] } })).toMatchObject({ stage: 'result', match });
    expect(flowReducer(waiting, { type: 'saveFailed' })).toEqual({ stage: 'saveFailed', match });
  });

  it('says every stage in Spanish too, the match-up and the score from their parts', () => {
    const seen: string[] = [];
    let s = run([{ type: 'start', match }]);
    for (let i = 0; i < 7; i += 1) {
      seen.push(flowMessageIn(castellano, s, '', null));
      s = flowReducer(s, { type: 'tick' });
    }
    // The phases' own words are the content's (web/src/i18n/content); the match-up is made from the names.
    const content = contentText(castellano);
    expect(seen).toEqual([
      content.phaseText('Coming up next'),
      content.matchUp('Cubs', 'Owls'),
      ...['Warming up', '1st Period', '2nd Period', '3rd Period', 'Final Period'].map(content.phaseText),
    ]);
    expect(flowMessageIn(castellano, s, '', null)).toBe('Guardando el resultado…');
    const result = flowReducer(s, { type: 'saved', played: { outcome: 'lost', score: [1, 4] } });
    expect(flowMessageIn(castellano, result, '', null)).toBe(content.outcome('lost'));
    expect(flowMessageIn(castellano, flowReducer(result, { type: 'tick' }), '', null)).toBe('¡Casi! 1 a 4. ¡La próxima vez será!');
    const after = run([{ type: 'tick' }, { type: 'tick' }], result);
    expect(flowMessageIn(castellano, after, '', 'Amber Owls')).toBe('Próximo rival: Amber Owls');
    expect(flowMessageIn(castellano, after, '', null)).toBe('¡Ese fue el último partido de la temporada!');
  });

  it('goes back to ready when the engine refuses the game', () => {
    expect(run([{ type: 'start', match }, ...ticks(7), { type: 'refused' }])).toEqual(initialFlow);
  });

  it('ignores events that do not belong to the stage', () => {
    expect(flowReducer(initialFlow, { type: 'tick' })).toBe(initialFlow);
    expect(flowReducer(initialFlow, { type: 'saved', played: { outcome: 'won', score: [3, 0] } })).toBe(initialFlow);
    const on = run([{ type: 'start', match }]);
    expect(flowReducer(on, { type: 'start', match })).toBe(on);
  });
});

describe('useGameFlow', () => {
  // One act per timer: each stage's timer is set by an effect after the stage renders.
  const wait = (...steps: number[]) => {
    for (const ms of steps) act(() => vi.advanceTimersByTime(ms));
  };
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves through the timed phases on its own timers', () => {
    const clock = createPausableClock();
    const { result } = renderHook(() => useGameFlow(() => false, clock));
    const phase = () => flowPhase(result.current[0]);
    expect(phase()).toBe('READY');
    act(() => result.current[1]({ type: 'start', match }));
    expect(phase()).toBe('UP_NEXT');
    wait(UP_NEXT_MESSAGE_MS, UP_NEXT_MESSAGE_MS);
    expect(phase()).toBe('WARMING_UP');
    act(() => vi.advanceTimersByTime(PHASE_MESSAGE_MS - 1));
    expect(phase()).toBe('WARMING_UP');
    act(() => vi.advanceTimersByTime(1));
    expect(flowMessage(result.current[0], '', null)).toBe('1st Period');
    wait(PHASE_MESSAGE_MS, PHASE_MESSAGE_MS, PHASE_MESSAGE_MS, PHASE_MESSAGE_MS);
    expect(result.current[0].stage).toBe('saving');
    // Saving waits for the server, however long it takes.
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current[0].stage).toBe('saving');
    act(() => result.current[1]({ type: 'saved', played: { outcome: 'lost', score: [1, 4] } }));
    act(() => vi.advanceTimersByTime(PHASE_MESSAGE_MS));
    expect(phase()).toBe('GAME_HIGHLIGHT');
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS));
    expect(phase()).toBe('TRANSITION');
  });

  it('asks whether to hold only when the Final Period ends', () => {
    const hold = vi.fn(() => true);
    const clock = createPausableClock();
    const { result } = renderHook(() => useGameFlow(hold, clock));
    act(() => result.current[1]({ type: 'start', match }));
    wait(UP_NEXT_MESSAGE_MS, UP_NEXT_MESSAGE_MS, ...Array<number>(5).fill(PHASE_MESSAGE_MS));
    expect(result.current[0].stage).toBe('steadyWait');
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current[0].stage).toBe('steadyWait');
    expect(hold).toHaveBeenCalled();
  });

  it('holds every timed stage while its clock is paused, and goes on with the time each had left (D84)', () => {
    const clock = createPausableClock();
    const { result } = renderHook(() => useGameFlow(() => false, clock));
    const message = () => flowMessage(result.current[0], '', null);
    const phase = () => flowPhase(result.current[0]);
    const pauseFor = (ms: number) => {
      act(() => clock.pause());
      act(() => vi.advanceTimersByTime(ms));
      act(() => clock.resume());
    };
    act(() => result.current[1]({ type: 'start', match }));
    wait(UP_NEXT_MESSAGE_MS, UP_NEXT_MESSAGE_MS);
    // Warming up: 3 s of its 5 s, a minute paused, then the 2 s it had left.
    act(() => vi.advanceTimersByTime(3000));
    pauseFor(60_000);
    expect(phase()).toBe('WARMING_UP');
    act(() => vi.advanceTimersByTime(PHASE_MESSAGE_MS - 3000 - 1));
    expect(phase()).toBe('WARMING_UP');
    act(() => vi.advanceTimersByTime(1));
    expect(message()).toBe('1st Period');
    // A period: paused at once, for longer than the whole game.
    pauseFor(120_000);
    expect(message()).toBe('1st Period');
    wait(PHASE_MESSAGE_MS);
    expect(message()).toBe('2nd Period');
    wait(PHASE_MESSAGE_MS, PHASE_MESSAGE_MS);
    // The Final Period paused: the game is not sent to be saved until it has run its time.
    act(() => vi.advanceTimersByTime(1000));
    pauseFor(60_000);
    expect(message()).toBe('Final Period');
    act(() => vi.advanceTimersByTime(PHASE_MESSAGE_MS - 1000));
    expect(result.current[0].stage).toBe('saving');
    act(() => result.current[1]({ type: 'saved', played: { outcome: 'won', score: [3, 1] } }));
    // The result and the highlight wait too.
    pauseFor(60_000);
    expect(phase()).toBe('GAME_OVER');
    wait(PHASE_MESSAGE_MS);
    expect(phase()).toBe('GAME_HIGHLIGHT');
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 1));
    pauseFor(60_000);
    expect(phase()).toBe('GAME_HIGHLIGHT');
    act(() => vi.advanceTimersByTime(1));
    expect(phase()).toBe('TRANSITION');
  });
});
