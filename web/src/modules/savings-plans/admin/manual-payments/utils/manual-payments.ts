import type { CreatePlanForUserInput, ManualPaymentChannel, PaymentFrequency, RecordManualPaymentInput, SavingsPlanStatus } from '../../../../../gql/admin/graphql';
import { formatDate, formatNaira } from '../../../../ui/format';
import { textProblem } from '../../utils/reason';

/** How many people the customer picker offers for one search. */
export const CUSTOMER_SEARCH_SIZE = 20;
/** The server's page limit: every available pack in one list (the catalogue is small). */
export const FOOD_PACKS_PAGE_SIZE = 100;

/** Spec section 9: durations 1 to 4 months, 1 by default; frequency monthly by default. */
export const DURATION_MONTHS = [1, 2, 3, 4] as const;
export const DEFAULT_DURATION = 1;
export const DEFAULT_FREQUENCY: PaymentFrequency = 'monthly';

/** The limits the server checks (manual-payment.service.ts, audit/domain/admin-reason.ts). */
export const REFERENCE_MAX = 100;

/** Spec section 5. */
export const SELECT_PLAN_AND_SCHEDULE = 'Please select a plan and schedule';

export const CHANNELS: readonly { value: ManualPaymentChannel; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'pos', label: 'POS' },
];

/**
 * What a search picker holds once something is chosen: the label stays on screen while the
 * admin types a new search that no longer lists it.
 */
export interface PickedOption {
  value: string;
  label: string;
  /** A second, smaller line (an e-mail), to tell two people of the same name apart. */
  detail?: string;
}

export interface CreatePlanValues {
  customer: PickedOption | null;
  foodPackId: string;
  frequency: PaymentFrequency;
  /** The <select>'s value, e.g. '1'. */
  durationMonths: string;
  /** YYYY-MM-DD, as the date input gives it. */
  startDate: string;
}

export const CREATE_PLAN_FIELDS = ['customer', 'foodPackId', 'frequency', 'durationMonths', 'startDate'] as const;

export function emptyCreatePlan(today: string): CreatePlanValues {
  return { customer: null, foodPackId: '', frequency: DEFAULT_FREQUENCY, durationMonths: String(DEFAULT_DURATION), startDate: today };
}

/** The server's field names (input.userId) as the form's. */
export function createPlanField(field: string): string {
  return field === 'userId' ? 'customer' : field;
}

export function validateCreatePlan(values: CreatePlanValues): Partial<Record<keyof CreatePlanValues, string>> {
  return /^\d{4}-\d{2}-\d{2}$/.test(values.startDate) ? {} : { startDate: 'Please choose a start date' };
}

/** Only called once a customer and a pack are chosen (the button is disabled until then). */
export function toCreatePlanInput(values: CreatePlanValues): CreatePlanForUserInput {
  return {
    userId: values.customer?.value ?? '',
    foodPackId: values.foodPackId,
    frequency: values.frequency,
    durationMonths: Number(values.durationMonths),
    startDate: values.startDate,
  };
}

export interface UpdatePaymentValues {
  plan: PickedOption | null;
  scheduleId: string;
  channel: ManualPaymentChannel | '';
  reference: string;
  note: string;
}

export const UPDATE_PAYMENT_FIELDS = ['plan', 'scheduleId', 'channel', 'reference', 'note'] as const;

export const EMPTY_UPDATE_PAYMENT: UpdatePaymentValues = { plan: null, scheduleId: '', channel: '', reference: '', note: '' };

/** The server's field names (input.planId) as the form's. */
export function updatePaymentField(field: string): string {
  return field === 'planId' ? 'plan' : field;
}

export function validateUpdatePayment(values: UpdatePaymentValues): Partial<Record<keyof UpdatePaymentValues, string>> {
  const errors: Partial<Record<keyof UpdatePaymentValues, string>> = {};
  if (!values.plan) errors.plan = SELECT_PLAN_AND_SCHEDULE;
  else if (!values.scheduleId) errors.scheduleId = SELECT_PLAN_AND_SCHEDULE;
  if (!values.channel) errors.channel = 'Please choose how the money was paid';
  if (values.reference.trim().length > REFERENCE_MAX) errors.reference = `Reference must be at most ${REFERENCE_MAX} characters`;
  const note = textProblem(values.note, 'Note');
  if (note) errors.note = note;
  return errors;
}

/** Only called once the form is valid. */
export function toRecordManualPaymentInput(values: UpdatePaymentValues): RecordManualPaymentInput {
  return {
    planId: values.plan?.value ?? '',
    scheduleId: values.scheduleId,
    channel: values.channel as ManualPaymentChannel,
    reference: values.reference.trim() || null,
    note: values.note.trim(),
  };
}

/** The plan picker's label (the brief's 'Customer — Pack'). */
export function planLabel(plan: { userFullName: string; foodPackName: string }): string {
  return `${plan.userFullName} — ${plan.foodPackName}`;
}

/** An instalment as the admin picks it: 'Mar 5, 2025 — ₦12,000'. */
export function instalmentLabel(instalment: { dueDate: string; amountDueKobo: number }): string {
  return `${formatDate(instalment.dueDate)} — ${formatNaira(instalment.amountDueKobo)}`;
}

/** What a revert changed, for its toast: the instalment, and the plan and commission when they moved. */
export function revertSummary(result: { planStatus: SavingsPlanStatus; commissionReversedKobo: number }): string {
  const parts = ['The instalment it paid is unpaid again.'];
  // Active: a completed plan was reopened, or an active one stays so; the answer does not say which.
  if (result.planStatus === 'Active') parts.push('The plan is Active.');
  if (result.commissionReversedKobo !== 0) parts.push(`The marketer's commission of ${formatNaira(result.commissionReversedKobo)} on it was reversed.`);
  return parts.join(' ');
}
