import { useMutation } from '@apollo/client/react';
import { normalizeProfile, profileProblems, type ProfileFields } from '@api/modules/user/domain/profile-rules';
import { Button, Space } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../lib/graphql-errors';
import { useSession } from '../../../lib/session';
import { TextField } from '../../ui/fields';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { UpdateMyProfileMutation } from '../graphql/operations';
import './profile.css';
import { formatPhone } from '../../ui/phone';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
}

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'address'] as const;

export interface ProfileDetailsProps {
  user: ProfileFields;
}

function validate(values: ProfileValues) {
  return Object.fromEntries(profileProblems(normalizeProfile(values)).map((p) => [p.field, p.message]));
}

/** The Personal Details tab: the user's details, and a form to change them on the server. */
export function ProfileDetails({ user }: ProfileDetailsProps) {
  const [editing, setEditing] = useState(false);
  const [update, { loading }] = useMutation(UpdateMyProfileMutation);
  const { updateUser } = useSession();
  const toast = useToast();

  const submit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    const input = normalizeProfile(values);
    try {
      const { data } = await update({ variables: { input: { ...input, address: input.address ?? null } } });
      const result = data?.updateMyProfile;
      if (result?.__typename === 'User') {
        updateUser(result);
        toast.success('Profile updated', 'Your profile has been updated successfully');
        setEditing(false);
      } else if (result?.__typename === 'ErrorResult') {
        helpers.setErrors(toFormErrors(result.fieldErrors, FIELDS));
        toast.error('Failed to update profile', result.message);
      }
    } catch (error) {
      helpers.setErrors(toFormErrors(badUserInputFields(error), FIELDS));
      toast.error('Failed to update profile', errorMessage(error) || 'Please try again.');
    }
  };

  if (!editing) {
    return (
      <section aria-labelledby="personal-details-heading" className="fs-profile-details">
        <h2 id="personal-details-heading">Personal Details</h2>
        <dl className="fs-profile-dl">
          <div>
            <dt>First Name</dt>
            <dd>{user.firstName}</dd>
          </div>
          <div>
            <dt>Last Name</dt>
            <dd>{user.lastName}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Phone Number</dt>
            <dd>{formatPhone(user.phoneNumber)}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{user.address || <span className="fs-muted">No address provided</span>}</dd>
          </div>
        </dl>
        <Button type="primary" onClick={() => setEditing(true)}>
          Edit Profile
        </Button>
      </section>
    );
  }

  const initialValues: ProfileValues = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    address: user.address ?? '',
  };

  return (
    <section aria-labelledby="personal-details-heading" className="fs-profile-details">
      <h2 id="personal-details-heading">Edit Personal Details</h2>
      <Formik<ProfileValues> initialValues={initialValues} validate={validate} onSubmit={submit}>
        <ValidatedForm<ProfileValues> fields={FIELDS} aria-label="Edit personal details">
          <div className="fs-profile-form-grid">
            <TextField name="firstName" label="First Name" autoComplete="given-name" required />
            <TextField name="lastName" label="Last Name" autoComplete="family-name" required />
            <TextField name="email" label="Email" type="email" inputMode="email" autoComplete="email" required />
            <TextField name="phoneNumber" label="Phone Number" type="tel" inputMode="tel" autoComplete="tel" required />
          </div>
          <TextField name="address" label="Address" autoComplete="street-address" multiline />
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={loading} aria-busy={loading || undefined}>
              {loading ? 'Saving...' : 'Save Changes'}
            </Button>
            <Button onClick={() => setEditing(false)} disabled={loading}>
              Cancel
            </Button>
          </Space>
        </ValidatedForm>
      </Formik>
    </section>
  );
}
