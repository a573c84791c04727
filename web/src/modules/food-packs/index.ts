import { lazyWithApollo } from '../ui/lazy-with-antd';

/**
 * The food-pack catalogue's light public surface. The browser and the hero are imported by path
 * (pages decide when their code loads); the modal loads when first opened.
 */
export type { FoodPackCardFieldsFragment as FoodPackSummary } from '../../gql/graphql';
export const AvailablePacksModal = lazyWithApollo(() => import('./components/AvailablePacksModal'));
