import {
  hardwareItem,
  hardwareItems,
  ZIGBEE_ADAPTER_ID,
  type CalculatorAction,
  type HardwareItem,
} from '@smarthome/catalog';
import { Info, Lock, Radio } from 'lucide-react';
import { memo } from 'react';
import { formatLei } from '@/lib/format-ro';
import { calculatorTexts } from '../calculator-texts';
import { QuantityStepper } from './quantity-stepper';
import styles from './hardware-item-row.module.css';

const t = calculatorTexts.hardware;

const hasDependents = (item: HardwareItem) => hardwareItems.some((other) => other.dependency === item.id);

/** The line under an item that explains its rule, if it has one. */
function ruleHint(item: HardwareItem, available: boolean): string | null {
  if (item.required) return t.requiredHint;
  if (!available && item.dependency) return t.needsParent(hardwareItem(item.dependency).name);
  if (item.zigbee) return t.zigbeeHint;
  if (item.id === ZIGBEE_ADAPTER_ID) return t.adapterHint;
  if (hasDependents(item)) return t.takesDependents;
  return null;
}

interface HardwareItemRowProps {
  item: HardwareItem;
  /** 0 while the item is not selected. */
  quantity: number;
  /** Whether the item may be selected now (the item it depends on is). */
  available: boolean;
  /** The calculator's own, the same function on every render. */
  dispatch: (action: CalculatorAction) => void;
}

/**
 * One item of the calculator: a labelled checkbox, its price, its quantity and the rule it follows.
 * Memoised on values, not on the whole selection: a tick re-renders the rows it changes, not all 22,
 * and the render that follows hydration (the browser's own values, such as the live rate) none.
 */
export const HardwareItemRow = memo(function HardwareItemRow({
  item,
  quantity,
  available,
  dispatch,
}: HardwareItemRowProps) {
  const selected = quantity > 0;
  const hint = ruleHint(item, available);
  const checkboxId = `hardware-${item.id}`;
  const hintId = `${checkboxId}-hint`;

  return (
    <li
      className={styles.row}
      data-selected={selected || undefined}
      data-unavailable={!available || undefined}
    >
      <input
        id={checkboxId}
        type="checkbox"
        className={styles.checkbox}
        checked={selected}
        disabled={item.required || !available}
        aria-describedby={hint ? hintId : undefined}
        // A tick before the page's code is there brings the adapter along at once, as the rule does.
        data-brings={item.zigbee ? `hardware-${ZIGBEE_ADAPTER_ID}` : undefined}
        onChange={() => dispatch({ type: 'toggle-item', id: item.id })}
      />
      <div className={styles.info}>
        <div className={styles.nameLine}>
          <label htmlFor={checkboxId} className={styles.name}>
            {item.name}
          </label>
          {item.zigbee ? (
            <span className={styles.badge}>
              <Radio aria-hidden="true" size={13} />
              {t.zigbee}
            </span>
          ) : null}
        </div>
        <p className={styles.description}>{item.description}</p>
        {hint ? (
          <p id={hintId} className={styles.hint} data-tone={!available ? 'blocked' : undefined}>
            {item.required || !available ? (
              <Lock aria-hidden="true" size={14} />
            ) : (
              <Info aria-hidden="true" size={14} />
            )}
            {hint}
          </p>
        ) : null}
      </div>
      <div className={styles.pricing}>
        <p className={styles.unitPrice}>{t.perPiece(item.priceRon)}</p>
        {item.maxCount > 1 ? (
          <>
            <QuantityStepper
              itemName={item.name}
              value={quantity}
              max={item.maxCount}
              disabled={!selected}
              onChange={(next) => dispatch({ type: 'set-quantity', id: item.id, quantity: next })}
            />
            <p className={styles.limit}>{t.maximum(item.maxCount)}</p>
          </>
        ) : (
          <p className={styles.single}>{t.onePiece}</p>
        )}
        {selected && quantity > 1 ? (
          <p className={styles.subtotal}>
            {t.subtotal}: <strong>{formatLei(quantity * item.priceRon)}</strong>
          </p>
        ) : null}
      </div>
    </li>
  );
});
