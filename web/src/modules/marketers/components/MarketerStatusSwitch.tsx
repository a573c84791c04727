import { useMutation } from '@apollo/client/react';
import { Switch } from 'antd';
import type { MarketerFieldsFragment } from '../../../gql/admin/graphql';
import { useResultAction } from '../../ui/admin-list';
import { useToast } from '../../ui/toast';
import { SetMarketerStatusMutation } from '../graphql/operations';

const FAILURE = 'Failed to update marketer status. Please try again.';

/**
 * Active / Inactive. An inactive marketer earns no commission and cannot open the marketer
 * portal; their account is untouched. The answer updates the row in the cache, so the switch
 * shows what the server holds.
 */
export function MarketerStatusSwitch({ marketer }: { marketer: MarketerFieldsFragment }) {
  const toast = useToast();
  const run = useResultAction(FAILURE);
  const [setStatus, { loading }] = useMutation(SetMarketerStatusMutation);

  const toggle = async (checked: boolean) => {
    const result = await run(async () => (await setStatus({ variables: { id: marketer.id, status: checked ? 'Active' : 'Inactive' } })).data?.setMarketerStatus, 'Marketer');
    if (!result) return;
    toast.success(
      'Status updated',
      result.status === 'Active' ? `${result.name} is active and earns commissions again.` : `${result.name} is inactive: no commissions are earned and the marketer portal is closed to them.`,
    );
  };

  return (
    <Switch
      checked={marketer.status === 'Active'}
      loading={loading}
      onChange={(checked) => void toggle(checked)}
      checkedChildren="Active"
      unCheckedChildren="Inactive"
      aria-label={`Active: ${marketer.name}`}
    />
  );
}
