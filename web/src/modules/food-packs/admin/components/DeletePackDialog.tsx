import { useMutation } from '@apollo/client/react';
import type { AdminFoodPackFieldsFragment } from '../../../../gql/admin/graphql';
import { ConfirmDeleteDialog, useResultAction } from '../../../ui/admin-list';
import { useToast } from '../../../ui/toast';
import { DeleteFoodPackMutation } from '../graphql/operations';
import { useForgetPackLists } from '../utils/catalogue-cache';

const FAILURE = 'Failed to delete food pack. Please try again.';

/**
 * Delete is retire: the pack leaves the catalogue, while the savings plans already on it keep it
 * and the price they locked in. Cannot be dismissed while the request runs.
 */
export function DeletePackDialog({ pack, onClose }: { pack: AdminFoodPackFieldsFragment | null; onClose: (deleted: boolean) => void }) {
  const toast = useToast();
  const run = useResultAction(FAILURE);
  const forgetPackLists = useForgetPackLists();
  const [remove, { loading }] = useMutation(DeleteFoodPackMutation, {
    update: (cache, { data }) => data?.deleteFoodPack.__typename === 'DeletedFoodPack' && forgetPackLists(cache),
  });

  const confirm = async () => {
    if (!pack) return;
    const result = await run(async () => (await remove({ variables: { id: pack.id } })).data?.deleteFoodPack, 'DeletedFoodPack');
    if (!result) return;
    toast.success('Food pack deleted', `${pack.name} was removed from the catalogue.`);
    onClose(true);
  };

  return (
    <ConfirmDeleteDialog open={!!pack} title="Delete this food pack?" busy={loading} onCancel={() => onClose(false)} onConfirm={() => void confirm()}>
      {pack && (
        <>
          <p>
            <strong>{pack.name}</strong> will be removed from the catalogue, and customers can no longer start a plan on it.
          </p>
          <p>Savings plans already under way on this pack are kept, at the price they locked in.</p>
        </>
      )}
    </ConfirmDeleteDialog>
  );
}
