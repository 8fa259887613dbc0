import { useContext, useEffect, useState } from 'react';
import { AuthContext } from '@/features/auth/api/auth-context';
import { Alert } from '@/components/ui/alert';
import { Container } from '@/components/ui/container';
import { useArrivalNotice, useArrivalSignOut } from '@/lib/arrival-notice';
import { ro } from '@/lib/texts/ro';
import styles from './public-layout.module.css';

/**
 * The message a screen of the app sent the visitor here with (the dashboard, after the account
 * deleted itself), above the page, until dismissed; and the end of the session the signed-in area
 * asked for as it left (`leavingToSignOut`), now that it is off screen. Pages the server wrote
 * never carry either (nor an auth context).
 */
export function ArrivalBand() {
  const notice = useArrivalNotice();
  const signOut = useArrivalSignOut();
  const auth = useContext(AuthContext);
  useEffect(() => {
    if (signOut) void auth?.signOut();
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
