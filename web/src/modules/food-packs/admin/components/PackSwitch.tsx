import { useMutation } from '@apollo/client/react';
import { Switch } from 'antd';
import type { AdminFoodPackFieldsFragment } from '../../../../gql/admin/graphql';
import { useResultAction } from '../../../ui/admin-list';
import { useToast } from '../../../ui/toast';
import { SetFoodPackAvailableMutation, SetFoodPackFeaturedMutation } from '../graphql/operations';
import { useForgetPackLists } from '../utils/catalogue-cache';

const FAILURE = 'Failed to update food pack. Please try again.';

/** Available (in the public catalogue) or Featured (may lead the home page hero), switched on the server at once. */
export function PackSwitch({ pack, flag, showLabel = true }: { pack: AdminFoodPackFieldsFragment; flag: 'available' | 'featured'; showLabel?: boolean }) {
  const toast = useToast();
  const run = useResultAction(FAILURE);
  const forgetPackLists = useForgetPackLists();
  const [setAvailable, availability] = useMutation(SetFoodPackAvailableMutation, {
    update: (cache, { data }) => data?.setFoodPackAvailable.__typename === 'FoodPack' && forgetPackLists(cache),
  });
  const [setFeatured, featuring] = useMutation(SetFoodPackFeaturedMutation, {
    update: (cache, { data }) => data?.setFoodPackFeatured.__typename === 'FoodPack' && forgetPackLists(cache),
  });
  const label = flag === 'available' ? 'Available' : 'Featured';

  const toggle = async (on: boolean) => {
    const result = await run(
      async () =>
        flag === 'available'
          ? (await setAvailable({ variables: { id: pack.id, available: on } })).data?.setFoodPackAvailable
          : (await setFeatured({ variables: { id: pack.id, featured: on } })).data?.setFoodPackFeatured,
      'FoodPack',
    );
    if (!result) return;
    const now = flag === 'available' ? (on ? 'is available in the catalogue' : 'is hidden from the catalogue') : on ? 'is featured' : 'is no longer featured';
    toast.success('Food pack updated', `${pack.name} ${now}.`);
  };

  const control = <Switch checked={pack[flag]} loading={availability.loading || featuring.loading} onChange={(on) => void toggle(on)} size="small" aria-label={`${label}: ${pack.name}`} />;
  if (!showLabel) return control;
  return (
    <label className="fs-pa-switch">
      {control}
      <span aria-hidden="true">{label}</span>
    </label>
  );
}
