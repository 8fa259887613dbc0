/**
 * The calculator's state against a router whose navigations land when the test says so, as they do
 * in a browser on a busy machine: several clicks can be on their way to the address at once. React
 * Router's own `<Router>` reads the address from the test's store, and its navigator queues the
 * navigations the calculator asks for instead of landing them.
 */
import { act, renderHook } from '@testing-library/react';
import { createElement, useSyncExternalStore, type ReactNode } from 'react';
import { Router, type NavigationType, type Navigator, type To } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCalculator } from './use-calculator';

interface FakeLocation {
  search: string;
  key: string;
  state: unknown;
}
type FakeNavigationType = 'POP' | 'PUSH' | 'REPLACE';

function searchOf(to: To): string {
  return typeof to === 'string' ? new URL(to, 'http://localhost').search : (to.search ?? '');
}

const router = (() => {
  let keys = 0;
  const listeners = new Set<() => void>();
  const store = {
    snapshot: {
      location: { search: '', key: 'default', state: null } as FakeLocation,
      type: 'POP' as FakeNavigationType,
    },
    get location() {
      return store.snapshot.location;
    },
    /** Navigations asked for and not landed yet, oldest first. */
    pending: [] as FakeLocation[],
    reset(search: string) {
      store.snapshot = { location: { search, key: 'default', state: null }, type: 'POP' };
      store.pending = [];
    },
    go(location: Omit<FakeLocation, 'key'>, type: FakeNavigationType) {
      store.snapshot = { location: { ...location, key: `k${++keys}` }, type };
      listeners.forEach((listener) => listener());
    },
    /** Lands the oldest pending navigation. */
    landNext() {
      const next = store.pending.shift();
      if (!next) throw new Error('no navigation pending');
      store.go(next, 'REPLACE');
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
})();

const queueingNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? '/'}${to.search ?? ''}`),
  go: () => undefined,
  push: (to, state) => void router.pending.push({ search: searchOf(to), key: '', state: state ?? null }),
  replace: (to, state) => void router.pending.push({ search: searchOf(to), key: '', state: state ?? null }),
};

function QueueingRouter({ children }: { children: ReactNode }) {
  const { location, type } = useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => router.snapshot,
  );
  return createElement(Router, {
    location: { pathname: '/hardware/calculator', hash: '', ...location },
    navigationType: type as NavigationType,
    navigator: queueingNavigator,
    children,
  });
}

beforeEach(() => router.reset(''));

function renderCalculator() {
  const hook = renderHook(() => useCalculator(), { wrapper: QueueingRouter });
  return {
    pressed: () => hook.result.current[0].package,
    quantity: () => hook.result.current[0].quantities['yeelight-bulb'] ?? 0,
    dispatch: (...args: Parameters<ReturnType<typeof useCalculator>[1]>) =>
      act(() => hook.result.current[1](...args)),
  };
}

describe('useCalculator', () => {
  it('keeps a click that returns to an earlier selection while the address is still catching up', async () => {
    const calculator = renderCalculator();
    await calculator.dispatch({ type: 'toggle-item', id: 'yeelight-bulb' });
    await act(() => router.landNext());
    // Select a package and deselect it before the first write lands: the second write's address
    // is the one the router already shows.
    await calculator.dispatch({ type: 'toggle-package', id: 'basic' });
    await calculator.dispatch({ type: 'toggle-package', id: 'basic' });
    expect(router.pending.map((location) => location.search)).toEqual([
      '?yeelight-bulb=1&package=basic',
      '?yeelight-bulb=1',
    ]);
    await act(() => router.landNext());
    expect(calculator.pressed()).toBeNull();
    await act(() => router.landNext());
    expect(calculator.pressed()).toBeNull();
    expect(router.location.search).toBe('?yeelight-bulb=1');
  });

  it('shows every click at once, however far behind the address is, and writes each state once', async () => {
    const calculator = renderCalculator();
    await calculator.dispatch({ type: 'toggle-item', id: 'yeelight-bulb' });
    await calculator.dispatch({ type: 'set-quantity', id: 'yeelight-bulb', quantity: 2 });
    await calculator.dispatch({ type: 'set-quantity', id: 'yeelight-bulb', quantity: 3 });
    expect(calculator.quantity()).toBe(3);
    expect(router.pending).toHaveLength(3);
    while (router.pending.length > 0) {
      await act(() => router.landNext());
      expect(calculator.quantity()).toBe(3);
    }
    expect(router.location.search).toBe('?yeelight-bulb=3');
  });

  it('follows a change of address from outside (a link, back, forward), even to an address it wrote before', async () => {
    const calculator = renderCalculator();
    await calculator.dispatch({ type: 'toggle-package', id: 'premium' });
    await act(() => router.landNext());
    const written = router.location;
    await act(() => router.go({ search: '?package=basic', state: null }, 'PUSH'));
    expect(calculator.pressed()).toBe('basic');
    // Back to the entry this calculator wrote itself.
    await act(() => router.go(written, 'POP'));
    expect(calculator.pressed()).toBe('premium');
    // An entry written in an earlier visit of the page: another writer's state.
    const earlier = { calculatorWriter: 'earlier-visit', readFrom: 'default' };
    await act(() => router.go({ search: '?package=advanced', state: earlier }, 'REPLACE'));
    expect(calculator.pressed()).toBe('advanced');
    expect(router.pending).toHaveLength(0);
  });

  it('lets the address win when a click of its own lands after a change from outside', async () => {
    const calculator = renderCalculator();
    await calculator.dispatch({ type: 'toggle-package', id: 'premium' });
    await act(() => router.go({ search: '?package=basic', state: null }, 'POP'));
    expect(calculator.pressed()).toBe('basic');
    await act(() => router.landNext());
    expect(router.location.search).toBe('?package=premium');
    expect(calculator.pressed()).toBe('premium');
    expect(router.pending).toHaveLength(0);
  });
});
