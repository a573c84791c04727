export { ProfileDetails } from './components/ProfileDetails';
export { ReminderChannels } from './components/ReminderChannels';
export { useMyProfile } from './hooks/useMyProfile';
