import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '../src/lib/session';
import { MyMarketerProfileQuery } from '../src/modules/marketer-portal/graphql/operations';
import { currentLocation, customer, renderApp, sessionStore } from './render';

const user = userEvent.setup({ delay: null });
const marketer: SessionUser = { ...customer, id: 'u-2', firstName: 'Musa', roles: ['Marketer', 'Customer'] };
const admin: SessionUser = { ...customer, id: 'u-3', firstName: 'Bola', roles: ['Admin'] };

describe('route guards', () => {
  it('sends a signed-out visitor from /profile to /login and says why', async () => {
    await renderApp({ route: '/profile?tab=details' });
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to access your profile')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor from /marketer to /login', async () => {
    await renderApp({ route: '/marketer' });
    expect(await screen.findByText('Please log in to access the marketer portal')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('turns a customer away from /marketer to the home page', async () => {
    await renderApp({ route: '/marketer', session: sessionStore(customer) });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('You do not have marketer privileges')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Marketer Portal' })).not.toBeInTheDocument();
  });

  it('lets a marketer into /marketer', async () => {
    // The portal's own content is MarketerPortal.test.tsx's; here the server's answer is a failure it shows.
    const profileFails = { request: { query: MyMarketerProfileQuery }, error: new Error('offline'), maxUsageCount: 3 };
    await renderApp({ route: '/marketer', session: sessionStore(marketer), mocks: [profileFails] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketer Portal' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/marketer');
    expect(await screen.findByText(/Failed to load marketer data/)).toBeInTheDocument();
  });

  it('sends a signed-out visitor from /admin to /login', async () => {
    await renderApp({ route: '/admin' });
    expect(await screen.findByText('Please log in to access the admin dashboard')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('shows a signed-in customer Access Denied on /admin, with a way home', async () => {
    await renderApp({ route: '/admin', session: sessionStore(customer) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You do not have administrative privileges to access this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Return to Home' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('lets an admin into /admin', async () => {
    await renderApp({ route: '/admin', session: sessionStore(admin) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});
