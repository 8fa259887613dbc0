import { hardwareItems } from '@smarthome/catalog';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useUnsavedChanges } from '@/components/ui/unsaved-changes';
import { CheckboxField } from '@/components/ui/form-field';
import fieldStyles from '@/components/ui/form-field.module.css';
import {
  useSaveInstallation,
  useSetInstallationHardware,
  type InstallationDetail,
} from '@/features/installations/api/installations-api';
import { installationsTexts } from '@/features/installations/installations-texts';
import {
  HARDWARE_LINES_MAX,
  HARDWARE_NAME_MAX,
  HARDWARE_QUANTITY_MAX,
  costText,
  hardwareSum,
  isValidLine,
  lineTotal,
  ronText,
  toHardwareInput,
  type HardwareDraft,
} from '@/features/installations/utils/installation-rules';
import {
  savedLines,
  toDrafts,
  useHardwareLines,
  type HardwareLine,
} from '@/features/installations/use-hardware-lines';
import { isConflict } from '@/lib/api-client';
import { en } from '@/lib/texts/en';
import { errorMessageOr } from '@/lib/failure-text';
import styles from './hardware-editor.module.css';

const t = installationsTexts.hardwareEditor;

interface HardwareEditorProps {
  installation: InstallationDetail;
  onSaved: () => void;
  /** Someone changed the installation since it was read: read it again (the lines follow it, see useHardwareLines). */
  onConflict: () => void;
}

/**
 * The admin's hardware list of an installation: lines taken from the public calculator's catalogue
 * (so names and prices match what visitors were shown) or typed in, with their total in RON, which
 * can also become the installation's estimated cost.
 */
