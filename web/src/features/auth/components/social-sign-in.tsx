import { googleSignInUrl } from '@/features/auth/api/auth-api';
import { roAccount } from '@/lib/texts/ro-account';
import styles from './auth-form.module.css';

const t = roAccount.login;

/**
 * The identity-provider button (a navigation to /api/v0/auth/google, carrying returnTo) and the second
 * social button, shown disabled (no such sign-in exists yet), under an "or" divider.
 */
export function SocialSignIn({ returnTo }: { returnTo?: string }) {
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{t.or}</span>
      </p>
      <a href={googleSignInUrl(returnTo)} className={styles.socialButton}>
        <GoogleMark />
        {t.google}
      </a>
      <button type="button" className={styles.socialButton} disabled title={t.facebookUnavailable}>
        <FacebookMark />
        {t.facebook}
      </button>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
      />
    </svg>
  );
}
