import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { phaseMs } from '@/config/phase-speed';
import { flowDuration, flowReducer, initialFlow, type FlowEvent, type FlowState } from './game-flow';

/**
 * The season screen's one state machine (game-flow.ts) with its timers: each timed stage
 * ticks on after its duration (scaled by phaseMs). `holdForCheers` is asked when the Final
 * Period ends: true keeps a steady cheerer in the game until the full bonus or 'Finish the Game'.
 */
export function useGameFlow(holdForCheers: () => boolean): [FlowState, Dispatch<FlowEvent>] {
  const [state, dispatch] = useReducer(flowReducer, initialFlow);
  const hold = useRef(holdForCheers);
  useEffect(() => {
    hold.current = holdForCheers;
  }, [holdForCheers]);

  useEffect(() => {
    const ms = flowDuration(state);
    if (ms === null) return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick', holdForCheers: hold.current() }), phaseMs(ms));
    return () => window.clearTimeout(timer);
  }, [state]);

  return [state, dispatch];
}
