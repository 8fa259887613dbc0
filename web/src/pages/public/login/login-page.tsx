import { Navigate, useSearchParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { useAuth } from '@/features/auth/api/auth-context';
import { LoginForm } from '@/features/auth/components/login-form';
import { paths } from '@/lib/paths';
import { safeReturnPath } from '@/lib/safe-return-path';
import { ro } from '@/lib/texts/ro';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from './login-page.module.css';

const t = ro.login;

/**
 * /login; accepts source=chat and returnTo (public-site.md section 2). Once signed in (or when already
 * signed in) it goes to returnTo, else to the dashboard.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const { state } = useAuth();
  useDocumentTitle(t.title);
  const returnTo = safeReturnPath(params.get('returnTo'), paths.dashboard.root);

  if (state.status === 'authenticated') return <Navigate to={returnTo} replace />;

  return (
    <Container>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title">{t.title}</h1>
        <p className={styles.lead}>{params.get('source') === 'chat' ? t.chatHint : t.lead}</p>
        <LoginForm />
      </section>
    </Container>
  );
}
