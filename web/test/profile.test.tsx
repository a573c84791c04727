import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MeQuery, UpdateMyProfileMutation } from '../src/modules/profile/graphql/operations';
import { MyPaymentMethodQuery } from '../src/modules/savings-plans/graphql/operations';
import type { SessionUser } from '../src/lib/session';
import { apiMe, apiUser, errorResult } from './fixtures';
import { currentLocation, customer, renderApp, sessionStore } from './render';
import { plansMock } from './savings-fixtures';

const user = userEvent.setup({ delay: null });
const REGISTERED = '2025-01-02T10:00:00.000Z';

// Long enough that the page's own code has loaded (and shows its spinner) before the answer comes.
function meMock(account: SessionUser, delay = 100) {
  return { request: { query: MeQuery }, result: { data: { me: apiMe(account, { registeredAt: REGISTERED }) } }, delay };
}

describe('/profile', () => {
  it('loads the user from the API and shows the personal details tab from ?tab=details', async () => {
    await renderApp({ route: '/profile?tab=details', session: sessionStore(customer), mocks: [meMock({ ...customer, address: null }, 1000)] });
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(await screen.findByText('Loading your profile')).toBeInTheDocument();

    const details = await screen.findByRole('region', { name: 'Personal Details' });
    expect(within(details).getByText('Ada')).toBeInTheDocument();
    expect(within(details).getByText('Obi')).toBeInTheDocument();
    expect(within(details).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(details).getByText('0803 123 4567')).toBeInTheDocument();
    expect(within(details).getByText('No address provided')).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Food Savings App. All rights reserved.`)).toBeInTheDocument();
  });

  it('keeps the chosen tab in the address', async () => {
    await renderApp({
      route: '/profile',
      session: sessionStore(customer),
      mocks: [
        meMock(customer),
        plansMock([]),
        { request: { query: MyPaymentMethodQuery }, result: { data: { myPaymentMethod: null } } },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'No Active Savings Plans' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Payment Methods' }));
    await waitFor(() => expect(currentLocation()).toBe('/profile?tab=payment'));
    expect(await screen.findByRole('heading', { name: 'No saved payment methods' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Personal Details' }));
    await waitFor(() => expect(currentLocation()).toBe('/profile?tab=details'));
  });

  it('saves edited details on the server, says so, and updates the stored user', async () => {
    const input = { firstName: 'Adaeze', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '08099998888', address: '12 Allen Avenue, Ikeja' };
    const updated = { ...customer, firstName: 'Adaeze', phoneNumber: '08099998888' };
    await renderApp({
      route: '/profile?tab=details',
      session: sessionStore(customer),
      mocks: [
        meMock(customer),
        {
          request: { query: UpdateMyProfileMutation, variables: { input } },
          result: { data: { updateMyProfile: apiUser(updated, { registeredAt: REGISTERED }) } },
          delay: 100,
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit personal details' });
    await user.clear(within(form).getByLabelText('First Name'));
    await user.type(within(form).getByLabelText('First Name'), '  Adaeze ');
    await user.clear(within(form).getByLabelText('Phone Number'));
    await user.type(within(form).getByLabelText('Phone Number'), '0809 999 8888');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been updated successfully')).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'Personal Details' });
    expect(within(details).getByText('Adaeze')).toBeInTheDocument();
    expect(within(details).getByText('0809 999 8888')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ firstName: 'Adaeze', phoneNumber: '08099998888' });
  });

  it('shows required-field errors inline and sends nothing', async () => {
    await renderApp({ route: '/profile?tab=details', session: sessionStore(customer), mocks: [meMock(customer)] });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit personal details' });
    await user.clear(within(form).getByLabelText('Last Name'));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(within(form).getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    expect(within(form).getByLabelText('Last Name')).toHaveFocus();
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
  });

  it('shows the server’s field errors inline and keeps the form open', async () => {
    const input = { firstName: 'Ada', lastName: 'Obi', email: 'taken@example.com', phoneNumber: '08031234567', address: '12 Allen Avenue, Ikeja' };
    await renderApp({
      route: '/profile?tab=details',
      session: sessionStore(customer),
      mocks: [
        meMock(customer),
        {
          request: { query: UpdateMyProfileMutation, variables: { input } },
          result: { data: { updateMyProfile: errorResult('EMAIL_TAKEN', 'That email is already in use', [{ field: 'email', message: 'That email is already in use' }]) } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit personal details' });
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'taken@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription('That email is already in use'));
    expect(within(form).getByLabelText('Email')).toHaveValue('taken@example.com');
  });

  it('Cancel throws the edits away', async () => {
    await renderApp({ route: '/profile?tab=details', session: sessionStore(customer), mocks: [meMock(customer)] });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit personal details' });
    await user.clear(within(form).getByLabelText('First Name'));
    await user.type(within(form).getByLabelText('First Name'), 'Changed');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    const details = screen.getByRole('region', { name: 'Personal Details' });
    expect(within(details).getByText('Ada')).toBeInTheDocument();
    expect(within(details).queryByText('Changed')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
  });

  it('logs out: clears the session, says so and goes to /login', async () => {
    const { session } = await renderApp({ route: '/profile', session: sessionStore(customer), mocks: [meMock(customer)] });
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(session.get()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(screen.queryByText('Authentication required')).not.toBeInTheDocument();
  });

  it('shows User Not Found when the profile cannot be loaded', async () => {
    await renderApp({
      route: '/profile',
      session: sessionStore(customer),
      mocks: [{ request: { query: MeQuery }, result: { errors: [new GraphQLError('Something went wrong')] } }],
    });
    expect(await screen.findByRole('heading', { name: 'User Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Login' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('ends a session the server no longer accepts and goes to /login', async () => {
    const { session } = await renderApp({
      route: '/profile',
      session: sessionStore(customer),
      mocks: [{ request: { query: MeQuery }, result: { errors: [new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } })] } }],
    });
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(session.get()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('User Not Found')).not.toBeInTheDocument();
    expect(screen.queryByText('Authentication required')).not.toBeInTheDocument();
  });
});
