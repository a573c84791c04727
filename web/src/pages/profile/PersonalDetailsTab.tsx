import type { MeQuery } from '../../gql/graphql';
import { ChangePasswordForm } from '../../modules/auth/components/ChangePasswordForm';
import { ProfileDetails, ReminderChannels } from '../../modules/profile';
import { BecomeMarketerCard } from '../../modules/profile/components/BecomeMarketerCard';

/** The profile's Personal Details tab: its forms use antd, so it downloads when the tab is opened. */
export default function PersonalDetailsTab({ me }: { me: MeQuery['me'] }) {
  return (
    <>
      <ProfileDetails user={me} />
      <ChangePasswordForm />
      <ReminderChannels email={me.emailReminders} sms={me.smsReminders} />
      <BecomeMarketerCard roles={me.roles} />
    </>
  );
}
