import { COMMON_PASSWORD_MESSAGE, isPasswordValid } from '@api/modules/auth/domain/password-policy';
import { Button } from 'antd';
import { useField } from 'formik';
import { PasswordField, useFieldId } from '../../ui/fields';
import { PasswordChecklist } from './PasswordChecklist';

/** A new password with its live rules checklist, and its confirmation (sign-up and reset). */
export function NewPasswordFields({ name, label }: { name: string; label: string }) {
  const [{ value }, { error }] = useField<string>(name);
  const checklistId = useFieldId('password-rules');
  return (
    <>
      <PasswordField
        name={name}
        label={label}
        autoComplete="new-password"
        required
        hintId={checklistId}
        hint={<PasswordChecklist id={checklistId} password={value} tooCommon={error === COMMON_PASSWORD_MESSAGE} />}
      />
      <PasswordField name="confirmPassword" label="Confirm Password" autoComplete="new-password" required />
    </>
  );
}

/** Disabled while the new password breaks a rule or the request runs (spec section 5). */
export function NewPasswordSubmit({ name, loading, label, busyLabel }: { name: string; loading: boolean; label: string; busyLabel: string }) {
  const [{ value }] = useField<string>(name);
  return (
    <Button
      type="primary"
      htmlType="submit"
      block
      size="large"
      loading={loading}
      aria-busy={loading || undefined}
      disabled={!isPasswordValid(value) || loading}
    >
      {loading ? busyLabel : label}
    </Button>
  );
}
