import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Container } from '@/components/ui/container';
import { useArrivalNotice } from '@/lib/arrival-notice';
import { ro } from '@/lib/texts/ro';
import styles from './public-layout.module.css';

/**
 * The message a screen of the app sent the visitor here with (the dashboard, after the account
 * deleted itself), above the page, until dismissed. Pages the server wrote never carry one.
 */
export function ArrivalBand() {
  const notice = useArrivalNotice();
  const [dismissed, setDismissed] = useState(false);
  if (!notice || dismissed) return null;
  return (
    <Container className={styles.arrival}>
      <Alert tone="success" onDismiss={() => setDismissed(true)} dismissLabel={ro.a11y.dismissNotice}>
        {notice}
      </Alert>
    </Container>
  );
}
