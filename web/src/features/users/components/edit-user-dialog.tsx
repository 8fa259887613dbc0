import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useUpdateUser } from '@/features/users/api/users-api';
import {
  actionErrorText,
  formValuesOf,
  validateUserForm,
  type UserFormValues,
} from '@/features/users/utils/users-rules';
import { isConflict } from '@/lib/api-client';
import { en } from '@/lib/texts/en';
import { useFormFields } from '@/lib/use-form-fields';
import { normaliseRole, userRoles, type User } from '@/lib/user';
import styles from './users.module.css';

const t = en.users.form;
const ORDER: (keyof UserFormValues)[] = ['firstName', 'lastName', 'email', 'role'];

interface EditUserDialogProps {
  user: User;
  /** The signed-in admin's own account: the role stays as it is, so nobody locks themselves out. */
  isSelf: boolean;
  onClose: () => void;
  /** Called with the saved user, as the server answered it (the list shows it from the cache already). */
  onSaved: (user: User) => void;
}

/** The edit form: first name, last name, email and role, all required; saved with updateUser. */
export function EditUserDialog({ user, isSelf, onClose, onSaved }: EditUserDialogProps) {
  const updateUser = useUpdateUser();
  const { values, setErrors, bind } = useFormFields<UserFormValues>('edit-user', formValuesOf(user));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The server keeps an admin an admin: said before the save, not after.
  const isAdmin = normaliseRole(user.role) === 'admin';
  const becomesAdmin = normaliseRole(values.role) === 'admin' && !isAdmin;
  const roleFixed = isSelf ? t.ownRole : isAdmin ? t.adminRole : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateUserForm(values);
    setErrors(problems, ORDER);
    setError(null);
    if (Object.values(problems).some(Boolean)) return;
    setSaving(true);
    const update = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      role: normaliseRole(values.role),
    };
    try {
      onSaved(await updateUser(user.id, update));
    } catch (caught) {
      console.warn(caught);
      const message = actionErrorText(caught, 'update', user);
      // The only conflict an edit meets is an address another account has: said at the field.
      if (isConflict(caught)) setErrors({ email: message }, ORDER);
      else setError(message);
      setSaving(false);
    }
  };

  return (
    <Modal title={t.title} onClose={onClose} closeLabel={en.users.close} busy={saving}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={styles.formRow}>
          <TextField {...bind('firstName')} label={t.firstName} autoComplete="off" />
          <TextField {...bind('lastName')} label={t.lastName} autoComplete="off" />
        </div>
        <TextField {...bind('email')} label={t.email} type="email" autoComplete="off" />
        <SelectField
          {...bind('role')}
          label={t.role}
          disabled={roleFixed !== null}
          hint={roleFixed ?? (becomesAdmin ? t.adminForGood : undefined)}
        >
          {userRoles.map((role) => (
            <option key={role} value={role}>
              {en.roles[role]}
            </option>
          ))}
        </SelectField>
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
