import { useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { ListLoading } from '@/components/ui/list-states';
import { StatusToast } from '@/components/ui/status-toast';
import { useInstallation } from '@/features/installations/api/installations-api';
import { HardwareEditor } from '@/features/installations/components/hardware-editor';
import { InstallationForm } from '@/features/installations/components/installation-form';
import { installationsTexts } from '@/features/installations/installations-texts';
import { isNotFound } from '@/lib/api-client';
import { STATUS_MESSAGE_MS } from '@/lib/business';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStatusMessage } from '@/lib/use-status-message';
import styles from '../dashboard-pages.module.css';
import { replaceWithNotice } from '@/lib/arrival-notice';

const t = installationsTexts;

/**
 * /dashboard/installations/new and /:id/edit (admins; the route sends everyone else to /dashboard).
 * A save opens the installation's page; an existing installation's hardware is edited below.
 */
export function InstallationFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const heading = id ? en.titles.editInstallation : en.titles.newInstallation;
  useDocumentTitle(heading);
  const { installation, loading, failure, reload } = useInstallation(id, t.api.fetchItem);
  const { message, show, clear } = useStatusMessage(STATUS_MESSAGE_MS);

  return (
    <div className={styles.page}>
      <BackLink to={id ? `${paths.dashboard.installations}/${id}` : paths.dashboard.installations}>
        {t.detail.back}
      </BackLink>
      <h1 className={styles.title}>{heading}</h1>
      {id && loading ? <ListLoading text={t.loading} /> : null}
      {id && failure ? (
        <Alert tone="error">{isNotFound(failure) ? t.errors.notFound : failure.message}</Alert>
      ) : null}
      {!id || installation ? (
        <InstallationForm
          // Started once per installation: saving the hardware below leaves what is typed here as it is.
          key={installation ? `form-${installation.id}` : 'new'}
          installation={installation}
          onConflict={reload}
          onSaved={(saved) =>
            void navigate(
              `${paths.dashboard.installations}/${saved.id}`,
              replaceWithNotice(id ? t.messages.updated : t.messages.created),
            )
          }
        />
      ) : null}
      {installation ? (
        <HardwareEditor
          key={installation.id}
          installation={installation}
          onSaved={() => show('success', t.messages.hardwareSaved)}
          onConflict={reload}
        />
      ) : null}
      <StatusToast message={message} onDismiss={clear} dismissLabel={t.dismiss} />
    </div>
  );
}
