import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Space } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MarketerApplicationInput, MyMarketerApplicationFieldsFragment } from '../../../gql/graphql';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../lib/graphql-errors';
import { TextField } from '../../ui/fields';
import { formatDate } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { ApplyToBecomeMarketerMutation, MyMarketerApplicationQuery } from '../graphql/operations';
import './become-marketer.css';

export interface BecomeMarketerCardProps {
  /** The signed-in user's roles: a marketer is shown the way to the portal, nothing to apply for. */
  roles: readonly string[];
}

export type MarketerApplicationValues = { [K in keyof MarketerApplicationInput]-?: string };

export const APPLICATION_FIELDS = ['companyName', 'address', 'city', 'state', 'postalCode', 'country', 'website', 'socialMediaHandle'] as const;

const EMPTY: MarketerApplicationValues = { companyName: '', address: '', city: '', state: '', postalCode: '', country: '', website: '', socialMediaHandle: '' };
const FAILURE = 'Failed to send your application. Please try again.';
const LOAD_FAILURE = 'We could not check your marketer application.';

function validate(values: MarketerApplicationValues): Partial<MarketerApplicationValues> {
  return values.companyName.trim() ? {} : { companyName: 'Company name is required' };
}

/** The form's values as the API takes them: trimmed, a blank optional field sent as null. */
export function toApplicationInput(values: MarketerApplicationValues): MarketerApplicationInput {
  const input: MarketerApplicationInput = { companyName: values.companyName.trim() };
  for (const field of APPLICATION_FIELDS) if (field !== 'companyName') input[field] = values[field].trim() || null;
  return input;
}

function ApplicationForm({ onCancel, onSent, onStale }: { onCancel: () => void; onSent: () => void; onStale: () => void }) {
  const toast = useToast();
  const [problem, setProblem] = useState<{ message: string; code?: string } | null>(null);
  const [apply, { loading }] = useMutation(ApplyToBecomeMarketerMutation, {
    // The card shows the new application at once.
    update(cache, { data }) {
      const result = data?.applyToBecomeMarketer;
      if (result?.__typename === 'MarketerApplication') cache.writeQuery({ query: MyMarketerApplicationQuery, data: { myMarketerApplication: result } });
    },
  });

  const submit = async (values: MarketerApplicationValues, helpers: FormikHelpers<MarketerApplicationValues>) => {
    setProblem(null);
    try {
      const { data } = await apply({ variables: { input: toApplicationInput(values) } });
      const result = data?.applyToBecomeMarketer;
      if (result?.__typename === 'MarketerApplication') {
        toast.success('Application sent', 'We will review your application and let you know.');
        onSent();
      } else if (result?.__typename === 'ErrorResult') {
        helpers.setErrors(toFormErrors(result.fieldErrors, APPLICATION_FIELDS));
        setProblem({ message: result.message || FAILURE, code: result.errorCode });
        toast.error('Application not sent', result.message || FAILURE);
        // An application sent meanwhile (another tab): show it rather than the form.
        if (result.errorCode === 'APPLICATION_PENDING') onStale();
      }
    } catch (error) {
      const fields = badUserInputFields(error);
      helpers.setErrors(toFormErrors(fields, APPLICATION_FIELDS));
      const message = errorMessage(error) || FAILURE;
      setProblem({ message });
      toast.error('Application not sent', message);
    }
  };

  return (
    <Formik<MarketerApplicationValues> initialValues={EMPTY} validate={validate} onSubmit={submit}>
      <ValidatedForm<MarketerApplicationValues> fields={APPLICATION_FIELDS} aria-label="Apply to become a marketer">
        {problem && (
          <p className="fs-become-marketer__error" role="alert">
            {problem.message}
            {problem.code === 'ALREADY_MARKETER' && (
              <>
                {' '}
                <PortalLink />
              </>
            )}
          </p>
        )}
        <div className="fs-profile-form-grid">
          <TextField name="companyName" label="Company Name" autoComplete="organization" required />
          <TextField name="address" label="Address" autoComplete="street-address" />
          <TextField name="city" label="City" autoComplete="address-level2" />
          <TextField name="state" label="State" autoComplete="address-level1" />
          <TextField name="postalCode" label="Postal Code" autoComplete="postal-code" />
          <TextField name="country" label="Country" autoComplete="country-name" />
          <TextField name="website" label="Website" autoComplete="url" placeholder="www.example.ng" />
          <TextField name="socialMediaHandle" label="Social Media Handle" autoComplete="off" placeholder="@handle" />
        </div>
        <Space wrap>
          <Button onClick={onCancel} disabled={loading}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={loading} aria-busy={loading || undefined}>
            {loading ? 'Sending...' : 'Send Application'}
          </Button>
        </Space>
      </ValidatedForm>
    </Formik>
  );
}

