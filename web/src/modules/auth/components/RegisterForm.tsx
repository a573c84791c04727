import { MINIMUM_AGE } from '@api/modules/auth/domain/terms';
import { normalizeProfile } from '@api/modules/user/domain/profile-rules';
import { Button } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { Link } from 'react-router-dom';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../lib/graphql-errors';
import { withNext } from '../../../lib/next-path';
import { useAnonymousMutation } from '../../../lib/public-data';
import { CheckboxField, TextField } from '../../ui/fields';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { RegisterMutation } from '../graphql/operations';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { registerFieldOrder, validateRegister, type RegisterValues } from '../utils/validation';
import { NewPasswordFields, NewPasswordSubmit } from './NewPasswordFields';
import './auth.css';

const FALLBACK = 'An error occurred during registration';

export interface RegisterFormProps {
  onSuccess?: () => void;
  /** Switch to the login view; without it, a link to /login. */
  onLogin?: () => void;
  /** On the /register page: a referral code field, pre-filled from ?ref=CODE. */
  referralCode?: string;
  showReferralField?: boolean;
  /** Where to go once registered (an internal path; see useCompleteSignIn). */
  next?: string | null;
}

export function RegisterForm({ onSuccess, onLogin, referralCode = '', showReferralField = false, next }: RegisterFormProps) {
  const [register, { loading }] = useAnonymousMutation(RegisterMutation);
  const complete = useCompleteSignIn();
  const toast = useToast();

  const initialValues: RegisterValues = {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    address: '',
    password: '',
    confirmPassword: '',
    confirmedAdult: false,
    acceptTerms: false,
    referralCode,
  };

  const submit = async (values: RegisterValues, helpers: FormikHelpers<RegisterValues>) => {
    const profile = normalizeProfile(values);
    const code = values.referralCode.trim();
    try {
      const { register: result } = await register({
        input: {
          firstName: profile.firstName,
          lastName: profile.lastName,
          email: profile.email,
          phoneNumber: profile.phoneNumber,
          address: profile.address ?? null,
          password: values.password,
          referralCode: code || null,
          // The server records the Terms accepted (version and time) on the account.
          confirmedAdult: values.confirmedAdult,
          acceptTerms: values.acceptTerms,
        },
      });
      if (result?.__typename === 'AuthPayload') {
        onSuccess?.();
        complete(result, 'register', { next });
      } else if (result?.__typename === 'ErrorResult') {
        helpers.setErrors(toFormErrors(result.fieldErrors, registerFieldOrder));
        toast.error('Registration failed', result.message || FALLBACK);
      }
    } catch (error) {
      helpers.setErrors(toFormErrors(badUserInputFields(error), registerFieldOrder));
      toast.error('Registration failed', errorMessage(error) || FALLBACK);
    }
  };

  return (
    <Formik<RegisterValues> initialValues={initialValues} validate={(v) => validateRegister(v).errors} onSubmit={submit}>
      <ValidatedForm<RegisterValues>
        fields={registerFieldOrder}
        problemOf={(v) => validateRegister(v).problem}
        className="fs-auth-form"
        aria-label="Create an account"
      >
        <div className="fs-form-row">
          <TextField name="firstName" label="First Name" autoComplete="given-name" required />
          <TextField name="lastName" label="Last Name" autoComplete="family-name" required />
        </div>
        <TextField name="email" label="Email" type="email" inputMode="email" autoComplete="email" required />
        <TextField name="phoneNumber" label="Phone Number" type="tel" inputMode="tel" autoComplete="tel" placeholder="e.g. 08031234567" required />
        <TextField name="address" label="Address" autoComplete="street-address" required />
        {showReferralField && <TextField name="referralCode" label="Referral Code (optional)" autoComplete="off" />}
        <NewPasswordFields name="password" label="Password" />
        <CheckboxField name="confirmedAdult">I am {MINIMUM_AGE} or older</CheckboxField>
        <CheckboxField name="acceptTerms">
          I agree to the{' '}
          <Link to="/terms" target="_blank" rel="noopener noreferrer">
            Terms and Conditions
          </Link>
        </CheckboxField>
        <NewPasswordSubmit name="password" loading={loading} label="Register" busyLabel="Registering..." />
        <p className="fs-auth-switch">
          Already have an account?
          {onLogin ? (
            <Button type="link" onClick={onLogin}>
              Login
            </Button>
          ) : (
            <Link to={withNext('/login', next)}> Login</Link>
          )}
        </p>
      </ValidatedForm>
    </Formik>
  );
}
