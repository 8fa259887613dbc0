import { MessageSquareWarning, Pencil } from 'lucide-react';
import { EditDeleteActions, RecordPending } from '@/components/ui/record-detail';
import { BackLink } from '@/components/ui/back-link';
import { ButtonLink } from '@/components/ui/button';
import detail from '@/components/ui/record-detail.module.css';
import { StatusToast } from '@/components/ui/status-toast';
import {
  useDeleteInstallation,
  useInstallation,
  type InstallationDetail as Installation,
} from '@/features/installations/api/installations-api';
import { installationsTexts as t } from '@/features/installations/installations-texts';
import { costText, packageLabel } from '@/features/installations/utils/installation-rules';
import { STATUS_MESSAGE_MS } from '@/lib/business';
import { formatDay, formatInstallerDay, formatLongDate } from '@/lib/format-en';
import { paths } from '@/lib/paths';
import { useStatusMessage } from '@/lib/use-status-message';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { errorMessageOr } from '@/lib/failure-text';
import { DeleteInstallationDialog } from './delete-installation-dialog';
import { HardwareTable } from './hardware-table';
import { InstallationIssues } from './installation-issues';
import { InstallationStatusPill } from './installation-status-pill';
import { reportIssuePath } from './report-issue-path';
import styles from './installation-detail.module.css';
import { EmailText } from '@/components/ui/email-text';

interface InstallationDetailProps {
  id: string;
  /** The page's heading while there is no installation to name it. */
  fallbackHeading: string;
  /** Edit, hardware and Delete (an admin). */
  canManage: boolean;
  onDeleted: () => void;
  notice?: string;
}

const back = <BackLink to={paths.dashboard.installations}>{t.detail.back}</BackLink>;

/** One installation: its facts, description, hardware and issues, and what the reader may do with it. */
export function InstallationDetail({ id, fallbackHeading, ...rest }: InstallationDetailProps) {
  const { installation, loading, failure } = useInstallation(id);
  if (!installation) {
    return (
      <RecordPending
        back={back}
        heading={fallbackHeading}
        loading={loading}
        loadingText={t.loading}
        failure={failure}
        notFoundText={t.errors.notFound}
      />
    );
  }
  return <InstallationView installation={installation} {...rest} />;
}

/** The planned day is a calendar day, shown as written. */
const plannedDayOr = (day: string | null | undefined) => formatDay(day) ?? t.schedule.none;
/** The installation and configuration dates are moments, shown as their day in Iași. */
const dayOr = (iso: string | null | undefined) => formatInstallerDay(iso) ?? t.schedule.none;

const customerOf = (installation: Installation): string => {
  const name = installation.customer
    ? `${installation.customer.firstName} ${installation.customer.lastName}`.trim()
    : '';
  return name || installation.customerEmail;
};

type ViewProps = Omit<InstallationDetailProps, 'id' | 'fallbackHeading'> & { installation: Installation };

function InstallationView({ installation, canManage, onDeleted, notice }: ViewProps) {
  const deleteInstallation = useDeleteInstallation();
  const { message, show, clear } = useStatusMessage(STATUS_MESSAGE_MS, notice);
  const editPath = `${paths.dashboard.installations}/${installation.id}/edit`;

  const removal = useConfirmedDelete((record: Installation) => deleteInstallation(record.id), {
    onDeleted,
    onFailed: (caught) => show('error', errorMessageOr(caught, t.api.delete)),
  });

  return (
    <article className={detail.detail}>
      {back}
      <header className={detail.header}>
        <div className={detail.heading}>
          <h1 className={detail.title}>{installation.name}</h1>
          <p className={detail.subtitle}>
            <InstallationStatusPill status={installation.status} />
            <span>{installation.address}</span>
          </p>
        </div>
        <div className={detail.headerActions}>
          <ButtonLink to={reportIssuePath(installation.id)} variant="primary" size="small">
            <MessageSquareWarning aria-hidden="true" size={16} />
            {t.detail.reportIssue}
          </ButtonLink>
          {canManage ? (
            <>
              <EditDeleteActions
                editTo={editPath}
                editLabel={t.detail.edit}
                deleteLabel={t.detail.delete}
                onDelete={() => {
                  clear();
                  removal.ask(installation);
                }}
              />
            </>
          ) : null}
        </div>
      </header>

      <dl className={detail.facts}>
        <div>
          <dt>{t.detail.customer}</dt>
          <dd>
            {customerOf(installation)}
            {installation.customer ? (
              <span className={styles.sub}>
                <EmailText email={installation.customerEmail} />
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t.detail.package}</dt>
          <dd>{packageLabel(installation.package)}</dd>
        </div>
        <div>
          <dt>{t.detail.cost}</dt>
          <dd>{costText(installation.estimatedTotalCost, t.cost.missingInDetail)}</dd>
        </div>
        <div>
          <dt>{t.detail.planned}</dt>
          <dd>{plannedDayOr(installation.plannedInstallationDate)}</dd>
        </div>
        <div>
          <dt>{t.detail.installed}</dt>
          <dd>{dayOr(installation.installationDate)}</dd>
        </div>
        <div>
          <dt>{t.detail.configured}</dt>
          <dd>{dayOr(installation.finishConfigurationDate)}</dd>
        </div>
        <div>
          <dt>{t.detail.created}</dt>
          <dd>{formatLongDate(installation.createdAt)}</dd>
        </div>
      </dl>

      <section className={detail.panel} aria-labelledby="installation-description-title">
        <h2 id="installation-description-title" className={detail.panelTitle}>
          {t.detail.description}
        </h2>
        <p className={installation.description ? detail.prose : detail.muted}>
          {installation.description ?? t.detail.noDescription}
        </p>
      </section>

      <div className={styles.columns}>
        <section className={detail.panel} aria-labelledby="installation-hardware-title">
          <div className={detail.panelHeader}>
            <h2 id="installation-hardware-title" className={detail.panelTitle}>
              {t.detail.hardware}
            </h2>
            {canManage ? (
              <ButtonLink to={`${editPath}#hardware`} variant="secondary" size="small">
                <Pencil aria-hidden="true" size={16} />
                {t.detail.editHardware}
              </ButtonLink>
            ) : null}
          </div>
          {installation.hardware.length > 0 ? (
            <HardwareTable installation={installation} />
          ) : (
            <p className={detail.muted}>{t.detail.noHardware}</p>
          )}
        </section>
        <section className={detail.panel} aria-labelledby="installation-issues-title">
          <h2 id="installation-issues-title" className={detail.panelTitle}>
            {t.detail.issues}
          </h2>
          <InstallationIssues issues={installation.issues} />
        </section>
      </div>

      <StatusToast message={message} onDismiss={clear} dismissLabel={t.dismiss} />
      {removal.asking ? (
        <DeleteInstallationDialog
          name={installation.name}
          deleting={removal.asking.busy}
          onCancel={removal.cancel}
          onConfirm={removal.confirm}
        />
      ) : null}
    </article>
  );
}