export function HardwareEditor({ installation, onSaved, onConflict }: HardwareEditorProps) {
  const setHardware = useSetInstallationHardware();
  const saveInstallation = useSaveInstallation();
  const { lines, setLines, theirs, takeTheirs, keepMine, savedAs, unsaved } = useHardwareLines(installation);
  const [picked, setPicked] = useState('');
  const [useAsCost, setUseAsCost] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const pickerId = useId();
  const total = hardwareSum(lines);
  useUnsavedChanges(!saving && unsaved);

  const change = (key: string, changes: Partial<HardwareDraft>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...changes } : line)));

  const add = (line: HardwareLine) => {
    setLines((current) => [...current, ...toDrafts([line])]);
    setError(null);
    // The new line's name field takes the focus once it is there.
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus(),
    );
  };

  const addPicked = () => {
    const item = hardwareItems.find((candidate) => candidate.id === picked);
    if (!item) return;
    add({ name: item.name, quantity: '1', unitPrice: String(item.priceRon) });
    setPicked('');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!lines.every(isValidLine)) {
      setError(t.invalid);
      return;
    }
    setError(null);
    setSaving(true);
    // The list and the cost are two saves: when the second is refused the first stands, and the
    // message must say so (saving again then sends the same list, and the cost).
    let listSaved = false;
    try {
      const saved = await setHardware(installation, toHardwareInput(lines));
      listSaved = true;
      savedAs(savedLines(saved));
      if (useAsCost) {
        // An update carries the required fields too: only the optional ones keep their value when left out.
        const { name, address, customerEmail, package: pkg, status } = saved;
        await saveInstallation(saved, {
          name,
          address,
          customerEmail,
          package: pkg,
          status,
          estimatedTotalCost: saved.hardwareTotal,
        });
      }
      setUseAsCost(false);
      onSaved();
    } catch (caught) {
      console.warn(caught);
      const conflict = isConflict(caught);
      if (listSaved) {
        setError(
          t.costNotSet(
            conflict ? t.costChangedMeanwhile : errorMessageOr(caught, installationsTexts.api.update),
          ),
        );
      } else {
        setError(
          conflict
            ? en.changedMeanwhile(installationsTexts.record)
            : errorMessageOr(caught, installationsTexts.api.hardware),
        );
      }
      if (conflict) onConflict();
    } finally {
      setSaving(false);
    }
  };

  const full = lines.length >= HARDWARE_LINES_MAX;

  return (
    <form
      id="hardware"
      className={styles.editor}
      aria-labelledby="hardware-title"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={saving || undefined}
    >
      <div>
        <h2 id="hardware-title" className={styles.title}>
          {t.title}
        </h2>
        <p className={styles.lead}>{t.lead}</p>
      </div>
      {theirs ? (
        <OtherHardwareList lines={theirs} onTake={takeTheirs} onKeep={keepMine} />
      ) : error ? (
        <Alert tone="error" onDismiss={() => setError(null)} dismissLabel={installationsTexts.dismiss}>
          {error}
        </Alert>
      ) : null}

      <div className={styles.picker}>
        <label htmlFor={pickerId} className={fieldStyles.label}>
          {t.catalogue}
        </label>
        <div className={styles.pickerRow}>
          <select
            id={pickerId}
            className={`${fieldStyles.control} ${fieldStyles.select}`}
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
          >
            <option value="">{t.choose}</option>
            {hardwareItems.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} — {ronText(item.priceRon)}
              </option>
            ))}
          </select>
          <Button variant="secondary" onClick={addPicked} disabled={!picked || full}>
            <Plus aria-hidden="true" size={17} />
            {t.addFromCatalogue}
          </Button>
        </div>
      </div>

      {lines.length === 0 ? <p className={styles.empty}>{t.empty}</p> : null}
      <ol ref={listRef} className={styles.lines}>
        {lines.map((line, index) => {
          const n = index + 1;
          const invalid = error !== null && !isValidLine(line);
          return (
            <li key={line.key} className={styles.line} data-invalid={invalid || undefined}>
              <label className={styles.nameField}>
                <span className="visually-hidden">{t.name(n)}</span>
                <input
                  className={fieldStyles.control}
                  value={line.name}
                  maxLength={HARDWARE_NAME_MAX}
                  aria-invalid={invalid && !line.name.trim() ? true : undefined}
                  onChange={(e) => change(line.key, { name: e.target.value })}
                />
              </label>
              <div className={`${styles.numberField} ${styles.quantityField}`}>
                <span className={styles.unit} aria-hidden="true">
                  ×
                </span>
                <label htmlFor={`${line.key}-quantity`} className="visually-hidden">
                  {t.quantity(n)}
                </label>
                <input
                  id={`${line.key}-quantity`}
                  className={fieldStyles.control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={HARDWARE_QUANTITY_MAX}
                  step={1}
                  value={line.quantity}
                  onChange={(e) => change(line.key, { quantity: e.target.value })}
                />
              </div>
              <div className={`${styles.numberField} ${styles.priceField}`}>
                <label htmlFor={`${line.key}-price`} className="visually-hidden">
                  {t.unitPrice(n)}
                </label>
                <input
                  id={`${line.key}-price`}
                  className={fieldStyles.control}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  value={line.unitPrice}
                  onChange={(e) => change(line.key, { unitPrice: e.target.value })}
                />
                <span className={styles.unit} aria-hidden="true">
                  RON
                </span>
              </div>
              <output className={styles.lineTotal}>{ronText(lineTotal(line))}</output>
              <button
                type="button"
                className={styles.remove}
                aria-label={t.remove(line.name.trim() || `${t.untitled} ${n}`)}
                title={t.removeShort}
                onClick={() => setLines((current) => current.filter((l) => l.key !== line.key))}
              >
                <Trash2 aria-hidden="true" size={17} />
              </button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        size="small"
        className={styles.addCustom}
        disabled={full}
        onClick={() => add({ name: '', quantity: '1', unitPrice: '' })}
      >
        <Plus aria-hidden="true" size={16} />
        {t.addCustom}
      </Button>

      <p className={styles.total}>
        <span>{t.total}</span>
        <output aria-live="polite">{ronText(total)}</output>
      </p>
      <CheckboxField
        id="hardware-use-as-cost"
        checked={useAsCost}
        onChange={(e) => setUseAsCost(e.target.checked)}
        label={t.useAsCost(costText(total, ''))}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={saving}>
          <Save aria-hidden="true" size={17} />
          {saving ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

interface OtherHardwareListProps {
  lines: readonly HardwareLine[];
  onTake: () => void;
  onKeep: () => void;
}

/** The list someone else saved while this one was being changed, and the choice between the two. */
function OtherHardwareList({ lines, onTake, onKeep }: OtherHardwareListProps) {
  const o = t.otherList;
  return (
    <Alert tone="info" title={o.title} className={styles.otherList}>
      <p>{o.lead}</p>
      {lines.length === 0 ? (
        <p>{o.empty}</p>
      ) : (
        <ul aria-label={o.label}>
          {lines.map((line, index) => (
            <li key={index}>
              <span>{line.name}</span>
              <span className={styles.otherLineCost}>
                {installationsTexts.hardware.line(Number(line.quantity), ronText(Number(line.unitPrice)))} ={' '}
                {ronText(lineTotal(line))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.otherTotal}>{o.total(ronText(hardwareSum(lines)))}</p>
      <div className={styles.otherActions}>
        <Button variant="primary" size="small" onClick={onTake}>
          {o.take}
        </Button>
        <Button variant="secondary" size="small" onClick={onKeep}>
          {o.keep}
        </Button>
      </div>
    </Alert>
  );
}
