import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { phaseMs } from '@/config/phase-speed';
import type { PausableClock } from '@/lib/pausable-clock';
import { flowDuration, flowReducer, initialFlow, type FlowEvent, type FlowState } from './game-flow';

/**
 * The season screen's one state machine (game-flow.ts) with its timers: each timed stage
 * ticks on after its duration (scaled by phaseMs), counted on the page's pausable clock, so
 * Pause holds the stage where it is and it goes on with the time it had left (decision D84).
 * `holdForCheers` is asked when the Final Period ends: true keeps a steady cheerer in the game
 * until the full bonus or 'Finish the Game'.
 */
export function useGameFlow(holdForCheers: () => boolean, clock: PausableClock): [FlowState, Dispatch<FlowEvent>] {
  const [state, dispatch] = useReducer(flowReducer, initialFlow);
  const hold = useRef(holdForCheers);
  useEffect(() => {
    hold.current = holdForCheers;
  }, [holdForCheers]);

  useEffect(() => {
    const ms = flowDuration(state);
    if (ms === null) return;
    return clock.after(phaseMs(ms), () => dispatch({ type: 'tick', holdForCheers: hold.current() }));
  }, [state, clock]);

  return [state, dispatch];
}
