import { useMutation } from '@apollo/client/react';
import type { AdminLateFineFieldsFragment } from '../../../../../gql/admin/graphql';
import { formatDate } from '../../../../ui/format';
import { useToast } from '../../../../ui/toast';
import { ReasonDialog, type ReasonAnswer } from '../../components/ReasonDialog';
import { AdminPlanScheduleQuery, AdminSavingsPlansQuery, AdminWaiveLateFineMutation } from '../graphql/operations';
import { fineName } from '../utils/plans';

/** What the schedule says once a fine is waived. */
export interface WaivedFine {
  monthIndex: number;
  amountKobo: number;
  /** Paid beyond the plan's new total: to be paid back to the customer by hand. */
  refundKobo: number;
}

export interface WaiveFineDialogProps {
  fine: AdminLateFineFieldsFragment | null;
  customerName: string;
  onClose: () => void;
  onWaived: (waived: WaivedFine) => void;
  /** Called once the dialog has closed (so focus can move). */
  afterClose?: () => void;
}

/**
 * 'Waive' on a late fine in the schedule: a required reason, audited by the server, on one line
 * (the server refuses line breaks).
 */
export function WaiveFineDialog({ fine, customerName, onClose, onWaived, afterClose }: WaiveFineDialogProps) {
  const toast = useToast();
  // Fetched again only once waived: the schedule's amounts and totals change, and the plan may be completed.
  const [waive] = useMutation(AdminWaiveLateFineMutation, {
    refetchQueries: ({ data }) => (data?.waiveLateFine.__typename === 'WaivedLateFine' ? [AdminPlanScheduleQuery, AdminSavingsPlansQuery] : []),
  });

  const send = async (subject: AdminLateFineFieldsFragment, reason: string): Promise<ReasonAnswer> => {
    const { data } = await waive({ variables: { fineId: subject.id, reason } });
    const result = data?.waiveLateFine;
    if (result?.__typename !== 'WaivedLateFine') return result;
    toast.success('Late fine waived', `The ${fineName(subject)} is no longer owed by ${customerName}.`);
    onWaived({ monthIndex: subject.monthIndex, amountKobo: subject.amountKobo, refundKobo: result.refundKobo });
    return 'done';
  };

  return (
    <ReasonDialog
      subject={fine}
      title="Waive late fine"
      intro={(f) => (
        <>
          <p>
            <strong>{customerName}</strong>: the {fineName(f)}, applied {formatDate(f.fineDate)}.
          </p>
          <p>The fine will no longer be owed: its part of the schedule goes, and anything already paid toward it counts toward the rest of the plan.</p>
        </>
      )}
      placeholder="Why is this fine waived? (3 to 300 characters)"
      action="Waive fine"
      busyAction="Waiving..."
      failure="Failed to waive the late fine. Please try again."
      send={send}
      onClose={onClose}
      afterClose={afterClose}
    />
  );
}
