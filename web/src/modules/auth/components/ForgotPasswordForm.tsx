import { Alert, Button } from 'antd';
import { Formik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '../../../lib/graphql-errors';
import { useAnonymousMutation } from '../../../lib/public-data';
import { TextField } from '../../ui/fields';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { RequestPasswordResetMutation } from '../graphql/operations';
import { validateForgot, type ForgotValues } from '../utils/validation';
import './auth.css';

const FIELDS = ['email'] as const;

/** The forgot-password view: e-mail, then a confirmation with a way back to login (spec section 4). */
export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [requestReset, { loading }] = useAnonymousMutation(RequestPasswordResetMutation);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const toast = useToast();

  if (sentTo) {
    return (
      <div className="fs-auth-sent">
        <Alert
          type="success"
          showIcon
          title="Check your email"
          description={`If an account exists for ${sentTo}, we have sent a link to reset your password. Please check your email, including your spam folder.`}
        />
        <Button type="primary" block size="large" style={{ marginTop: 16 }} onClick={onBackToLogin}>
          Back to Login
        </Button>
      </div>
    );
  }

  return (
    <Formik<ForgotValues>
      initialValues={{ email: '' }}
      validate={(v) => validateForgot(v).errors}
      onSubmit={async (values) => {
        const email = values.email.trim();
        try {
          await requestReset({ email });
          toast.success('Reset email sent', 'Please check your email for password reset instructions');
          setSentTo(email);
        } catch (error) {
          toast.error('Error', errorMessage(error) || 'Failed to send reset email');
        }
      }}
    >
      <ValidatedForm<ForgotValues> fields={FIELDS} problemOf={(v) => validateForgot(v).problem} className="fs-auth-form" aria-label="Reset password">
        <p>Enter the email address of your account and we will send you a link to reset your password.</p>
        <TextField name="email" label="Email" type="email" inputMode="email" autoComplete="email" required />
        <Button type="primary" htmlType="submit" block size="large" loading={loading} aria-busy={loading || undefined}>
          {loading ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <p className="fs-auth-switch">
          Remembered it?
          <Button type="link" onClick={onBackToLogin}>
            Back to Login
          </Button>
        </p>
      </ValidatedForm>
    </Formik>
  );
}
