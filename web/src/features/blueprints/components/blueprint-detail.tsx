import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { EditDeleteActions, RecordPending } from '@/components/ui/record-detail';
import { BackLink } from '@/components/ui/back-link';
import detail from '@/components/ui/record-detail.module.css';
import { useBlueprint, useDeleteBlueprint, type Blueprint } from '@/features/blueprints/api/blueprints-api';
import { blueprintsTexts } from '@/features/blueprints/blueprints-texts';
import { formatLongDateTime } from '@/lib/format-en';
import { paths } from '@/lib/paths';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { errorMessageOr } from '@/lib/failure-text';
import { DeleteBlueprintDialog } from './delete-blueprint-dialog';
import { YamlBlock } from './yaml-block';
import styles from './blueprints.module.css';

const t = blueprintsTexts.detail;

interface BlueprintDetailProps {
  id: string;
  fallbackHeading: string;
  onDeleted: () => void;
}

const back = <BackLink to={paths.dashboard.blueprints}>{t.back}</BackLink>;

/** One blueprint: its tag and dates, the YAML to copy, Edit and Delete. */
export function BlueprintDetail({ id, fallbackHeading, onDeleted }: BlueprintDetailProps) {
  const { blueprint, loading, failure } = useBlueprint(id, blueprintsTexts.api.fetchItem);
  if (!blueprint) {
    return (
      <RecordPending
        back={back}
        heading={fallbackHeading}
        loading={loading}
        loadingText={blueprintsTexts.loading}
        failure={failure}
        notFoundText={t.notFound}
      />
    );
  }
  return <BlueprintView blueprint={blueprint} onDeleted={onDeleted} />;
}

function BlueprintView({ blueprint, onDeleted }: { blueprint: Blueprint; onDeleted: () => void }) {
  const deleteBlueprint = useDeleteBlueprint();
  const [error, setError] = useState<string | null>(null);

  const removal = useConfirmedDelete((record: Blueprint) => deleteBlueprint(record.id), {
    onDeleted,
    onFailed: (caught) => setError(errorMessageOr(caught, blueprintsTexts.api.delete)),
  });

  return (
    <article className={detail.detail}>
      {back}
      <header className={detail.header}>
        <h1 className={detail.title}>{blueprint.title}</h1>
        <div className={detail.headerActions}>
          <EditDeleteActions
            editTo={`${paths.dashboard.blueprints}/${blueprint.id}/edit`}
            editLabel={t.edit}
            deleteLabel={t.delete}
            onDelete={() => {
              setError(null);
              removal.ask(blueprint);
            }}
          />
        </div>
      </header>
      {error ? (
        <Alert tone="error" onDismiss={() => setError(null)} dismissLabel={blueprintsTexts.dismiss}>
          {error}
        </Alert>
      ) : null}
      <dl className={detail.facts}>
        <div>
          <dt>{t.tag}</dt>
          <dd>
            <span className={styles.tag}>{blueprint.tag}</span>
          </dd>
        </div>
        <div>
          <dt>{t.created}</dt>
          <dd>{formatLongDateTime(blueprint.createdAt)}</dd>
        </div>
        <div>
          <dt>{t.updated}</dt>
          <dd>{formatLongDateTime(blueprint.updatedAt)}</dd>
        </div>
      </dl>
      <section className={detail.panel} aria-labelledby="blueprint-content-title">
        <h2 id="blueprint-content-title" className={detail.panelTitle}>
          {t.content}
        </h2>
        <YamlBlock content={blueprint.content} labelledBy="blueprint-content-title" />
      </section>
      {removal.asking ? (
        <DeleteBlueprintDialog
          title={blueprint.title}
          deleting={removal.asking.busy}
          onCancel={removal.cancel}
          onConfirm={removal.confirm}
        />
      ) : null}
    </article>
  );
}
