import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { blueprintsTexts } from '@/features/blueprints/blueprints-texts';
import styles from './blueprints.module.css';

const t = blueprintsTexts.filter;

interface BlueprintTagFilterProps {
  tags: readonly string[];
  /** '' for all tags. */
  value: string;
  onChange: (tag: string) => void;
}

/** One tag or 'All Tags', and Clear to go back to all of them. */
export function BlueprintTagFilter({ tags, value, onChange }: BlueprintTagFilterProps) {
  // A tag from the address that is no longer in use stays choosable, so the select shows it.
  const choices = value && !tags.includes(value) ? [value, ...tags] : tags;
  return (
    <div className={styles.filter}>
      <SelectField
        id="blueprint-tag-filter"
        label={t.label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t.all}</option>
        {choices.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </SelectField>
      <Button variant="secondary" onClick={() => onChange('')} disabled={!value}>
        <X aria-hidden="true" size={17} />
        {t.clear}
      </Button>
    </div>
  );
}
