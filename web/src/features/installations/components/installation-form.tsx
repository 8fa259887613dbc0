import { Alert } from '@/components/ui/alert';
import { RecordFormActions } from '@/components/ui/record-form-actions';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import formStyles from '@/components/ui/record-form.module.css';
import { useSaveInstallation, type InstallationDetail } from '@/features/installations/api/installations-api';
import { installationsTexts } from '@/features/installations/installations-texts';
import {
  ADDRESS_MAX,
  DESCRIPTION_MAX,
  EMAIL_MAX,
  NAME_MAX,
  installationPackages,
  installationStatuses,
  packageLabel,
  statusLabel,
  toInstallationInput,
  validateInstallation,
  type InstallationField,
  type InstallationFormValues,
  type InstallationPackage,
  type InstallationStatus,
} from '@/features/installations/utils/installation-rules';
import { paths } from '@/lib/paths';
import { useRequiredFieldsForm } from '@/lib/use-required-fields-form';
import { errorMessageOr } from '@/lib/failure-text';

const t = installationsTexts.form;
/** In the order the form shows them. */
const FIELD_IDS: Record<InstallationField, string> = {
  name: 'installation-name',
  address: 'installation-address',
  customerEmail: 'installation-customerEmail',
  package: 'installation-package',
  status: 'installation-status',
  plannedDate: 'installation-plannedDate',
  cost: 'installation-cost',
  description: 'installation-description',
};

const costValue = (cost: number | null | undefined): string => (cost == null ? '' : String(cost));

const valuesOf = (installation?: InstallationDetail): InstallationFormValues => ({
  name: installation?.name ?? '',
  address: installation?.address ?? '',
  customerEmail: installation?.customerEmail ?? '',
  package: installation?.package ?? '',
  status: installation?.status ?? 'pending',
  description: installation?.description ?? '',
  plannedDate: installation?.plannedInstallationDate ?? '',
  cost: costValue(installation?.estimatedTotalCost),
});

interface InstallationFormProps {
  installation?: InstallationDetail;
  onSaved: (installation: InstallationDetail) => void;
  /** Someone changed the installation since it was read: read it again (the form follows, see `rebased`). */
  onConflict?: () => void;
}

/** A choice written as its field shows it, for the notice of a value saved meanwhile. */
const shownAs: Partial<Record<InstallationField, (value: string) => string>> = {
  package: (value) => (value ? packageLabel(value as InstallationPackage) : ''),
  status: (value) => (value ? statusLabel(value as InstallationStatus) : ''),
};

/**
 * The admin's installation form. Name, address, customer e-mail, package and status are required
 * ('Please fill out all fields'); the cost is a number of at least 0 with 2 decimals; an empty
 * description, planned date or cost is sent as null. A refused save shows the server's message.
 */
export function InstallationForm({ installation, onSaved, onConflict }: InstallationFormProps) {
  const save = useSaveInstallation();
  const { values, set, error, saving, errorId, submit, markIf, noticeFor } =
    useRequiredFieldsForm<InstallationFormValues>({
      // Read again after the hardware editor below saved the hardware's total as the estimated cost,
      // the cost field takes it, unless the admin typed a cost of their own (see `rebased`).
      initial: () => valuesOf(installation),
      fieldIds: FIELD_IDS,
      guardUnsaved: true,
      validate: (typed) => {
        const problem = validateInstallation(typed);
        return problem && { form: problem.message, marked: problem.fields };
      },
      // The version of the installation as this page holds it now: a save of the hardware below
      // moves it on, a change made elsewhere since the page read it does not.
      save: async (typed) => onSaved(await save(installation, toInstallationInput(typed))),
      failureMessage: (caught) =>
        errorMessageOr(caught, installation ? installationsTexts.api.update : installationsTexts.api.create),
      conflict: onConflict && { record: installationsTexts.record, reload: onConflict },
    });

  const field = (name: InstallationField) => ({
    id: FIELD_IDS[name],
    value: values[name],
    notice: noticeFor(name, shownAs[name]),
    ...markIf(name),
  });

  return (
    <form
      className={formStyles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={saving || undefined}
    >
      {error ? (
        <Alert tone="error" id={errorId}>
          {error}
        </Alert>
      ) : null}
      <TextField
        {...field('name')}
        label={t.name}
        maxLength={NAME_MAX}
        autoComplete="off"
        required
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextField
        {...field('address')}
        label={t.address}
        maxLength={ADDRESS_MAX}
        autoComplete="off"
        required
        onChange={(e) => set({ address: e.target.value })}
      />
      <TextField
        {...field('customerEmail')}
        type="email"
        label={t.customerEmail}
        maxLength={EMAIL_MAX}
        autoComplete="off"
        required
        onChange={(e) => set({ customerEmail: e.target.value })}
      />
      <div className={formStyles.pair}>
        <SelectField
          {...field('package')}
          label={t.package}
          required
          onChange={(e) => set({ package: e.target.value })}
        >
          <option value="">{t.choosePackage}</option>
          {installationPackages.map((value) => (
            <option key={value} value={value}>
              {packageLabel(value)}
            </option>
          ))}
        </SelectField>
        <SelectField
          {...field('status')}
          label={t.status}
          required
          onChange={(e) => set({ status: e.target.value })}
        >
          <option value="">{t.chooseStatus}</option>
          {installationStatuses.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={formStyles.pair}>
        <TextField
          {...field('plannedDate')}
          type="date"
          label={t.plannedDate}
          onChange={(e) => set({ plannedDate: e.target.value })}
        />
        <TextField
          {...field('cost')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          label={t.cost}
          hint={t.costHint}
          onChange={(e) => set({ cost: e.target.value })}
        />
      </div>
      <TextAreaField
        {...field('description')}
        label={t.description}
        maxLength={DESCRIPTION_MAX}
        rows={5}
        onChange={(e) => set({ description: e.target.value })}
      />
      <RecordFormActions
        cancelTo={
          installation ? `${paths.dashboard.installations}/${installation.id}` : paths.dashboard.installations
        }
        editing={Boolean(installation)}
        saving={saving}
        texts={t}
      />
    </form>
  );
}
