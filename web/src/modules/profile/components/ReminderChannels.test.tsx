import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../../ui/ToastProvider';
import { SetReminderChannelsMutation } from '../graphql/operations';
import { ReminderChannels } from './ReminderChannels';

const user = userEvent.setup({ delay: null });

function renderChannels(mocks: ConstructorParameters<typeof MockedProvider>[0]['mocks']) {
  render(
    <ToastProvider>
      <MockedProvider mocks={mocks}>
        <ReminderChannels email sms />
      </MockedProvider>
    </ToastProvider>,
  );
}

describe('ReminderChannels', () => {
  it('shows both channels on, labelled, and turns SMS off from the keyboard, disabling both while it saves', async () => {
    renderChannels([
      {
        request: { query: SetReminderChannelsMutation, variables: { email: true, sms: false } },
        result: { data: { setReminderChannels: { __typename: 'User', id: 'u-1', emailReminders: true, smsReminders: false } } },
        delay: 200,
      },
    ]);
    const email = screen.getByRole('switch', { name: 'E-mail reminders' });
    const sms = screen.getByRole('switch', { name: 'SMS reminders' });
    expect(email).toBeChecked();
    expect(sms).toBeChecked();
    sms.focus();
    await user.keyboard(' ');
    expect(email).toBeDisabled();
    expect(sms).toBeDisabled();
    expect(await screen.findByText('Reminders updated')).toBeInTheDocument();
    expect(email).toBeEnabled();
  });

  it('says why when the change is refused, and leaves the switch as it was', async () => {
    renderChannels([{ request: { query: SetReminderChannelsMutation, variables: { email: false, sms: true } }, error: new Error('Network down') }]);
    await user.click(screen.getByRole('switch', { name: 'E-mail reminders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Network down|Failed to update reminders/);
    expect(screen.getByRole('switch', { name: 'E-mail reminders' })).toBeChecked();
  });
});
