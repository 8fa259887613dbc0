import { RefreshCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { tokenUsageTexts } from '@/features/token-usage/token-usage-texts';
import { validateRange, type DayRange, type RangeField } from '@/features/token-usage/utils/date-range';
import styles from './token-usage.module.css';

const t = tokenUsageTexts.range;
const fieldIds: Record<RangeField, string> = { startDate: 'token-usage-start', endDate: 'token-usage-end' };

interface RangeFormProps {
  /** The range on screen; the fields start from it. */
  applied: DayRange;
  /** The browser's local day: the end cannot pass it. */
  today: string;
  /** Reading (again) in progress. */
  busy: boolean;
  /** A valid range to read; the same one as on screen reads it again. */
  onApply: (range: DayRange) => void;
}

/**
 * The two days of the range and Apply. The rules (a start after the end, an end before the start or
 * in the future) are told next to the field as soon as it changes; a missing day only once Apply
 * was pressed, so a day being typed in is not called missing. No query leaves with a wrong range:
 * Apply moves the focus to the field to fix instead.
 */
export function RangeForm({ applied, today, busy, onApply }: RangeFormProps) {
  const [draft, setDraft] = useState(applied);
  const [lastChanged, setLastChanged] = useState<RangeField>('startDate');
  const [submitted, setSubmitted] = useState(false);

  const errors = validateRange(draft, today, { lastChanged });
  const shown = submitted ? errors : validateRange(draft, today, { lastChanged, reportMissing: false });

  const change = (field: RangeField) => (event: { target: { value: string } }) => {
    setDraft((range) => ({ ...range, [field]: event.target.value }));
    setLastChanged(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const wrong = (['startDate', 'endDate'] as const).find((field) => errors[field]);
    if (wrong) {
      document.getElementById(fieldIds[wrong])?.focus();
      return;
    }
    onApply(draft);
  };

  return (
    <form className={styles.rangeForm} aria-label={t.label} onSubmit={submit} noValidate>
      <div className={styles.rangeFields}>
        <TextField
          id={fieldIds.startDate}
          type="date"
          label={t.start}
          value={draft.startDate}
          max={draft.endDate || today}
          error={shown.startDate}
          onChange={change('startDate')}
          required
        />
        <TextField
          id={fieldIds.endDate}
          type="date"
          label={t.end}
          value={draft.endDate}
          min={draft.startDate || undefined}
          max={today}
          error={shown.endDate}
          onChange={change('endDate')}
          required
        />
        <Button type="submit" variant="primary" className={styles.apply}>
          <RefreshCw aria-hidden="true" size={17} />
          {busy ? t.applying : t.apply}
        </Button>
      </div>
      <p className={styles.rangeHint}>{t.hint}</p>
    </form>
  );
}
