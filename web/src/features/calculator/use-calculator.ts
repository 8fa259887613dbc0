import { calculatorReducer, type CalculatorAction, type CalculatorState } from '@smarthome/catalog';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { parseCalculatorQuery, withCalculatorQuery } from './calculator-query';

interface View {
  state: CalculatorState;
  /** The address (query string) of `state`. */
  search: string;
  /** The key of the last location this view was read from that the calculator did not write itself. */
  readFrom: string;
}

/** What the calculator puts in the history entries it writes, to know them again. */
interface CalculatorWrite {
  calculatorWriter: string;
  /** The view's `readFrom` when it was written: a write from before a change from outside is stale. */
  readFrom: string;
}

function isWrite(locationState: unknown, expected: CalculatorWrite): boolean {
  if (typeof locationState !== 'object' || locationState === null) return false;
  const write = locationState as Partial<CalculatorWrite>;
  return write.calculatorWriter === expected.calculatorWriter && write.readFrom === expected.readFrom;
}

/**
 * The calculator's state, kept in the address bar: a reload, a shared link and the back and forward
 * buttons all show exactly the selection of their address.
 *
 * A click changes the state at once and then the address. The router's navigation is asynchronous,
 * so for a moment the address still shows an earlier selection, and several clicks may be on their
 * way to the address at once. Rendering from the address alone would let a control spring back to
 * its old state (which a screen reader may announce and a quick second click may act on).
 *
 * So the hook shows its own state and follows the address only when the address changed for another
 * reason (back, forward, a link). It tells the two apart by who wrote the location: each of its own
 * writes replaces the entry with this hook's writer id in the entry's state; any other new location
 * (a push, a pop even to an entry it wrote, a replace by someone else) is a change from outside, and
 * so is a write of its own made before the last change from outside (the address then wins). Comparing query strings would not do: two
 * clicks can return to an earlier selection (select a package, deselect it) while the address is
 * still on its way to the one in between.
 *
 * Every change replaces the current history entry instead of adding one: twenty clicks in the
 * calculator should not take twenty presses of Back to leave it. Leaving and coming back restores
 * the last selection, because it is in the entry that was replaced.
 */
export function useCalculator(): [CalculatorState, (action: CalculatorAction) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const search = searchParams.toString();
  // Random rather than useId: a remount at the same place must not take an old entry for its own.
  const [writer] = useState(() => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);
  const [view, setView] = useState<View>(() => ({
    state: parseCalculatorQuery(searchParams),
    search,
    readFrom: location.key,
  }));

  let shown = view;
  const ownWrite =
    navigationType === NavigationType.Replace &&
    isWrite(location.state, { calculatorWriter: writer, readFrom: view.readFrom });
  const fromOutside = location.key !== view.readFrom && !ownWrite;
  if (fromOutside) {
    shown = { state: parseCalculatorQuery(searchParams), search, readFrom: location.key };
    setView(shown);
  }

  // The address last asked for (or read), so that each state is written once, however the router
  // catches up.
  const requested = useRef({ search, readFrom: view.readFrom });
  useEffect(() => {
    const last = requested.current;
    if (shown.readFrom !== last.readFrom) {
      // Read from the address just now: nothing to write.
      requested.current = { search: shown.search, readFrom: shown.readFrom };
      return;
    }
    if (shown.search === last.search) return;
    requested.current = { search: shown.search, readFrom: shown.readFrom };
    // Written even when the address already shows it: an earlier write may still be on its way.
    const write: CalculatorWrite = { calculatorWriter: writer, readFrom: shown.readFrom };
    setSearchParams(new URLSearchParams(shown.search), { replace: true, state: write });
  }, [shown.search, shown.readFrom, setSearchParams, writer]);

  const dispatch = useCallback((action: CalculatorAction) => {
    setView((current) => {
      const state = calculatorReducer(current.state, action);
      if (state === current.state) return current;
      const next = withCalculatorQuery(new URLSearchParams(current.search), state).toString();
      return { ...current, state, search: next };
    });
  }, []);

  return [shown.state, dispatch];
}
