import type { ComponentProps } from 'react';
import { PasswordField } from '@/components/ui/form-field';
import { PASSWORD_MIN_LENGTH } from '@/lib/business';
import { roAccount } from '@/lib/texts/ro-account';

type BoundField = Omit<ComponentProps<typeof PasswordField>, 'label' | 'showLabel' | 'hideLabel'>;

const v = roAccount.validation;

/**
 * A new password and its confirmation, as registration and the password reset ask for them: the
 * minimum length as a hint under the first, both marked for password managers as a new password.
 */
export function NewPasswordFields({
  password,
  confirmation,
  labels,
}: {
  password: BoundField;
  confirmation: BoundField;
  labels: { password: string; confirmPassword: string };
}) {
  return (
    <>
      <PasswordField
        {...password}
        label={labels.password}
        autoComplete="new-password"
        hint={v.passwordHint(PASSWORD_MIN_LENGTH)}
        showLabel={v.showPassword}
        hideLabel={v.hidePassword}
      />
      <PasswordField
        {...confirmation}
        label={labels.confirmPassword}
        autoComplete="new-password"
        showLabel={v.showPassword}
        hideLabel={v.hidePassword}
      />
    </>
  );
}
