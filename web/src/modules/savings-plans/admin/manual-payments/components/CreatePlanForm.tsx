import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { badUserInputFields, errorMessage, toFormErrors, type FieldMessage } from '../../../../../lib/graphql-errors';
import { ListFailed } from '../../../../ui/admin-list';
import { SelectField } from '../../../../ui/fields';
import { formatNaira } from '../../../../ui/format';
import { useToast } from '../../../../ui/toast';
import { ValidatedForm } from '../../../../ui/ValidatedForm';
import { lagosDate } from '@api/common/time';
import { FREQUENCIES, frequencyLabel, months } from '../../../utils/plans';
import { CreatePlanForUserMutation, ManualPaymentCustomersQuery, ManualPaymentFoodPacksQuery } from '../graphql/operations';
import {
  CREATE_PLAN_FIELDS,
  createPlanField,
  CUSTOMER_SEARCH_SIZE,
  DURATION_MONTHS,
  emptyCreatePlan,
  FOOD_PACKS_PAGE_SIZE,
  toCreatePlanInput,
  validateCreatePlan,
  type CreatePlanValues,
} from '../utils/manual-payments';
import { forgetPlanFigures } from '../utils/plan-cache';
import { ChoiceField, DateField } from './fields';
import { SearchSelectField, useServerSearch, type SearchOption } from './SearchSelectField';

const FAILURE = 'Failed to create savings plan. Please try again.';
const PACKS_FAILURE = 'Failed to fetch food packs. Please try again.';

function CustomerField() {
  const { onSearch, search, typing } = useServerSearch();
  const { data, loading, error } = useQuery(ManualPaymentCustomersQuery, { variables: { search, pageSize: CUSTOMER_SEARCH_SIZE }, skip: !search });
  const found = search && !typing ? data?.adminUsers.items : undefined;
  const options: SearchOption[] = (found ?? []).map((u) => ({
    value: u.id,
    label: u.fullName,
    // The server refuses a suspended customer: shown so the admin knows why it cannot be chosen.
    detail: u.status === 'Active' ? u.email : `${u.email} (Suspended)`,
    disabled: u.status !== 'Active',
  }));
  const busy = typing || loading;
  return (
    <SearchSelectField
      name="customer"
      label="Customer"
      placeholder="Search by name or e-mail"
      hint="Type part of the customer's name or e-mail."
      required
      options={options}
      busy={busy}
      onSearch={onSearch}
      empty={error ? 'Failed to fetch users. Please try again.' : search ? 'No customers found' : 'Type a name or e-mail'}
      status={found ? `${found.length} ${found.length === 1 ? 'customer' : 'customers'} found` : ''}
    />
  );
}

function FoodPackField() {
  const { data, error, refetch } = useQuery(ManualPaymentFoodPacksQuery, { variables: { pageSize: FOOD_PACKS_PAGE_SIZE }, notifyOnNetworkStatusChange: true });
  if (error && !data) return <ListFailed message={PACKS_FAILURE} onRetry={refetch} />;
  const packs = data?.foodPacks.items.filter((p) => p.available);
  const first = !packs ? 'Loading food packs...' : packs.length ? 'Select a food pack' : 'No food packs are available';
  return (
    <SelectField
      name="foodPackId"
      label="Food Pack"
      required
      disabled={!packs?.length}
      options={[{ value: '', label: first }, ...(packs ?? []).map((p) => ({ value: p.id, label: `${p.name} — ${formatNaira(p.priceKobo)}` }))]}
    />
  );
}

function CreateButton({ busy }: { busy: boolean }) {
  const { values } = useFormikContext<CreatePlanValues>();
  const whyDisabled = useId();
  const ready = !!values.customer && !!values.foodPackId;
  return (
    <div className="fs-mp-actions">
      {!ready && (
        <p className="fs-admin-form__note" id={whyDisabled}>
          Choose a customer and a food pack to create the plan.
        </p>
      )}
      <Button type="primary" htmlType="submit" disabled={!ready} loading={busy} aria-busy={busy || undefined} aria-describedby={ready ? undefined : whyDisabled}>
        {busy ? 'Creating...' : 'Create Plan'}
      </Button>
    </div>
  );
}

/**
 * 'Create New Plan' (spec sections 2 and 5): a plan for a customer on an available pack, Active at
 * once with manual payments (the admin vouches for it). The start date may be in the past for a
 * customer who already saved in cash: their instalments already due show as Overdue until recorded.
 */
export function CreatePlanForm() {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreatePlanForUserMutation, {
    update: (cache, { data }) => {
      if (data?.createPlanForUser.__typename === 'AdminSavingsPlan') forgetPlanFigures(cache, { payablePlans: true, revenue: false });
    },
  });

  const fieldErrors = (fields: readonly FieldMessage[]) => toFormErrors(fields.map((f) => ({ ...f, field: createPlanField(f.field) })), CREATE_PLAN_FIELDS);

  const submit = async (values: CreatePlanValues, helpers: FormikHelpers<CreatePlanValues>) => {
    setProblem(null);
    try {
      const { data } = await create({ variables: { input: toCreatePlanInput(values) } });
      const result = data?.createPlanForUser;
      if (result?.__typename === 'AdminSavingsPlan') {
        const schedule = `${frequencyLabel(values.frequency).toLowerCase()} payments over ${months(Number(values.durationMonths))}`;
        toast.success('Savings plan created successfully', `${result.foodPackName} for ${result.userFullName}: ${schedule}. Record what they pay under Update Payment.`);
        helpers.resetForm({ values: emptyCreatePlan(lagosDate(new Date())) });
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
    <Formik<CreatePlanValues> initialValues={emptyCreatePlan(lagosDate(new Date()))} validate={validateCreatePlan} onSubmit={submit}>
      <ValidatedForm<CreatePlanValues> fields={CREATE_PLAN_FIELDS} aria-label="Create New Plan" className="fs-mp-form">
        {problem && <Alert type="error" showIcon title={problem} className="fs-mp-alert" />}
        <div className="fs-admin-form__grid">
          <CustomerField />
          <FoodPackField />
        </div>
        <ChoiceField name="frequency" legend="Payment Frequency" inline options={FREQUENCIES.map((f) => ({ value: f, label: frequencyLabel(f) }))} />
        <div className="fs-admin-form__grid">
          <SelectField name="durationMonths" label="Duration" options={DURATION_MONTHS.map((n) => ({ value: String(n), label: months(n) }))} />
          <DateField
            name="startDate"
            label="Start Date"
            required
            hint="Today by default. It may be in the past, for a customer who already paid in cash (up to a year back); instalments already due then show as Overdue."
          />
        </div>
        <CreateButton busy={loading} />
      </ValidatedForm>
    </Formik>
  );
}
