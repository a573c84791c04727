import { useMutation } from '@apollo/client/react';
import { lazy, Suspense, useId, useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import type { SavingsPlanFieldsFragment } from '../../../gql/graphql';
import { Button } from '../../ui/Button';
import { formatDate, formatNaira } from '../../ui/format';
import { lazyWithAntd } from '../../ui/lazy-with-antd';
import { PageSpinner } from '../../ui/PageSpinner';
import { useToast } from '../../ui/toast';
import { SetPlanRemindersMutation } from '../graphql/operations';
import { planRemindersText } from '@api/modules/reminders/domain/plan-reminders';
import { fulfilmentWindow, months, payLabel, paymentLabel } from '../utils/plans';
import { moneyFateLines } from '../utils/money-fate';
import { FineLines, FineWarning } from './LateFines';
import { PaymentHistory } from './PaymentHistory';
import { PaceLine } from './PlanArrival';
import { PriceLock } from './PriceLock';

// Where a paid pack is, its handover code and the changes allowed: downloaded only for a Completed plan.
const YourPack = lazyWithAntd(() => import('./YourPack'));
// Changing the pack and cancelling (issue 26): downloaded when first opened.
const ChangePackDialog = lazyWithAntd(() => import('./ChangePackDialog'));
const CancelSavingsPlanDialog = lazyWithAntd(() => import('./CancelSavingsPlanDialog'));
// Catching up on a plan that is behind (issue 26): downloaded when first opened.
const CatchUpDialog = lazyWithAntd(() => import('./CatchUpDialog'));
// The plan's contribution link (issue 27): downloaded when first opened (no antd).
const ContributionLinkPanel = lazy(() => import('./ContributionLinkPanel'));

export interface PlanCardProps {
  plan: SavingsPlanFieldsFragment;
  /** 'Pay ₦…' was pressed. */
  onPay: (plan: SavingsPlanFieldsFragment) => void;
  /** 'Pay all overdue (₦…)' was pressed: one checkout for every overdue instalment. */
  onPayOverdue?: (plan: SavingsPlanFieldsFragment) => void;
  /** The customer's reminder channels (Personal Details), for the line saying which reminders this plan gets. */
  reminderChannels?: { email: boolean; sms: boolean };
  /** Given, the title can take the focus (the first plan 'Show older plans' added). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The plan the customer was sent to (just started): drawn out. */
  highlighted?: boolean;
  /** The customer's own account number (issue 27), named on an open plan as the one bank account to pay into. */
  payInto?: { bankName: string; accountNumber: string; accountName: string } | null;
}

/**
 * One savings plan (spec section 2): progress, amounts, the next due date; a Completed plan shows
 * its badge and 'Your pack' (where it is, its handover code), an open one its Pay and reminder buttons.
 * Drawn without antd (the profile's first screen, issue 31); its dialogs bring antd when opened.
 */
export function PlanCard({ plan, onPay, onPayOverdue, reminderChannels, headingRef, highlighted = false, payInto = null }: PlanCardProps) {
  const headingId = useId();
  const toast = useToast();
  const [setReminders, { loading: savingReminders }] = useMutation(SetPlanRemindersMutation);
  const completed = plan.status === 'Completed';
  const cancelled = plan.status === 'Cancelled';
  // A pack can be changed before half the goal is paid (spec section 1), on a plan still open.
  const canChangePack = (plan.status === 'Active' || plan.status === 'AwaitingFirstPayment') && plan.amountPaidKobo * 2 < plan.totalAmountKobo;
  const [planDialog, setPlanDialog] = useState<'change' | 'cancel' | null>(null);
  const due = plan.nextDue;
  const overdue = plan.overdue;
  const [catchingUp, setCatchingUp] = useState<boolean | null>(null);
  const [sharing, setSharing] = useState(false);
  const reminders = reminderChannels ? planRemindersText({ status: plan.status, remindersEnabled: plan.remindersEnabled, frequency: plan.frequency, ...reminderChannels }) : null;
  const arrival = completed ? fulfilmentWindow(plan.fulfilment) : null;
  const arrivalLine = arrival ? <p className="fs-plan-card__arrival">{arrival}</p> : null;

  const toggleReminders = async () => {
    const enabled = !plan.remindersEnabled;
    try {
      const { data } = await setReminders({ variables: { planId: plan.id, enabled } });
      const result = data?.setPlanReminders;
      if (result?.__typename === 'SavingsPlan') {
        if (result.remindersEnabled) toast.success('Reminders Enabled', 'We will remind you by SMS and e-mail before each payment is due.');
        else toast.success('Reminders Disabled', 'You will no longer get payment reminders for this plan.');
      } else {
        toast.error('Failed to update reminders', result?.message ?? 'Please try again.');
      }
    } catch {
      toast.error('Failed to update reminders', 'Please check your connection and try again.');
    }
  };

  return (
    <article className={`${completed ? 'fs-plan-card fs-plan-card--completed' : 'fs-plan-card'}${highlighted ? ' fs-plan-card--highlighted' : ''}`} aria-labelledby={headingId}>
      <div className="fs-plan-card__head">
        <h3 id={headingId} className="fs-plan-card__title" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {plan.foodPackName}
        </h3>
        {completed ? <span className="fs-plan-card__badge">Completed</span> : cancelled ? <span className="fs-plan-card__badge fs-plan-card__badge--cancelled">Cancelled</span> : null}
      </div>
      <div className="fs-plan-card__body">
        <PlanProgress percent={plan.progressPercent} done={completed} label={`${plan.foodPackName}: ${plan.progressPercent}% paid`} />
        <dl className="fs-plan-facts">
          <div>
            <dt>Total Amount</dt>
            <dd>{formatNaira(plan.totalAmountKobo)}</dd>
          </div>
          <div>
            <dt>Amount Paid</dt>
            <dd>{formatNaira(plan.amountPaidKobo)}</dd>
          </div>
          <div>
            <dt>{paymentLabel(plan.frequency)}</dt>
            <dd>{formatNaira(plan.instalmentAmountKobo)}</dd>
          </div>
          <div>
            <dt>Plan Duration</dt>
            <dd>{months(plan.durationMonths)}</dd>
          </div>
          {plan.finesKobo > 0 && (
            <div>
              <dt>Late Fines</dt>
              <dd>{formatNaira(plan.finesKobo)}</dd>
            </div>
          )}
          {overdue && (
            <div className="fs-plan-facts__overdue">
              <dt>Total Overdue</dt>
              <dd>
                {formatNaira(overdue.amountDueKobo)} ({overdue.count} instalment{overdue.count === 1 ? '' : 's'})
              </dd>
            </div>
          )}
          {due && (
            <div>
              <dt>Next Payment</dt>
              <dd>
                {formatDate(due.dueDate)}
                {due.status === 'Overdue' && <span className="fs-schedule__status fs-schedule__status--overdue">Overdue</span>}
              </dd>
            </div>
          )}
        </dl>
        <PaceLine arrival={plan.arrival} />
        <PriceLock lock={plan.priceLock} />
        {cancelled && (
          <div className="fs-plan-card__fate">
            {moneyFateLines(plan.moneyFate).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        {!completed && !cancelled && <FineWarning warning={plan.fineWarning} />}
        <FineLines fines={plan.fines} />
        {completed && (
          // The delivery window stands in until the pack's own progress has loaded (or if it cannot).
          <Suspense fallback={arrivalLine}>
            <YourPack planId={plan.id} packName={plan.foodPackName} fallback={arrivalLine} />
          </Suspense>
        )}
        {!completed && !cancelled && (
          <div className="fs-plan-card__actions">
            {due && (
              <Button type="primary" onClick={() => onPay(plan)} aria-describedby={headingId}>
                {payLabel(due.amountDueKobo)}
              </Button>
            )}
            {overdue && overdue.count > 1 && onPayOverdue && (
              <Button type="primary" onClick={() => onPayOverdue(plan)} aria-describedby={headingId}>
                Pay all overdue ({formatNaira(overdue.amountDueKobo)})
              </Button>
            )}
            {overdue && plan.status === 'Active' && (
              <Button onClick={() => setCatchingUp(true)} aria-describedby={headingId}>
                Catch up
              </Button>
            )}
            <Button onClick={() => void toggleReminders()} loading={savingReminders} aria-describedby={headingId}>
              {plan.remindersEnabled ? 'Disable Reminders' : 'Enable Reminders'}
            </Button>
            {canChangePack && (
              <Button onClick={() => setPlanDialog('change')} aria-describedby={headingId}>
                Change pack
              </Button>
            )}
            <Button onClick={() => setSharing(true)} aria-describedby={headingId} aria-expanded={sharing}>
              Share contribution link
            </Button>
            <Button danger onClick={() => setPlanDialog('cancel')} aria-describedby={headingId}>
              Cancel plan
            </Button>
          </div>
        )}
        {sharing && !completed && !cancelled && (
          <Suspense fallback={<PageSpinner label="Opening" />}>
            <ContributionLinkPanel planId={plan.id} packName={plan.foodPackName} onClose={() => setSharing(false)} />
          </Suspense>
        )}
        {!completed && !cancelled && !canChangePack && <p className="fs-plan-card__rule">A pack can be changed before half the goal is paid.</p>}
        {reminders && !cancelled && <p className="fs-plan-card__reminders">{reminders}</p>}
        {(plan.status === 'Active' || plan.status === 'AwaitingFirstPayment') && (
          <p className="fs-plan-card__bank">
            {payInto ? (
              <>
                Or pay by bank transfer into your own account: <strong>{payInto.bankName}</strong> <strong className="fs-bank-account__number">{payInto.accountNumber}</strong> ({payInto.accountName}). Pay into no
                other account.
              </>
            ) : (
              <>
                Pay by bank transfer: <Link to="/profile?tab=payment">get your own account number</Link>.
              </>
            )}
          </p>
        )}
        {planDialog && (
          <Suspense fallback={<PageSpinner overlay label="Opening" />}>
            {planDialog === 'change' ? <ChangePackDialog plan={plan} open onClose={() => setPlanDialog(null)} /> : <CancelSavingsPlanDialog plan={plan} open onClose={() => setPlanDialog(null)} />}
          </Suspense>
        )}
        {catchingUp !== null && (
          <Suspense fallback={catchingUp ? <PageSpinner overlay label="Opening" /> : null}>
            <CatchUpDialog plan={plan} open={catchingUp} onClose={() => setCatchingUp(false)} />
          </Suspense>
        )}
        <PaymentHistory payments={plan.payments} fines={plan.fines} />
      </div>
    </article>
  );
}

/** A progress bar drawn like antd's line Progress. */
function PlanProgress({ percent, done, label }: { percent: number; done: boolean; label: string }) {
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div className={done ? 'fs-progress fs-progress--done' : 'fs-progress'} role="progressbar" aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} aria-label={label}>
      <div className="fs-progress__rail">
        <div className="fs-progress__bar" style={{ width: `${value}%` }} />
      </div>
      <span className="fs-progress__text">{value}%</span>
    </div>
  );
}
