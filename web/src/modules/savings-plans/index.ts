import { lazyWithApollo } from '../ui/lazy-with-antd';

/**
 * Savings plans and their payments. Light public surface: the set-up modal loads when first
 * opened (pages offering 'Start Saving' stay small); the profile tabs are imported by path from
 * the profile page, which is its own download.
 */
export type { StartSavingsPack, StartSavingsPlanModalProps } from './components/StartSavingsPlanModal';
export const StartSavingsPlanModal = lazyWithApollo(() => import('./components/StartSavingsPlanModal'));
