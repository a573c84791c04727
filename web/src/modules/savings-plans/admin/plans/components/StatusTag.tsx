import { Tag } from 'antd';
import type { PaymentScheduleStatus, SavingsPlanStatus } from '../../../../../gql/admin/graphql';
import { planStatusLabel } from '../utils/plans';
import './plans.css';

export type Tone = 'ok' | 'bad' | 'info' | 'neutral';

const PLAN_TONES: Record<SavingsPlanStatus, Tone> = { Active: 'info', AwaitingFirstPayment: 'neutral', Completed: 'ok', Cancelled: 'bad' };
// Spec section 2: Paid green, Overdue red, anything else grey.
const INSTALMENT_TONES: Record<PaymentScheduleStatus, Tone> = { Paid: 'ok', Overdue: 'bad', Pending: 'neutral' };

/** A status in words on a colour, never colour alone. */
export function StatusTag({ tone, children }: { tone: Tone; children: string }) {
  return <Tag className={`fs-sp-status fs-sp-status--${tone}`}>{children}</Tag>;
}

export function PlanStatusTag({ status }: { status: SavingsPlanStatus }) {
  return <StatusTag tone={PLAN_TONES[status]}>{planStatusLabel(status)}</StatusTag>;
}

export function InstalmentStatusTag({ status }: { status: PaymentScheduleStatus }) {
  return <StatusTag tone={INSTALMENT_TONES[status]}>{status}</StatusTag>;
}
