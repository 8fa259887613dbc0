import { ListChecks, Play, Zap } from 'lucide-react';
import type { AutomationLogic } from './automation-content';
import { automationTexts as t } from './automation-content';
import styles from './logic-flow.module.css';

const steps = [
  { key: 'triggers', label: t.triggers, icon: Zap },
  { key: 'conditions', label: t.conditions, icon: ListChecks },
  { key: 'actions', label: t.actions, icon: Play },
] as const;

/** Trigger → conditions → actions, the three parts of every Home Assistant automation, side by side. */
export function LogicFlow({ logic }: { logic: AutomationLogic }) {
  return (
    <ol className={styles.flow}>
      {steps.map(({ key, label, icon: Icon }) => {
        const lines = logic[key];
        return (
          <li key={key} className={`${styles.step} ${styles[key]}`}>
            <h3>
              <span className={styles.icon} aria-hidden="true">
                <Icon size={18} />
              </span>
              {label}
            </h3>
            {lines.length > 0 ? (
              <ul>
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <p>{t.noConditions}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
