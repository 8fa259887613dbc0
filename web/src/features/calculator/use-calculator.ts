import { calculatorReducer, type CalculatorAction, type CalculatorState } from '@smarthome/catalog';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseCalculatorQuery, withCalculatorQuery } from './calculator-query';

interface View {
  state: CalculatorState;
  /** The address (query string) of `state`. */
  search: string;
  /** Addresses of earlier states whose replacement by `search` the router has not shown yet. */
  behind: readonly string[];
}

/**
 * The calculator's state, kept in the address bar: a reload, a shared link and the back and forward
 * buttons all show exactly the selection of their address.
 *
 * A click changes the state at once and then the address. The router's navigation is asynchronous:
 * rendering from the address alone would let a controlled checkbox spring back to its old state for
 * a moment after the click (which a screen reader may announce and a quick second click may act on).
 * So the hook shows its own state and tells an address that is still catching up with it (one of
 * `behind`) from a real change of address (back, forward, a link), which wins.
 *
 * Every change replaces the current history entry instead of adding one: twenty clicks in the
 * calculator should not take twenty presses of Back to leave it. Leaving and coming back restores
 * the last selection, because it is in the entry that was replaced.
 */
export function useCalculator(): [CalculatorState, (action: CalculatorAction) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const [view, setView] = useState<View>(() => ({
    state: parseCalculatorQuery(searchParams),
    search,
    behind: [],
  }));

  let shown = view;
  if (search === view.search) {
    // The address has caught up. Checked again inside the updater: this render may be the router's
    // transition, and a click handled before it commits has already moved the state on (and put
    // this address in `behind`), which must stay known as catching up, or it would undo the click.
    if (view.behind.length > 0)
      setView((current) => (current.search === search ? { ...current, behind: [] } : current));
  } else if (!view.behind.includes(search)) {
    shown = { state: parseCalculatorQuery(searchParams), search, behind: [] };
    setView(shown);
  }

  useEffect(() => {
    if (shown.search !== search) setSearchParams(new URLSearchParams(shown.search), { replace: true });
  }, [shown.search, search, setSearchParams]);

  const dispatch = useCallback((action: CalculatorAction) => {
    setView((current) => {
      const state = calculatorReducer(current.state, action);
      if (state === current.state) return current;
      const next = withCalculatorQuery(new URLSearchParams(current.search), state).toString();
      return { state, search: next, behind: [...current.behind, current.search] };
    });
  }, []);

  return [shown.state, dispatch];
}
