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
 * Delete a user (issue 11). Money records are never deleted: someone with a savings plan or a
 * payment on record (the list's hasMoneyOnRecord, the server's own rule) is deactivated instead
 * (signed out, personal details removed, records kept), and the confirmation says which of the
 * two will happen before anything does. It cannot be dismissed while deleting.
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
      {user &&
        (user.hasMoneyOnRecord ? (
          <p>
            <strong>{user.fullName}</strong> has money on record: the account will be deactivated and their personal data (name, e-mail, phone, address)
            removed; payments and plans are kept. They are signed out and can no longer sign in. This cannot be undone.
          </p>
        ) : (
          <p>
            <strong>{user.fullName}</strong> ({user.email}) will be deleted. This cannot be undone.
          </p>
        ))}
    </ConfirmDeleteDialog>
  );
}
