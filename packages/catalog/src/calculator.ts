/**
 * The rules of the hardware cost calculator as a pure reducer,
 * so the page, the shared link and the assistant all compute the same estimate.
 *
 * The state keeps one quantity per selected item and nothing for the others: an item is selected
 * exactly when it has a quantity, so "selected with quantity 0" or "quantity without selection"
 * cannot exist, and deselecting an item zeroes it by construction.
 */
import {
  hardwareItems,
  hardwareItem,
  ZIGBEE_ADAPTER_ID,
  type HardwareItem,
  type HardwareItemId,
} from './hardware.js';
import {
  approximateRon,
  HARDWARE_ORDER_FEE_PERCENT,
  packageIds,
  packagePriceEur,
  type PackageId,
} from './packages.js';

export interface CalculatorState {
  /** Quantity (1..maxCount) of every selected item; absent means not selected. */
  quantities: Partial<Record<HardwareItemId, number>>;
  /** At most one service package. */
  package: PackageId | null;
}

export type CalculatorAction =
  | { type: 'toggle-item'; id: HardwareItemId }
  | { type: 'set-quantity'; id: HardwareItemId; quantity: number }
  | { type: 'toggle-package'; id: PackageId }
  | { type: 'reset' };

const isPackageId = (value: string): value is PackageId => (packageIds as readonly string[]).includes(value);

const requiredItems = hardwareItems.filter((item) => item.required);
const zigbeeItems = hardwareItems.filter((item) => item.zigbee);

/** The single-board computer and the memory card, selected once; nothing else. */
export const initialCalculatorState: CalculatorState = {
  quantities: Object.fromEntries(requiredItems.map((item) => [item.id, 1])),
  package: null,
};

export const isSelected = (state: CalculatorState, id: HardwareItemId): boolean =>
  state.quantities[id] !== undefined;

/** The quantity counted in the total: 0 for an item that is not selected. */
export const quantityOf = (state: CalculatorState, id: HardwareItemId): number => state.quantities[id] ?? 0;

/**
 * Whether the item can be selected now. An item that depends on a hub (the door and temperature
 * sensors on the Xiaomi hub) waits for it; a Zigbee item is always available, because choosing it
 * brings the adapter along.
 */
export function isAvailable(state: CalculatorState, item: HardwareItem): boolean {
  if (!item.dependency || item.zigbee) return true;
  return isSelected(state, item.dependency);
}

/** The whole number in 1..maxCount nearest to `quantity`; null when it is not a number at all. */
export function clampQuantity(item: HardwareItem, quantity: number): number | null {
  if (!Number.isFinite(quantity)) return null;
  return Math.min(item.maxCount, Math.max(1, Math.round(quantity)));
}

function withQuantity(state: CalculatorState, id: HardwareItemId, quantity: number): CalculatorState {
  return { ...state, quantities: { ...state.quantities, [id]: quantity } };
}

function select(state: CalculatorState, item: HardwareItem): CalculatorState {
  if (isSelected(state, item.id) || !isAvailable(state, item)) return state;
  let next = withQuantity(state, item.id, 1);
  if (item.zigbee && !isSelected(next, ZIGBEE_ADAPTER_ID)) next = withQuantity(next, ZIGBEE_ADAPTER_ID, 1);
  return next;
}

function deselect(state: CalculatorState, item: HardwareItem): CalculatorState {
  if (item.required || !isSelected(state, item.id)) return state;
  const { [item.id]: _removed, ...rest } = state.quantities;
  let next: CalculatorState = { ...state, quantities: rest };
  // A parent takes its dependents with it (the Zigbee adapter its Zigbee items, the hub its sensors).
  for (const dependent of hardwareItems) {
    if (dependent.dependency === item.id) next = deselect(next, dependent);
  }
  // The adapter was brought in for the Zigbee items: it leaves with the last of them.
  if (item.zigbee && !zigbeeItems.some((zigbee) => isSelected(next, zigbee.id))) {
    next = deselect(next, hardwareItem(ZIGBEE_ADAPTER_ID));
  }
  return next;
}

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case 'toggle-item': {
      const item = hardwareItem(action.id);
      return isSelected(state, item.id) ? deselect(state, item) : select(state, item);
    }
    case 'set-quantity': {
      const item = hardwareItem(action.id);
      const quantity = clampQuantity(item, action.quantity);
      // The stepper of an item that is not selected is disabled; a stray call changes nothing.
      if (quantity === null || !isSelected(state, item.id) || state.quantities[item.id] === quantity)
        return state;
      return withQuantity(state, item.id, quantity);
    }
    case 'toggle-package':
      return { ...state, package: state.package === action.id ? null : action.id };
    case 'reset':
      return initialCalculatorState;
  }
}

/**
 * The state a saved selection (a shared link, an assistant's suggestion) stands for, built by
 * replaying it through the reducer in catalog order, so parents come before their dependents and
 * every rule holds: unknown ids and unavailable items are dropped, quantities clamped, required
 * items always present, the Zigbee adapter brought in by any Zigbee item.
 */
export function calculatorStateFrom(
  quantities: Iterable<readonly [string, number]>,
  packageId: string | null,
): CalculatorState {
  const wanted = new Map(quantities);
  let state = initialCalculatorState;
  for (const item of hardwareItems) {
    const quantity = wanted.get(item.id);
    if (quantity === undefined || !(quantity >= 1) || !Number.isFinite(quantity)) continue;
    state = select(state, item);
    state = calculatorReducer(state, { type: 'set-quantity', id: item.id, quantity });
  }
  return { ...state, package: packageId !== null && isPackageId(packageId) ? packageId : null };
}

export interface EstimateLine {
  item: HardwareItem;
  quantity: number;
  /** quantity × unit price, in RON */
  subtotalRon: number;
}

/** The selected items in catalog order, with their subtotals. */
export function estimateLines(state: CalculatorState): EstimateLine[] {
  return hardwareItems.flatMap((item) => {
    const quantity = quantityOf(state, item.id);
    return quantity > 0 ? [{ item, quantity, subtotalRon: quantity * item.priceRon }] : [];
  });
}

export interface EstimateTotals {
  /** Sum of the selected items, rounded to whole lei. */
  hardwareRon: number;
  /** The package's EUR price, or 0 without a package. */
  packageEur: number;
  /** The package price in RON: EUR price × rate, rounded. */
  packageRon: number;
  /** Rounded hardware total plus the package price in RON. */
  totalRon: number;
}

export function estimateTotals(state: CalculatorState, eurRonRate: number): EstimateTotals {
  const hardwareRon = Math.round(estimateLines(state).reduce((sum, line) => sum + line.subtotalRon, 0));
  const packageEur = state.package ? packagePriceEur[state.package] : 0;
  const packageRon = state.package ? approximateRon(packageEur, eurRonRate) : 0;
  return { hardwareRon, packageEur, packageRon, totalRon: hardwareRon + packageRon };
}

/**
 * The 10% service fee for ordering the hardware through the provider, rounded.
 * Shown next to the estimate, never added to it: the estimate's total is the hardware plus the
 * package.
 */
export const hardwareOrderFeeRon = (hardwareRon: number): number =>
  Math.round((hardwareRon * HARDWARE_ORDER_FEE_PERCENT) / 100);
