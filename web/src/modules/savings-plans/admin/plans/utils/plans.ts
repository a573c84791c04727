import type { AdminPlanFilter, AdminPlanRowFieldsFragment, AdminPlanSort, SavingsPlanStatus, SortDirection } from '../../../../../gql/admin/graphql';
import { formatDate, formatNaira } from '../../../../ui/format';

export const PLANS_PAGE_SIZE = 10;

/** The API's statuses with the words the console shows for them. */
const STATUS_LABELS: Record<SavingsPlanStatus, string> = {
  Active: 'Active',
  AwaitingFirstPayment: 'Awaiting first payment',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};

export function planStatusLabel(status: SavingsPlanStatus): string {
  return STATUS_LABELS[status];
}

/** The status filter's choices; '' is every status. */
export const STATUS_FILTER_OPTIONS: readonly { value: SavingsPlanStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'Active', label: 'Active' },
  { value: 'AwaitingFirstPayment', label: 'Awaiting first payment' },
  { value: 'Completed', label: 'Completed' },
  { value: 'Cancelled', label: 'Cancelled' },
];

export interface PlanFilterValues {
  /** YYYY-MM-DD or '' (no bound). */
  startFrom: string;
  startTo: string;
  status: SavingsPlanStatus | '';
}

export const NO_PLAN_FILTER: PlanFilterValues = { startFrom: '', startTo: '', status: '' };

/** The From day after the To day: nothing can match, so the server is not asked. */
export function badDateRange(filter: PlanFilterValues): boolean {
  return !!filter.startFrom && !!filter.startTo && filter.startFrom > filter.startTo;
}

/** The filter as the API takes it: blanks are null (no bound). */
export function toPlanFilter(filter: PlanFilterValues, search: string): AdminPlanFilter {
  return { startFrom: filter.startFrom || null, startTo: filter.startTo || null, status: filter.status || null, search: search || null };
}

export interface PlanSorting {
  sort: AdminPlanSort;
  direction: SortDirection;
}

/** Spec section 2: newest start date first unless the admin asks otherwise. */
export const DEFAULT_SORTING: PlanSorting = { sort: 'START_DATE', direction: 'DESC' };

const SORT_NAMES: Record<AdminPlanSort, string> = {
  START_DATE: 'Start date',
  CREATED_AT: 'Created date',
  TOTAL_AMOUNT: 'Total amount',
  AMOUNT_PAID: 'Amount paid',
};

/** 'Sort by' choices, as 'FIELD:DIRECTION' values (the Start date has no column to click). */
export const SORT_OPTIONS: readonly { value: string; label: string }[] = (Object.keys(SORT_NAMES) as AdminPlanSort[]).flatMap((sort) => {
  const dates = sort === 'START_DATE' || sort === 'CREATED_AT';
  return [
    { value: `${sort}:DESC`, label: `${SORT_NAMES[sort]}, ${dates ? 'newest' : 'highest'} first` },
    { value: `${sort}:ASC`, label: `${SORT_NAMES[sort]}, ${dates ? 'oldest' : 'lowest'} first` },
  ];
});

export function sortingValue(s: PlanSorting): string {
  return `${s.sort}:${s.direction}`;
}

export function parseSorting(value: string): PlanSorting {
  const [sort, direction] = value.split(':');
  return sort in SORT_NAMES && (direction === 'ASC' || direction === 'DESC') ? { sort: sort as AdminPlanSort, direction } : DEFAULT_SORTING;
}

/**
 * What a row offers besides its schedule. Money is never destroyed: a plan that never received a
 * payment may be deleted; one that did is cancelled instead (instalments and payments kept),
 * unless it is already over.
 */
export function removalOf(plan: Pick<AdminPlanRowFieldsFragment, 'hasPayments' | 'status'>): 'delete' | 'cancel' | null {
  if (!plan.hasPayments) return 'delete';
  return plan.status === 'Completed' || plan.status === 'Cancelled' ? null : 'cancel';
}

/** An instalment's amount as the customer's schedule shows it: '₦3,000 + ₦500 fine', or a fine of its own. */
export function instalmentAmountText(row: { amountKobo: number; fineKobo: number; kind: string }): string {
  if (row.kind === 'fine') return `${formatNaira(row.amountKobo)} late fine`;
  if (row.fineKobo > 0) return `${formatNaira(row.amountKobo - row.fineKobo)} + ${formatNaira(row.fineKobo)} fine`;
  return formatNaira(row.amountKobo);
}

const REFUND_STATES: Record<string, string> = {
  requested: 'being sent to Paystack',
  pending: 'pending at Paystack',
  processing: 'processing',
  processed: 'processed',
  failed: 'failed: contact Paystack support',
  'needs-attention': 'needs attention at Paystack',
};

/** How a payment was taken back, for a person: 'Reverted', or 'Refunded to card: processing'. */
export function takenBackText(p: { revertKind: string | null; refundChannel: string | null; refundStatus: string | null }): string {
  if (p.revertKind !== 'Refund') return 'Reverted';
  const way = p.refundChannel === 'card' ? 'to card' : `by ${CHANNELS[p.refundChannel ?? ''] ?? 'hand'}`;
  return `Refunded ${way}: ${REFUND_STATES[p.refundStatus ?? ''] ?? p.refundStatus ?? ''}`;
}

const CHANNELS: Record<string, string> = { cash: 'Cash', bank_transfer: 'Bank transfer', pos: 'POS', card: 'Card', bank: 'Bank', ussd: 'USSD', qr: 'QR', mobile_money: 'Mobile money', dedicated_nuban: 'Transfer to own account number' };

/**
 * Where a payment came from, for a person: the channel, then the reference worth quoting (the
 * transfer or POS reference of a manual payment, Paystack's own otherwise).
 */
export function paymentSource(p: { provider: string; channel: string | null; reference: string; externalReference: string | null }): string {
  const channel = p.channel ? (CHANNELS[p.channel] ?? p.channel.replace(/_/g, ' ')) : p.provider === 'manual' ? 'Manual payment' : 'Paystack';
  const reference = p.externalReference ?? (p.provider === 'manual' ? null : p.reference);
  return reference ? `${channel} · ${reference}` : channel;
}

/** Only an open plan's fines can be waived (the server answers PLAN_CLOSED otherwise). */
export function canWaiveFines(status: SavingsPlanStatus): boolean {
  return status === 'Active' || status === 'AwaitingFirstPayment';
}

/**
 * Where a late fine stands, for a person: 'Waived on Mar 3, 2026 by Amaka Eze — Customer was in
 * hospital'; else 'Paid' once the plan is completed (fines included), 'Owed' before.
 */
export function fineStateText(
  fine: { waived: boolean; waivedAt?: string | null; waivedByName?: string | null; waiveReason?: string | null },
  planStatus: SavingsPlanStatus,
): string {
  if (fine.waived) return `Waived on ${formatDate(fine.waivedAt)} by ${fine.waivedByName ?? 'an admin'}${fine.waiveReason ? ` — ${fine.waiveReason}` : ''}`;
  return planStatus === 'Completed' ? 'Paid' : 'Owed';
}

/** A fine in words: '₦10,000 late fine of month 1'. */
export function fineName(fine: { monthIndex: number; amountKobo: number }): string {
  return `${formatNaira(fine.amountKobo)} late fine of month ${fine.monthIndex}`;
}
