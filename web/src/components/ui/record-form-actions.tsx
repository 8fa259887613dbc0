import { Save } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { DISCARDING_CHANGES } from './unsaved-changes';
import formStyles from './record-form.module.css';

export interface RecordFormActionTexts {
  cancel: string;
  saving: string;
  create: string;
  update: string;
}

interface RecordFormActionsProps {
  /** Where Cancel goes: the record's page, or the list for a new one. */
  cancelTo: string;
  /** An existing record is updated ('Update'), a new one created ('Create'). */
  editing: boolean;
  saving: boolean;
  texts: RecordFormActionTexts;
}

/**
 * The end of a dashboard record's form: Cancel (which leaves without asking about unsaved changes:
 * that is what it is for), then the submit button, busy while it saves.
 */
export function RecordFormActions({ cancelTo, editing, saving, texts }: RecordFormActionsProps) {
  return (
    <div className={formStyles.actions}>
      <ButtonLink to={cancelTo} state={DISCARDING_CHANGES} variant="secondary">
        {texts.cancel}
      </ButtonLink>
      <Button type="submit" variant="primary" disabled={saving}>
        <Save aria-hidden="true" size={17} />
        {saving ? texts.saving : editing ? texts.update : texts.create}
      </Button>
    </div>
  );
}
