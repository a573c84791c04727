import { useMutation } from '@apollo/client/react';
import { Switch } from 'antd';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/graphql-errors';
import { useToast } from '../../ui/toast';
import { SetReminderChannelsMutation } from '../graphql/operations';

export interface ReminderChannelsProps {
  email: boolean;
  sms: boolean;
}

type Channel = keyof ReminderChannelsProps;

/**
 * The customer's payment-reminder channels (both on by default). Each switch saves at once; while
 * it saves it spins and both are disabled; a refusal puts the switch back and says why. The plan
 * card's "Enable Reminders" decides which plans are reminded of; these decide how.
 */
export function ReminderChannels({ email, sms }: ReminderChannelsProps) {
  const [save] = useMutation(SetReminderChannelsMutation);
  const [saving, setSaving] = useState<Channel | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const headingId = useId();
  const ids = { email: useId(), sms: useId() };

  const change = async (channel: Channel, on: boolean) => {
    setSaving(channel);
    setError(null);
    const next = { email, sms, [channel]: on };
    try {
      const { data } = await save({ variables: next });
      const result = data?.setReminderChannels;
      if (result?.__typename === 'User') {
        toast.success('Reminders updated', `${channel === 'email' ? 'E-mail' : 'SMS'} reminders are ${on ? 'on' : 'off'}.`);
      } else {
        setError(result?.message ?? 'Failed to update reminders. Please try again.');
      }
    } catch (e) {
      setError(errorMessage(e) || 'Failed to update reminders. Please check your connection and try again.');
    } finally {
      setSaving(null);
    }
  };

  const row = (channel: Channel, label: string, hint: string, checked: boolean) => (
    <div className="fs-reminder-channel">
      <Switch id={ids[channel]} checked={checked} loading={saving === channel} disabled={saving !== null} onChange={(on) => void change(channel, on)} aria-describedby={`${ids[channel]}-hint`} />
      <div>
        <label htmlFor={ids[channel]}>{label}</label>
        <p id={`${ids[channel]}-hint`} className="fs-reminder-channel__hint">
          {hint}
        </p>
      </div>
    </div>
  );

  return (
    <section aria-labelledby={headingId} className="fs-reminder-channels">
      <h2 id={headingId}>Payment reminders</h2>
      <p>For plans with reminders enabled, we remind you the day before a payment is due, on the day, and if it is late, with a link to pay in one tap.</p>
      {row('email', 'E-mail reminders', 'Sent to your e-mail address.', email)}
      {row('sms', 'SMS reminders', 'Sent to your phone number.', sms)}
      {error && (
        <p role="alert" className="fs-reminder-channels__error">
          {error}
        </p>
      )}
    </section>
  );
}
