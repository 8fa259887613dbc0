import {
  hardwareCategories,
  hardwareCategoryIds,
  hardwareItems,
  isAvailable,
  quantityOf,
  type CalculatorAction,
  type CalculatorState,
  type HardwareCategoryId,
} from '@smarthome/catalog';
import { Cpu, Lightbulb, Plug, Radar, ToggleRight, type LucideIcon } from 'lucide-react';
import { HardwareItemRow } from './hardware-item-row';
import styles from './hardware-selection.module.css';

const categoryIcons: Record<HardwareCategoryId, LucideIcon> = {
  central: Cpu,
  lighting: Lightbulb,
  sensors: Radar,
  plugs: Plug,
  control: ToggleRight,
};

interface HardwareSelectionProps {
  state: CalculatorState;
  dispatch: (action: CalculatorAction) => void;
}

/** The 22 items grouped by category, each category an h3 under the section's h2. */
export function HardwareSelection({ state, dispatch }: HardwareSelectionProps) {
  return (
    <div className={styles.groups}>
      {hardwareCategoryIds.map((categoryId) => {
        const category = hardwareCategories[categoryId];
        const Icon = categoryIcons[categoryId];
        const titleId = `category-${categoryId}`;
        return (
          <section key={categoryId} className={styles.group} aria-labelledby={titleId}>
            <div className={styles.head}>
              <span className={styles.icon} aria-hidden="true">
                <Icon size={20} />
              </span>
              <div>
                <h3 id={titleId} className={styles.title}>
                  {category.name}
                </h3>
                <p className={styles.lead}>{category.description}</p>
              </div>
            </div>
            <ul className={styles.list}>
              {hardwareItems
                .filter((item) => item.category === categoryId)
                .map((item) => (
                  <HardwareItemRow
                    key={item.id}
                    item={item}
                    quantity={quantityOf(state, item.id)}
                    available={isAvailable(state, item)}
                    dispatch={dispatch}
                  />
                ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
