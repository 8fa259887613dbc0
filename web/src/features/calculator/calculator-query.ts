import {
  calculatorStateFrom,
  hardwareItems,
  initialCalculatorState,
  type CalculatorState,
} from '@smarthome/catalog';

/**
 * The calculator's selection in the query string, so an estimate can be shared, bookmarked and
 * reloaded: one parameter per chosen item, named by its id, with its quantity, and `package`.
 *
 *   /hardware/calculator?xiaomi-hub=1&yeelight-bulb=3&door-sensor=2&package=advanced
 *
 * The required items are left out (they are always there). Reading is forgiving: a link may have
 * been edited by hand or made by an older version of the site, so anything that is not a known id
 * with a whole positive quantity is ignored, quantities above the maximum are lowered to it, and the
 * calculator's rules are applied (see calculatorStateFrom), never trusted from the link.
 */
export const PACKAGE_PARAM = 'package';

const calculatorParams = new Set<string>([PACKAGE_PARAM, ...hardwareItems.map((item) => item.id)]);

/** Only plain digits: "2.5", "1e1", "0x3" or " 3" are not quantities a link of ours would carry. */
const WHOLE_NUMBER = /^\d{1,3}$/;

export function parseCalculatorQuery(params: URLSearchParams): CalculatorState {
  const quantities: [string, number][] = [];
  for (const item of hardwareItems) {
    const raw = params.get(item.id);
    if (raw !== null && WHOLE_NUMBER.test(raw)) quantities.push([item.id, Number(raw)]);
  }
  return calculatorStateFrom(quantities, params.get(PACKAGE_PARAM));
}

/** The selection as query parameters, in catalog order; the initial state gives an empty query. */
export function calculatorQuery(state: CalculatorState): URLSearchParams {
  const params = new URLSearchParams();
  for (const item of hardwareItems) {
    const quantity = state.quantities[item.id];
    if (quantity !== undefined && !item.required) params.set(item.id, String(quantity));
  }
  if (state.package) params.set(PACKAGE_PARAM, state.package);
  return params;
}

/**
 * `current` with the calculator's parameters replaced by those of `state`. Parameters that belong to
 * something else (a campaign tag, another widget of the page) are kept as they are.
 */
export function withCalculatorQuery(current: URLSearchParams, state: CalculatorState): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!calculatorParams.has(key)) next.append(key, value);
  for (const [key, value] of calculatorQuery(state)) next.append(key, value);
  return next;
}

/** The shareable address of an estimate: the page's own address plus the selection, nothing else. */
export function estimateUrl(origin: string, pathname: string, state: CalculatorState): string {
  const query = calculatorQuery(state).toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
}

export const isInitialState = (state: CalculatorState): boolean =>
  calculatorQuery(state).toString() === calculatorQuery(initialCalculatorState).toString();
