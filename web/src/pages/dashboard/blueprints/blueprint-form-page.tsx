import { useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { ListLoading } from '@/components/ui/list-states';
import { useBlueprint } from '@/features/blueprints/api/blueprints-api';
import { BlueprintForm } from '@/features/blueprints/components/blueprint-form';
import { blueprintsTexts } from '@/features/blueprints/blueprints-texts';
import { isNotFound } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';
import { replaceWithNotice } from '@/lib/arrival-notice';

/** /dashboard/blueprints/new and /:id/edit: the same form; a save returns to the list, which says so. */
export function BlueprintFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const heading = id ? en.titles.editBlueprint : en.titles.newBlueprint;
  useDocumentTitle(heading);
  const { blueprint, loading, failure, reload } = useBlueprint(id, blueprintsTexts.api.fetchForm);
  return (
    <div className={styles.page}>
      <BackLink to={paths.dashboard.blueprints}>{blueprintsTexts.detail.back}</BackLink>
      <h1 className={styles.title}>{heading}</h1>
      {id && loading ? <ListLoading text={blueprintsTexts.loading} /> : null}
      {id && failure ? (
        <Alert tone="error">{isNotFound(failure) ? blueprintsTexts.detail.notFound : failure.message}</Alert>
      ) : null}
      {!id || blueprint ? (
        <BlueprintForm
          key={blueprint?.id ?? 'new'}
          blueprint={blueprint}
          onConflict={reload}
          onSaved={() =>
            void navigate(
              paths.dashboard.blueprints,
              replaceWithNotice(id ? blueprintsTexts.messages.updated : blueprintsTexts.messages.created),
            )
          }
        />
      ) : null}
    </div>
  );
}