function PortalLink() {
  return (
    <Link to="/marketer" className="fs-become-marketer__link">
      Go to the Marketer Portal
    </Link>
  );
}

function Status({ application, onApply }: { application: MyMarketerApplicationFieldsFragment | null; onApply: () => void }) {
  const apply = (label: string) => (
    <Button type="primary" onClick={onApply}>
      {label}
    </Button>
  );
  if (!application) {
    return (
      <>
        <p>Refer customers with your own referral link and earn a commission on what they pay. Tell us about your business and we will review your application.</p>
        {apply('Become a marketer')}
      </>
    );
  }
  if (application.status === 'Pending') {
    return (
      <p role="status">
        <strong>Your application is being reviewed.</strong> You applied on {formatDate(application.createdAt)} for {application.companyName}. We will let you know once it is decided.
      </p>
    );
  }
  if (application.status === 'Approved') {
    return (
      <>
        <p>Your application was approved{application.decidedAt ? ` on ${formatDate(application.decidedAt)}` : ''}. You are a marketer.</p>
        <PortalLink />
      </>
    );
  }
  return (
    <>
      <p>
        Your application of {formatDate(application.createdAt)} was declined{application.decidedAt ? ` on ${formatDate(application.decidedAt)}` : ''}.
      </p>
      {application.decisionReason && (
        <p>
          <strong>Reason:</strong> {application.decisionReason}
        </p>
      )}
      <p>You may apply again.</p>
      {apply('Apply again')}
    </>
  );
}

/**
 * 'Become a marketer' (issue 13, spec section 1: registered users apply from their profile). A
 * customer applies with their business details; an admin approves or declines. The card follows
 * the latest application: none or declined (with the reason) → apply; pending → being reviewed;
 * approved, or already a marketer → the way to the Marketer Portal.
 */
export function BecomeMarketerCard({ roles }: BecomeMarketerCardProps) {
  const headingId = useId();
  const isMarketer = roles.includes('Marketer');
  const [applying, setApplying] = useState(false);
  const { data, loading, error, refetch } = useQuery(MyMarketerApplicationQuery, { skip: isMarketer, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });

  let body;
  if (isMarketer) {
    body = (
      <>
        <p>You are a marketer: your referral link, customers and commissions are in the Marketer Portal.</p>
        <PortalLink />
      </>
    );
  } else if (data) {
    const application = data.myMarketerApplication ?? null;
    const canApply = !application || application.status === 'Declined';
    body =
      applying && canApply ? (
        <ApplicationForm onCancel={() => setApplying(false)} onSent={() => setApplying(false)} onStale={() => void refetch().catch(() => undefined)} />
      ) : (
        <Status application={application} onApply={() => setApplying(true)} />
      );
  } else if (error && !loading) {
    body = (
      <div role="alert">
        <p>{LOAD_FAILURE}</p>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try Again</Button>
      </div>
    );
  } else {
    body = <p role="status">Loading...</p>;
  }

  return (
    <section aria-labelledby={headingId} className="fs-become-marketer">
      <h2 id={headingId}>{isMarketer ? 'Marketer Portal' : 'Become a marketer'}</h2>
      {body}
    </section>
  );
}
