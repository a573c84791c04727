import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import type { AdminPlanRowFieldsFragment } from '../../../../../gql/admin/graphql';
import { ConfirmDeleteDialog, useResultAction } from '../../../../ui/admin-list';
import { useToast } from '../../../../ui/toast';
import { AdminDeletePlanMutation, AdminSavingsPlansQuery } from '../graphql/operations';

export interface DeletePlanDialogProps {
  plan: AdminPlanRowFieldsFragment | null;
  onClose: () => void;
  /** The plan is gone (called once the dialog has closed, so focus can move). */
  onDeleted: () => void;
}

const FAILURE = 'Failed to delete savings plan. Please try again.';

/**
 * Delete a plan that never received money (spec section 2), with its instalments. The server
 * refuses one that has a payment (PLAN_HAS_PAYMENTS); the list is fetched again either way, so the
 * row then offers 'Cancel plan'. It cannot be dismissed while deleting.
 */
export function DeletePlanDialog({ plan, onClose, onDeleted }: DeletePlanDialogProps) {
  const toast = useToast();
  const run = useResultAction(FAILURE);
  const deleted = useRef(false);
  const [remove, { loading }] = useMutation(AdminDeletePlanMutation, { refetchQueries: [AdminSavingsPlansQuery] });

  const confirm = async () => {
    if (!plan) return;
    const result = await run(async () => (await remove({ variables: { planId: plan.id } })).data?.deletePlan, 'DeletedPlan');
    if (!result) return;
    toast.success('Savings plan deleted', `${plan.userFullName}'s ${plan.foodPackName} plan was deleted.`);
    deleted.current = true;
    onClose();
  };

  return (
    <ConfirmDeleteDialog
      open={!!plan}
      title="Are you sure?"
      busy={loading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      afterClose={() => {
        if (deleted.current) onDeleted();
        deleted.current = false;
      }}
    >
      {plan && (
        <>
          <p>
            <strong>{plan.userFullName}</strong>: {plan.foodPackName}
          </p>
          <p>This action cannot be undone. This will permanently delete the savings plan and all associated payment schedules.</p>
        </>
      )}
    </ConfirmDeleteDialog>
  );
}
