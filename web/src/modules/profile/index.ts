export { ProfileDetails } from './components/ProfileDetails';
export { useMyProfile } from './hooks/useMyProfile';
