import type { ReactNode } from 'react';
import styles from './browser-frame.module.css';

/** A browser window drawn around a screenshot, with Home Assistant's usual local address: it reads as a real screen. */
export function BrowserFrame({ children }: { children: ReactNode }) {
  return (
    <span className={styles.frame}>
      <span className={styles.bar} aria-hidden="true">
        <span className={styles.lights}>
          <i />
          <i />
          <i />
        </span>
        <span className={styles.address}>homeassistant.local:8123</span>
      </span>
      {children}
    </span>
  );
}
