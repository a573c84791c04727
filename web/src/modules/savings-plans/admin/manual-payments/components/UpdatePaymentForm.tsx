import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Tag } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { badUserInputFields, errorMessage, toFormErrors, type FieldMessage } from '../../../../../lib/graphql-errors';
import { ListFailed, ListNote } from '../../../../ui/admin-list';
import { TextField } from '../../../../ui/fields';
import { formatNaira } from '../../../../ui/format';
import { useToast } from '../../../../ui/toast';
import { ValidatedForm } from '../../../../ui/ValidatedForm';
import { ManualPaymentPayablePlansQuery, RecordManualPaymentMutation } from '../graphql/operations';
import {
  CHANNELS,
  EMPTY_UPDATE_PAYMENT,
  instalmentLabel,
  planLabel,
  REFERENCE_MAX,
  SELECT_PLAN_AND_SCHEDULE,
  toRecordManualPaymentInput,
  UPDATE_PAYMENT_FIELDS,
  updatePaymentField,
  validateUpdatePayment,
  type PickedOption,
  type UpdatePaymentValues,
} from '../utils/manual-payments';
import { forgetPlanFigures } from '../utils/plan-cache';
import { ChoiceField } from './fields';
import { SearchSelectField, useServerSearch, type SearchOption } from './SearchSelectField';

const FAILURE = 'Failed to update payment. Please try again.';
const PLANS_FAILURE = 'Failed to fetch savings plans. Please try again.';

/** What the form's own queries and Recent Payments show changes with every payment recorded. */
const AFTER_PAYMENT = ['ManualPaymentPayablePlans', 'RecentManualPayments'];

function PlanField() {
  const { setFieldValue } = useFormikContext<UpdatePaymentValues>();
  const { onSearch, search, typing } = useServerSearch();
  const { data, loading, error } = useQuery(ManualPaymentPayablePlansQuery, { variables: { search }, skip: !search });
  const found = search && !typing ? data?.payablePlans : undefined;
  const options: SearchOption[] = (found ?? []).map((p) => ({ value: p.planId, label: planLabel(p), detail: p.userEmail }));
  return (
    <SearchSelectField
      name="plan"
      label="Savings Plan"
      placeholder="Search by customer or food pack"
      hint="Type part of the customer's name or e-mail, or of the food pack's name. Only plans still being paid are listed."
      required
      options={options}
      busy={typing || loading}
      onSearch={onSearch}
      empty={error ? PLANS_FAILURE : search ? 'No plans found' : 'Type a customer or food pack'}
      status={found ? `${found.length} ${found.length === 1 ? 'plan' : 'plans'} found` : ''}
      // Another plan: its own instalments.
      onPicked={() => void setFieldValue('scheduleId', '')}
    />
  );
}

/**
 * The chosen plan's unpaid instalments, fresh from the server. They are asked by the customer's
 * e-mail (the picked option's detail), not by the picker's search, so typing a new search does
 * not take them away; recording a payment refetches them.
 */
