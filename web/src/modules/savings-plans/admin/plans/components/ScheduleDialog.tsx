import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import type { AdminPlanRowFieldsFragment, AdminPlanScheduleQuery } from '../../../../../gql/admin/graphql';
import { AdminDialog, ListFailed, ListNote } from '../../../../ui/admin-list';
import { formatDate, formatNaira } from '../../../../ui/format';
import { AdminPlanScheduleQuery as ScheduleQuery } from '../graphql/operations';
import { instalmentAmountText, paymentSource, takenBackText } from '../utils/plans';
import { RefundPlanForm } from './RefundPlanForm';
import { CustomerCredit } from './CustomerCredit';
import { LateFines } from './LateFines';
import { InstalmentStatusTag, PlanStatusTag, StatusTag } from './StatusTag';
import { formatPhone } from '../../../../ui/phone';

type Schedule = NonNullable<AdminPlanScheduleQuery['planSchedule']>;

const FAILURE = 'Failed to fetch payment schedule. Please try again.';

function ScheduleDetails({ planId, schedule }: { planId: string; schedule: Schedule }) {
  const ids = useId();
  return (
    <>
      <dl className="fs-sp-facts">
        <div>
          <dt>Customer</dt>
          <dd>
            {schedule.customerName}
            <br />
            {formatPhone(schedule.customerPhoneNumber) || '-'}
          </dd>
        </div>
        <div>
          <dt>Food Pack</dt>
          <dd>{schedule.foodPackName}</dd>
        </div>
        <div>
          <dt>Total Amount</dt>
          <dd>
            {formatNaira(schedule.totalAmountKobo)}
            {schedule.finesKobo > 0 && ` + ${formatNaira(schedule.finesKobo)} fines`}
          </dd>
        </div>
        <div>
          <dt>Amount Paid</dt>
          <dd>{formatNaira(schedule.amountPaidKobo)}</dd>
        </div>
        <div>
          <dt>Left to Pay</dt>
          <dd>{formatNaira(Math.max(0, schedule.totalAmountKobo + schedule.finesKobo - schedule.amountPaidKobo))}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <PlanStatusTag status={schedule.status} />
          </dd>
        </div>
      </dl>

      <h3 id={`${ids}-instalments`} className="fs-sp-subheading">
        Instalments
      </h3>
      <div className="fs-sp-scroll" role="region" aria-labelledby={`${ids}-instalments`} tabIndex={0}>
        <table className="fs-sp-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Due Date</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {schedule.schedules.map((s) => (
              <tr key={s.id}>
                <td>{s.sequence}</td>
                <td>{formatDate(s.dueDate)}</td>
                <td>{instalmentAmountText(s)}</td>
                <td>
                  <InstalmentStatusTag status={s.status} />
                  {s.paidAt && <span className="fs-sp-table__when"> on {formatDate(s.paidAt)}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <LateFines fines={schedule.fines} planStatus={schedule.status} customerName={schedule.customerName} />

      <h3 id={`${ids}-payments`} className="fs-sp-subheading">
        Payments
      </h3>
      {schedule.payments.length === 0 ? (
        <p>No payments recorded yet.</p>
      ) : (
        <ul className="fs-sp-payments" aria-labelledby={`${ids}-payments`}>
          {schedule.payments.map((p) => (
            <li key={p.id} className={p.revertedAt ? 'fs-sp-payments__reverted' : undefined}>
              <div className="fs-sp-payments__head">
                <span>{paymentSource(p)}</span>
                <strong className="fs-sp-payments__amount">{formatNaira(p.amountKobo)}</strong>
              </div>
              <p className="fs-sp-payments__meta">
                {p.paidAt ? `Paid ${formatDate(p.paidAt)}` : 'Not yet confirmed'}
                {p.contributorName && ` · From ${p.contributorName} (contribution link)`}
                {p.revertedAt && (
                  <>
                    {' · '}
                    <StatusTag tone="bad">{takenBackText(p)}</StatusTag> {formatDate(p.revertedAt)}
                    {p.revertReason && `: ${p.revertReason}`}
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      {schedule.status === 'Completed' && <RefundPlanForm planId={planId} problem={schedule.refundProblem ?? null} />}
      <CustomerCredit userId={schedule.userId} />
    </>
  );
}

function ScheduleBody({ planId }: { planId: string }) {
  // Fresh every time: payments are recorded and reverted while the dialog is closed.
  const { data, error, loading, refetch } = useQuery(ScheduleQuery, { variables: { planId }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  if (data?.planSchedule) return <ScheduleDetails planId={planId} schedule={data.planSchedule} />;
  if (data && !loading) return <ListNote>This savings plan no longer exists.</ListNote>;
  if (error && !loading) return <ListFailed message={FAILURE} onRetry={refetch} />;
  return <ListNote>Loading...</ListNote>;
}

/** 'View schedule' (spec section 2): the plan's customer, totals, instalments with their status, its late fines (waivable), and its payments. */
export function ScheduleDialog({ plan, onClose }: { plan: AdminPlanRowFieldsFragment | null; onClose: () => void }) {
  return (
    <AdminDialog open={!!plan} title={plan ? `Payment schedule: ${plan.userFullName}` : 'Payment schedule'} busy={false} onClose={onClose} width={720}>
      {plan && <ScheduleBody planId={plan.id} />}
    </AdminDialog>
  );
}
