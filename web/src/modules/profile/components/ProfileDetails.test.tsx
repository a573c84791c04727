import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../../ui/ToastProvider';
import { createSessionStore, SessionProvider, type SessionUser } from '../../../lib/session';
import { UpdateMyProfileMutation } from '../graphql/operations';
import { ProfileDetails } from './ProfileDetails';

const user = userEvent.setup({ delay: null });
const ada: SessionUser = {
  id: 'u-1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phoneNumber: '08031234567',
  address: '',
  roles: ['Customer'],
};

function renderDetails(mocks: ConstructorParameters<typeof MockedProvider>[0]['mocks'] = []) {
  const session = createSessionStore(localStorage);
  session.signIn({ token: 't', expiresAt: null, user: ada });
  render(
    <ToastProvider>
      <SessionProvider store={session}>
        <MockedProvider mocks={mocks}>
          <ProfileDetails user={ada} />
        </MockedProvider>
      </SessionProvider>
    </ToastProvider>,
  );
  return session;
}

describe('ProfileDetails', () => {
  it('sends the optional address as null when left empty and shows Saving... meanwhile', async () => {
    const input = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '08031234567', address: null };
    const session = renderDetails([
      {
        request: { query: UpdateMyProfileMutation, variables: { input } },
        result: { data: { updateMyProfile: { __typename: 'User', ...ada, roles: ['Customer'], address: null, registeredAt: '2025-01-02T10:00:00.000Z' } } },
        delay: 300,
      },
    ]);
    expect(screen.getByText('No address provided')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit personal details' });
    expect(within(form).getByLabelText('Address')).not.toHaveAttribute('aria-required');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByRole('button', { name: /Saving\.\.\./ })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(session.get()?.user.address).toBeNull();
  });
});
