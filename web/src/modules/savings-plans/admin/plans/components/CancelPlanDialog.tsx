import { useMutation } from '@apollo/client/react';
import type { AdminPlanRowFieldsFragment } from '../../../../../gql/admin/graphql';
import { useToast } from '../../../../ui/toast';
import { ReasonDialog, type ReasonAnswer } from '../../components/ReasonDialog';
import { AdminCancelPlanMutation, AdminSavingsPlansQuery } from '../graphql/operations';

export interface CancelPlanDialogProps {
  plan: AdminPlanRowFieldsFragment | null;
  onClose: () => void;
}

/**
 * 'Cancel plan', for a plan that has received money (money is never destroyed, so it is not
 * deleted): a required reason, audited by the server.
 */
export function CancelPlanDialog({ plan, onClose }: CancelPlanDialogProps) {
  const toast = useToast();
  const [cancel] = useMutation(AdminCancelPlanMutation, { refetchQueries: [AdminSavingsPlansQuery] });

  const send = async (subject: AdminPlanRowFieldsFragment, reason: string): Promise<ReasonAnswer> => {
    const { data } = await cancel({ variables: { planId: subject.id, reason } });
    const result = data?.cancelPlan;
    if (result?.__typename !== 'AdminSavingsPlan') return result;
    toast.success('Savings plan cancelled', `${subject.userFullName}'s ${subject.foodPackName} plan was cancelled. Its instalments and payments are kept.`);
    return 'done';
  };

  return (
    <ReasonDialog
      subject={plan}
      title="Cancel savings plan"
      intro={(p) => (
        <>
          <p>
            <strong>{p.userFullName}</strong>: {p.foodPackName}
          </p>
          <p>
            This plan has received money, so it cannot be deleted. It will be cancelled instead: no further payments are taken, and its instalments and
            payments are kept on record.
          </p>
        </>
      )}
      multiline
      placeholder="Why is this plan cancelled? (3 to 300 characters)"
      cancelLabel="Keep plan"
      action="Cancel plan"
      busyAction="Cancelling..."
      danger
      failure="Failed to cancel savings plan. Please try again."
      send={send}
      onClose={onClose}
    />
  );
}
