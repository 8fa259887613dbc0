import { useState } from 'react';
import { MarkIcon } from '@/components/ui/mark-icon';
import { calculatorTexts } from '../calculator-texts';
import styles from './quantity-stepper.module.css';

const t = calculatorTexts.hardware;

interface QuantityStepperProps {
  itemName: string;
  /** 0 while the item is not selected (the stepper is then disabled). */
  value: number;
  max: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/**
 * − [n] + for a quantity between 1 and `max`. The field is a native number input (a spinbutton:
 * arrow keys step it) for typing; the buttons are for touch. At a bound a button is only
 * aria-disabled, not disabled, so keyboard focus stays on it instead of falling back to the page.
 */
export function QuantityStepper({ itemName, value, max, disabled, onChange }: QuantityStepperProps) {
  // What the visitor is typing, kept until the field loses focus: an empty field or "12" of max 10
  // must stay visible while typing, then snap to the quantity actually counted.
  const [draft, setDraft] = useState<string | null>(null);
  const atMin = disabled || value <= 1;
  const atMax = disabled || value >= max;

  return (
    <div className={styles.stepper} data-disabled={disabled || undefined}>
      <button
        type="button"
        className={styles.button}
        aria-label={t.decrease(itemName)}
        aria-disabled={atMin}
        disabled={disabled}
        onClick={() => {
          if (!atMin) onChange(value - 1);
        }}
      >
        <MarkIcon mark="minus" size={16} />
      </button>
      <input
        type="number"
        inputMode="numeric"
        className={styles.input}
        aria-label={t.quantity(itemName)}
        min={1}
        max={max}
        step={1}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          // A whole number, negative too: the calculator brings it within 1..max, as it does 12 of 10.
          if (/^-?\d+$/.test(text)) onChange(Number(text));
        }}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={t.increase(itemName)}
        aria-disabled={atMax}
        disabled={disabled}
        onClick={() => {
          if (!atMax) onChange(value + 1);
        }}
      >
        <MarkIcon mark="plus" size={16} />
      </button>
    </div>
  );
}