function InstalmentField({ plan }: { plan: PickedOption }) {
  const { data, error, refetch } = useQuery(ManualPaymentPayablePlansQuery, { variables: { search: plan.detail ?? plan.label }, notifyOnNetworkStatusChange: true });
  if (error && !data) return <ListFailed message={PLANS_FAILURE} onRetry={refetch} />;
  if (!data) return <ListNote>Loading instalments...</ListNote>;
  const unpaid = data.payablePlans.find((p) => p.planId === plan.value)?.unpaid ?? [];
  if (!unpaid.length) return <ListNote>This plan has no unpaid instalments left: it is fully paid or no longer takes payments.</ListNote>;
  return (
    <div className="fs-mp-instalments">
      <ChoiceField
        name="scheduleId"
        legend="Instalment"
        required
        options={unpaid.map((i) => ({
          value: i.scheduleId,
          // The plan's credit can cover an instalment in full: the server has nothing to record then.
          disabled: i.amountDueKobo <= 0,
          label: (
            <span className="fs-mp-instalment">
              {instalmentLabel(i)}{' '}
              {i.status === 'Overdue' && <Tag color="red">Overdue</Tag>}
              {i.amountDueKobo <= 0 && <span className="fs-mp-option__detail"> (covered by the plan's credit)</span>}
            </span>
          ),
        }))}
      />
    </div>
  );
}

function PaymentFields({ busy, problem }: { busy: boolean; problem: string | null }) {
  const { values } = useFormikContext<UpdatePaymentValues>();
  return (
    <>
      {problem && <Alert type="error" showIcon title={problem} className="fs-mp-alert" />}
      <PlanField />
      {values.plan && <InstalmentField plan={values.plan} />}
      <ChoiceField name="channel" legend="Paid By" required inline options={CHANNELS} />
      <div className="fs-admin-form__grid">
        <TextField name="reference" label={`Reference (optional, at most ${REFERENCE_MAX} characters)`} placeholder="Transfer or POS slip reference" autoComplete="off" />
      </div>
      <TextField name="note" label="Note" required multiline rows={2} placeholder="e.g. Cash received at the office by Adaeze" />
      <div className="fs-mp-actions">
        <Button type="primary" htmlType="submit" loading={busy} aria-busy={busy || undefined}>
          {busy ? 'Updating...' : 'Update Payment'}
        </Button>
      </div>
    </>
  );
}

/**
 * 'Update Payment' (spec sections 2 and 5): money received outside Paystack (cash, a transfer, a
 * POS payment) recorded against one unpaid instalment of a plan, for what it costs now. The
 * receipt and the marketer's commission follow as for a card payment.
 */
export function UpdatePaymentForm() {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [record, { loading }] = useMutation(RecordManualPaymentMutation, {
    refetchQueries: AFTER_PAYMENT,
    update: (cache, { data }) => {
      if (data?.recordManualPayment.__typename === 'RecentPayment') forgetPlanFigures(cache, { payablePlans: false, revenue: true });
    },
  });

  const fieldErrors = (fields: readonly FieldMessage[]) => toFormErrors(fields.map((f) => ({ ...f, field: updatePaymentField(f.field) })), UPDATE_PAYMENT_FIELDS);

  const submit = async (values: UpdatePaymentValues, helpers: FormikHelpers<UpdatePaymentValues>) => {
    setProblem(null);
    try {
      const { data } = await record({ variables: { input: toRecordManualPaymentInput(values) } });
      const result = data?.recordManualPayment;
      if (result?.__typename === 'RecentPayment') {
        toast.success('Payment updated successfully', `${formatNaira(result.amountKobo)} recorded for ${result.userFullName} (${result.foodPackName}).`);
        // The same plan stays chosen, with its instalments refetched, for the next one.
        helpers.resetForm({ values: { ...EMPTY_UPDATE_PAYMENT, plan: values.plan } });
      } else if (result?.__typename === 'ErrorResult') {
        helpers.setErrors(fieldErrors(result.fieldErrors));
        setProblem(result.message || FAILURE);
      }
    } catch (error) {
      const fields = badUserInputFields(error);
      helpers.setErrors(fieldErrors(fields));
      setProblem(fields.length ? errorMessage(error) || FAILURE : FAILURE);
    }
  };

  return (
    <Formik<UpdatePaymentValues> initialValues={EMPTY_UPDATE_PAYMENT} validate={validateUpdatePayment} onSubmit={submit}>
      <ValidatedForm<UpdatePaymentValues>
        fields={UPDATE_PAYMENT_FIELDS}
        problemOf={(v) => (v.plan && v.scheduleId ? null : { title: 'Missing information', message: SELECT_PLAN_AND_SCHEDULE })}
        aria-label="Update Payment"
        className="fs-mp-form"
      >
        <PaymentFields busy={loading} problem={problem} />
      </ValidatedForm>
    </Formik>
  );
}
