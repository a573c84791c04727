/** The auth feature's light public surface (in the first download); forms are imported by path. */
export { AuthDialogProvider, preloadAuthDialog, useAuthDialog } from './components/AuthDialogProvider';
export { AuthLink } from './components/AuthLink';
export { useLogout } from './hooks/useLogout';
export type { AuthDialogOptions, AuthView } from './auth-view';
