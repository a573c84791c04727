import { useMutation } from '@apollo/client/react';
import { Switch } from 'antd';
import { useResultAction } from '../../ui/admin-list';
import { useToast } from '../../ui/toast';
import { SetUserStatusMutation } from '../graphql/operations';
import type { AdminUserRow } from './types';

const FAILURE = 'Failed to update user status. Please try again.';

/**
 * Active / Suspended. Suspending signs the person out at once (the server revokes their
 * sessions) and they cannot sign in again until made Active. The answer updates the row in the
 * cache, so the switch shows what the server holds.
 */
export function StatusSwitch({ user, self }: { user: AdminUserRow; self: boolean }) {
  const toast = useToast();
  const run = useResultAction(FAILURE);
  const [setStatus, { loading }] = useMutation(SetUserStatusMutation);
  const active = user.status === 'Active';

  const toggle = async (checked: boolean) => {
    const result = await run(async () => (await setStatus({ variables: { id: user.id, status: checked ? 'Active' : 'Suspended' } })).data?.setUserStatus, 'AdminUser');
    if (result) toast.success('Status updated', `${result.fullName} is now ${result.status === 'Active' ? 'active' : 'suspended and signed out'}.`);
  };

  return (
    <Switch
      checked={active}
      loading={loading}
      disabled={self}
      onChange={(checked) => void toggle(checked)}
      checkedChildren="Active"
      unCheckedChildren="Suspended"
      aria-label={`Active: ${user.fullName}`}
      title={self ? 'You cannot suspend your own account' : undefined}
    />
  );
}
