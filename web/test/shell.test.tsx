import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterMutation } from '../src/modules/auth/graphql/operations';
import { MeQuery } from '../src/modules/profile/graphql/operations';
import type { SessionUser } from '../src/lib/session';
import { apiMe, authPayload } from './fixtures';
import { currentLocation, customer, renderApp, sessionStore } from './render';

const user = userEvent.setup({ delay: null });

describe('navbar and footer', () => {
  it('links every section and offers Login and Sign Up to visitors', async () => {
    await renderApp();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    const links = within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['How It Works', '/how-it-works'],
      ['Food Packs', '/food-packs'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Terms & Conditions', '/terms'],
    ]);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Food Savings, home' })).toHaveAttribute('href', '/');
    // Links to their pages, so a tap before the code has arrived still goes somewhere; once React runs they open the dialog.
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });

  it('shows a signed-in user their first name, linking to their dashboard, and Log out', async () => {
    const marketer: SessionUser = { ...customer, firstName: 'Musa', roles: ['Marketer', 'Customer'] };
    const { session } = await renderApp({ session: sessionStore(marketer) });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /Musa/ })).toHaveAttribute('href', '/marketer');
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(session.get()).toBeNull();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('opens the small-screen menu from a labelled button', async () => {
    await renderApp();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const drawer = await screen.findByRole('dialog');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('link', { name: 'About Us' }));
    await waitFor(() => expect(currentLocation()).toBe('/about'));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('has the footer’s contact details, social links, fraud warning and copyright', async () => {
    await renderApp();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/scheduled savings and bulk delivery/)).toBeInTheDocument();
    for (const network of ['Facebook', 'X', 'Instagram', 'YouTube', 'TikTok']) {
      expect(within(footer).getByRole('link', { name: `Food Savings on ${network}` })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'support@foodsavings.ng' })).toHaveAttribute('href', 'mailto:support@foodsavings.ng');
    expect(within(footer).getByRole('link', { name: '0803 000 1234' })).toHaveAttribute('href', 'tel:+2348030001234');
    expect(within(footer).getByRole('link', { name: '0809 000 5678' })).toHaveAttribute('href', 'tel:+2348090005678');
    expect(within(footer).getByText(/Do not pay into any bank account other than the one shown in the app/)).toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Food Savings. All rights reserved.`)).toBeInTheDocument();
  });
});

describe('pages', () => {
  it('home: the hero buttons open the dialog in the right view; the tab has a title and description', async () => {
    await renderApp();
    expect(document.title).toBe('Home — Food Savings');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/instalments/);
    const hero = screen.getByRole('region', { name: 'Featured food packs' });
    await user.click(await within(hero).findByRole('link', { name: 'Sign Up' }));
    expect(await within(await screen.findByRole('dialog')).findByText('Create an Account')).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
  });

  it('/login: Forgot password? opens the dialog in its forgot-password view; Sign Up goes to /register', async () => {
    await renderApp({ route: '/login' });
    expect(document.title).toBe('Log in — Food Savings');
    const main = screen.getByRole('main');
    await user.click(within(main).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Reset Password')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(main).getByRole('link', { name: /Sign Up/ }));
    await waitFor(() => expect(currentLocation()).toBe('/register'));
  });

  it('/register?ref=CODE fills in the referral code and sends it with the registration', async () => {
    const input = {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phoneNumber: '08031234567',
      address: '12 Allen Avenue, Ikeja',
      password: 'Str0ng!pass',
      referralCode: 'MKT42',
      confirmedAdult: true,
      acceptTerms: true,
    };
    await renderApp({
      route: '/register?ref=MKT42',
      mocks: [
        { request: { query: RegisterMutation, variables: { input } }, result: { data: { register: authPayload(customer) } } },
        { request: { query: MeQuery }, result: { data: { me: apiMe(customer) } } },
      ],
    });
    const form = screen.getByRole('form', { name: 'Create an account' });
    expect(within(form).getByLabelText('Referral Code (optional)')).toHaveValue('MKT42');
    for (const [label, value] of [
      ['First Name', 'Ada'],
      ['Last Name', 'Obi'],
      ['Email', 'ada@example.com'],
      ['Phone Number', '08031234567'],
      ['Address', '12 Allen Avenue, Ikeja'],
      ['Password', 'Str0ng!pass'],
      ['Confirm Password', 'Str0ng!pass'],
    ]) {
      await user.type(within(form).getByLabelText(label), value);
    }
    await user.click(within(form).getByRole('checkbox', { name: /18 or older/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
  });

  it('an unknown address shows the not-found page with a way home', async () => {
    await renderApp({ route: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: /Oops! Page not found/ })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });
});
