import { useField } from 'formik';
import { PasswordField, useFieldId } from '../../ui/fields';
import { PasswordChecklist } from './PasswordChecklist';

/** A new password with its live rules checklist, and its confirmation (sign-up and reset). */
export function NewPasswordFields({ name, label }: { name: string; label: string }) {
  const [{ value }] = useField<string>(name);
  const checklistId = useFieldId('password-rules');
  return (
    <>
      <PasswordField
        name={name}
        label={label}
        autoComplete="new-password"
        required
        hintId={checklistId}
        hint={<PasswordChecklist id={checklistId} password={value} />}
      />
      <PasswordField name="confirmPassword" label="Confirm Password" autoComplete="new-password" required />
    </>
  );
}
