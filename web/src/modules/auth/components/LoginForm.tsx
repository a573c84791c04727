import { Button } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { Link } from 'react-router-dom';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../lib/graphql-errors';
import { withNext } from '../../../lib/next-path';
import { useAnonymousMutation } from '../../../lib/public-data';
import { PasswordField, TextField } from '../../ui/fields';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { LoginMutation } from '../graphql/operations';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { validateLogin, type LoginValues } from '../utils/validation';
import './auth.css';

const FIELDS = ['email', 'password'] as const;
const FALLBACK = 'Invalid email or password';

export interface LoginFormProps {
  /** Called after a successful sign-in (the dialog closes). */
  onSuccess?: () => void;
  onForgotPassword: () => void;
  /** Switch to the register view; without it, a link to /register. */
  onRegister?: () => void;
  /** Stay on the current page after signing in, instead of going to the user's home. */
  stayOnPage?: boolean;
  /** Where to go once signed in (an internal path; see useCompleteSignIn). */
  next?: string | null;
}

export function LoginForm({ onSuccess, onForgotPassword, onRegister, stayOnPage, next }: LoginFormProps) {
  const [login, { loading }] = useAnonymousMutation(LoginMutation);
  const complete = useCompleteSignIn();
  const toast = useToast();

  const submit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    try {
      const result = (await login({ input: { email: values.email.trim(), password: values.password } })).login;
      if (result?.__typename === 'AuthPayload') {
        onSuccess?.();
        complete(result, 'login', { stay: stayOnPage, next });
      } else if (result?.__typename === 'ErrorResult') {
        helpers.setErrors(toFormErrors(result.fieldErrors, FIELDS));
        toast.error('Login failed', result.message || FALLBACK);
      }
    } catch (error) {
      helpers.setErrors(toFormErrors(badUserInputFields(error), FIELDS));
      toast.error('Login failed', errorMessage(error) || FALLBACK);
    }
  };

  return (
    <Formik<LoginValues> initialValues={{ email: '', password: '' }} validate={(v) => validateLogin(v).errors} onSubmit={submit}>
      <ValidatedForm<LoginValues> fields={FIELDS} problemOf={(v) => validateLogin(v).problem} className="fs-auth-form" aria-label="Log in">
        <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" required />
        <PasswordField name="password" label="Password" autoComplete="current-password" required />
        <div className="fs-auth-forgot">
          <Button type="link" size="small" onClick={onForgotPassword}>
            Forgot password?
          </Button>
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={loading} aria-busy={loading || undefined}>
          {loading ? 'Logging in...' : 'Login'}
        </Button>
        <p className="fs-auth-switch">
          Don&apos;t have an account?
          {onRegister ? (
            <Button type="link" onClick={onRegister}>
              Sign Up
            </Button>
          ) : (
            <Link to={withNext('/register', next)}> Sign Up</Link>
          )}
        </p>
      </ValidatedForm>
    </Formik>
  );
}
