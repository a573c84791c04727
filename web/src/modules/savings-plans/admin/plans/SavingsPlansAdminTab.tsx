import { useRef, useState } from 'react';
import type { AdminPlanRowFieldsFragment } from '../../../../gql/admin/graphql';
import { CancelPlanDialog } from './components/CancelPlanDialog';
import { ChangePackDialog } from './components/ChangePackDialog';
import { DeletePlanDialog } from './components/DeletePlanDialog';
import { PlanList } from './components/PlanList';
import { RefundsOwed } from '../refunds/RefundsOwed';
import { ScheduleDialog } from './components/ScheduleDialog';
import './components/plans.css';

type Plan = AdminPlanRowFieldsFragment;
type Dialog = { kind: 'schedule' | 'delete' | 'cancel' | 'change'; plan: Plan } | null;

/**
 * The admin console's Savings Plans tab (spec section 2, issue 14): every plan, filtered, sorted
 * and paged on the server; per plan its payment schedule, and Delete for a plan that never
 * received money or Cancel plan (with a reason) for one that did.
 */
export function SavingsPlansAdminTab() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => setDialog(null);
  const of = (kind: NonNullable<Dialog>['kind']) => (dialog?.kind === kind ? dialog.plan : null);

  return (
    <section aria-labelledby="savings-plans-heading" className="fs-sp-admin">
      <h2 id="savings-plans-heading" ref={headingRef} tabIndex={-1}>
        Savings Plans
      </h2>
      <PlanList
        onViewSchedule={(plan) => setDialog({ kind: 'schedule', plan })}
        onDelete={(plan) => setDialog({ kind: 'delete', plan })}
        onCancel={(plan) => setDialog({ kind: 'cancel', plan })}
        onChangePack={(plan) => setDialog({ kind: 'change', plan })}
      />
      <ScheduleDialog plan={of('schedule')} onClose={close} />
      <DeletePlanDialog
        plan={of('delete')}
        onClose={close}
        // The row (and its Delete button) is gone: focus goes back to the top of the list.
        onDeleted={() => headingRef.current?.focus()}
      />
      <CancelPlanDialog plan={of('cancel')} onClose={close} />
      <ChangePackDialog plan={of('change')} onClose={close} />
      <RefundsOwed />
    </section>
  );
}
