import { useMutation } from '@apollo/client/react';
import type { RecentPaymentFieldsFragment } from '../../../../../gql/admin/graphql';
import { formatDate, formatNaira } from '../../../../ui/format';
import { useToast } from '../../../../ui/toast';
import { ReasonDialog, type ReasonAnswer } from '../../components/ReasonDialog';
import { RevertPaymentMutation } from '../graphql/operations';
import { revertSummary } from '../utils/manual-payments';
import { forgetPlanFigures } from '../utils/plan-cache';

/** Spec section 4: the confirmation before a payment is taken back. */
export const REVERT_QUESTION = 'Are you sure you want to revert this payment? This action cannot be undone.';

export interface RevertPaymentDialogProps {
  /** The payment to take back; none: the dialog is closed. */
  payment: RecentPaymentFieldsFragment | null;
  onClose: () => void;
}

/**
 * Takes back a manual payment in the books (spec section 4), with a reason for the audit trail:
 * its instalment unpaid again, a completed plan Active again, the marketer's commission on it
 * reversed. Refused once the pack has been dispatched, or when it was already reverted.
 */
export function RevertPaymentDialog({ payment, onClose }: RevertPaymentDialogProps) {
  const toast = useToast();
  const [revert] = useMutation(RevertPaymentMutation, {
    refetchQueries: ['RecentManualPayments'],
    update: (cache, { data }) => {
      if (data?.revertPayment.__typename === 'RevertedPayment') forgetPlanFigures(cache, { payablePlans: true, revenue: true });
    },
  });

  const send = async (subject: RecentPaymentFieldsFragment, reason: string): Promise<ReasonAnswer> => {
    const { data } = await revert({ variables: { paymentId: subject.paymentId, reason } });
    const result = data?.revertPayment;
    if (result?.__typename !== 'RevertedPayment') return result;
    toast.success('Payment reverted successfully', revertSummary(result));
    return 'done';
  };

  return (
    <ReasonDialog
      subject={payment}
      title="Revert payment"
      intro={(p) => (
        <>
          <p>{REVERT_QUESTION}</p>
          <p className="fs-admin-form__note">
            {formatNaira(p.amountKobo)} from {p.userFullName} for {p.foodPackName}
            {p.paidAt ? `, paid ${formatDate(p.paidAt)}` : ''}.
          </p>
        </>
      )}
      multiline
      placeholder="Why the payment is taken back (3 to 300 characters)"
      action="Revert"
      busyAction="Reverting..."
      danger
      failure="Failed to revert payment. Please try again."
      send={send}
      onClose={onClose}
    />
  );
}
