import { KeyRound } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { securityTexts } from '@/features/security/security-texts';
import { paths } from '@/lib/paths';
import styles from './security.module.css';

/**
 * The way to a password for an account that signs in only with Google: the password reset, which
 * mails a link to set one. Turning on a code and deleting the account both ask for the password.
 */
export function SetPasswordLink() {
  return (
    <div className={styles.actions}>
      <ButtonLink variant="secondary" to={paths.forgotPassword}>
        <KeyRound aria-hidden="true" size={17} />
        {securityTexts.status.setPassword}
      </ButtonLink>
    </div>
  );
}
