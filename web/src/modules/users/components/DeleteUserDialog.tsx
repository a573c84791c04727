import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { ConfirmDeleteDialog, useResultAction } from '../../ui/admin-list';
import { useToast } from '../../ui/toast';
import { DeleteUserMutation } from '../graphql/operations';
import type { AdminUserRow } from './types';
import { USER_LISTS } from './UserFormDialog';

export interface DeleteUserDialogProps {
  user: AdminUserRow | null;
  onClose: () => void;
  /** The user was deleted or deactivated (called once the dialog has closed, so focus can move). */
  onDeleted: () => void;
}

const FAILURE = 'Failed to delete user. Please try again.';

/**
 * Delete a user (issue 11). Money records are never deleted: someone with a payment or money paid
 * into a plan is deactivated instead (signed out, personal details removed, records kept), and the
 * confirmation says so before anything happens. It cannot be dismissed while deleting.
 */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const toast = useToast();
  const run = useResultAction(FAILURE);
  const deleted = useRef(false);
  const [remove, { loading }] = useMutation(DeleteUserMutation, { refetchQueries: USER_LISTS });

  const confirm = async () => {
    if (!user) return;
    const result = await run(async () => (await remove({ variables: { id: user.id } })).data?.deleteUser, 'DeletedUser');
    if (!result) return;
    toast.success(
      'User deleted',
      result.outcome === 'Deactivated'
        ? `${user.fullName} had money on record: the account was deactivated and their personal data removed; the payment records are kept.`
        : `${user.fullName} was deleted.`,
    );
    deleted.current = true;
    onClose();
  };

  return (
    <ConfirmDeleteDialog
      open={!!user}
      title="Delete user?"
      busy={loading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      afterClose={() => {
        if (deleted.current) onDeleted();
        deleted.current = false;
      }}
    >
      {user && (
        <>
          <p>
            Delete <strong>{user.fullName}</strong> ({user.email})?
          </p>
          <p>
            If they have money on record (a payment, or money paid into a savings plan), their account is deactivated instead: they are signed out
            and can no longer sign in, and their personal data (name, e-mail, phone, address) is removed, while their payment and plan records are
            kept. Otherwise the account is deleted. This cannot be undone.
          </p>
        </>
      )}
    </ConfirmDeleteDialog>
  );
}
