import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { LoginMutation, RegisterMutation, RequestPasswordResetMutation } from '../src/modules/auth/graphql/operations';
import { MeQuery } from '../src/modules/profile/graphql/operations';
import type { SessionUser } from '../src/lib/session';
import { apiMe, authPayload, errorResult } from './fixtures';
import { currentLocation, customer, renderApp } from './render';

const user = userEvent.setup({ delay: null });
const STRONG = 'Str0ng!pass';

async function openDialogFromNavbar(button: 'Login' | 'Sign Up') {
  const header = screen.getByRole('banner');
  await user.click(within(header).getByRole('link', { name: button }));
  return screen.findByRole('dialog');
}

function loginMock(email: string, password: string, result: object, delay = 0) {
  return { request: { query: LoginMutation, variables: { input: { email, password } } }, result: { data: { login: result } }, delay };
}

function meMock(account: SessionUser) {
  return { request: { query: MeQuery }, result: { data: { me: apiMe(account) } } };
}

async function fillRegister(dialog: HTMLElement, values: Partial<Record<'First Name' | 'Last Name' | 'Email' | 'Phone Number' | 'Address' | 'Password' | 'Confirm Password', string>>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(within(dialog).getByLabelText(label), value);
  }
}

describe('auth dialog: views', () => {
  it('opens in the requested view and switches login -> register -> login -> forgot -> login', async () => {
    await renderApp();
    let dialog = await openDialogFromNavbar('Login');
    expect(within(dialog).getByText('Welcome Back')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Create an Account')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Confirm Password')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(screen.getByRole('dialog')).getByText('Welcome Back')).toBeInTheDocument();

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Forgot password?' }));
    dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Reset Password')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back to Login' }));
    expect(within(screen.getByRole('dialog')).getByText('Welcome Back')).toBeInTheDocument();
  });

  it('starts again in the requested view with empty fields when reopened', async () => {
    await renderApp();
    let dialog = await openDialogFromNavbar('Sign Up');
    expect(within(dialog).getByText('Create an Account')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('First Name'), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Email'), 'ada@example.com');

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openDialogFromNavbar('Sign Up');
    expect(within(dialog).getByText('Create an Account')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Email')).toHaveValue('');
  });
});

describe('auth dialog: login', () => {
  it('refuses an empty form with the toast and inline errors a screen reader can reach', async () => {
    await renderApp();
    const dialog = await openDialogFromNavbar('Login');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please enter both email and password')).toBeInTheDocument();
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(email).toHaveFocus();
  });

  it('shows and hides the password', async () => {
    await renderApp();
    const dialog = await openDialogFromNavbar('Login');
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    ['Admin', ['Admin', 'Marketer', 'Customer'], '/admin', 'Admin Dashboard'],
    ['Marketer', ['Marketer', 'Customer'], '/marketer', 'Marketer Portal'],
    ['Customer', ['Customer'], '/profile', 'My Profile'],
  ] as const)('a %s is signed in, told so, and taken to their home', async (_name, roles, path, heading) => {
    const account: SessionUser = { ...customer, roles };
    const { session } = await renderApp({ mocks: [loginMock('ada@example.com', STRONG, authPayload(account, 'tok-9'), 400), meMock(account)] });
    const dialog = await openDialogFromNavbar('Login');
    await user.type(within(dialog).getByLabelText('Email'), ' ada@example.com ');
    await user.type(within(dialog).getByLabelText('Password'), STRONG);
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    // Busy while the request runs. (Found by text: a role query computes styles, which grows slow
    // once a test before has injected many antd component styles, and this state lasts 400 ms.)
    expect((await within(dialog).findByText('Logging in...')).closest('button')).toBeInTheDocument();

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ada!')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe(path));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(session.getToken()).toBe('tok-9');
    expect(localStorage.getItem('token')).toBe('tok-9');
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(JSON.parse(localStorage.getItem('userRoles') ?? '[]')).toEqual(roles);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ firstName: 'Ada', email: 'ada@example.com' });
  });

  it('an Inactive marketer, whom the portal refuses, is taken to their profile instead', async () => {
    const account: SessionUser = { ...customer, roles: ['Marketer', 'Customer'] };
    await renderApp({ mocks: [loginMock('ada@example.com', STRONG, authPayload(account, 'tok-9', false)), meMock(account)] });
    const dialog = await openDialogFromNavbar('Login');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), STRONG);
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
  });

  it('keeps what was typed and shows the server message when the login is refused', async () => {
    const { session } = await renderApp({ mocks: [loginMock('ada@example.com', 'wrong-pass', errorResult('INVALID_CREDENTIALS', 'Incorrect email or password'))] });
    const dialog = await openDialogFromNavbar('Login');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Incorrect email or password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('wrong-pass');
    expect(session.get()).toBeNull();
    expect(currentLocation()).toBe('/');
  });
});

/** The two boxes sign-up needs: 18 or older, and the Terms accepted. */
async function tickConsents(dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('checkbox', { name: /18 or older/ }));
  await user.click(within(dialog).getByRole('checkbox', { name: /Terms and Conditions/ }));
}

describe('auth dialog: register', () => {
  const complete = {
    'First Name': 'Ada',
    'Last Name': 'Obi',
    Email: 'Ada@Example.com',
    'Phone Number': '0803 123 4567',
    Address: '12 Allen Avenue, Ikeja',
  };

  it('shows the live password checklist and keeps Register disabled until the password meets every rule', async () => {
    await renderApp();
    const dialog = await openDialogFromNavbar('Sign Up');
    const register = within(dialog).getByRole('button', { name: 'Register' });
    const checklist = within(dialog).getByRole('list', { name: 'Password requirements' });
    const rule = (label: string) => within(checklist).getByText(label).closest('li');

    expect(register).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password'), 'abc');
    expect(rule('At least one lowercase letter')).toHaveAttribute('data-met', 'true');
    expect(rule('At least 8 characters')).toHaveAttribute('data-met', 'false');
    expect(rule('At least one uppercase letter')).toHaveAttribute('data-met', 'false');
    expect(register).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Password'), 'DEF12!');
    for (const li of within(checklist).getAllByRole('listitem')) expect(li).toHaveAttribute('data-met', 'true');
    expect(register).toBeEnabled();
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(/At least 8 characters \(met\)/);
  });

  it('asks for the missing fields', async () => {
    await renderApp();
    const dialog = await openDialogFromNavbar('Sign Up');
    await fillRegister(dialog, { 'First Name': 'Ada', Password: STRONG, 'Confirm Password': STRONG });
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    expect(within(dialog).getByLabelText('Last Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
  });

  it('asks to accept the terms, which link to /terms', async () => {
    await renderApp();
    const dialog = await openDialogFromNavbar('Sign Up');
    expect(within(dialog).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    await fillRegister(dialog, { ...complete, Password: STRONG, 'Confirm Password': STRONG });
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    // The age comes first: 18 or older, confirmed by the person.
    expect(await screen.findByText('Age confirmation', { selector: '.ant-notification-notice-title' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /18 or older/ })).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('checkbox', { name: /18 or older/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Terms and Conditions', { selector: '.ant-notification-notice-title' })).toBeInTheDocument();
    expect(screen.getAllByText('Please agree to the Terms and Conditions to continue').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('checkbox', { name: /Terms and Conditions/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses passwords that do not match', async () => {
    await renderApp();
    const dialog = await openDialogFromNavbar('Sign Up');
    await fillRegister(dialog, { ...complete, Password: STRONG, 'Confirm Password': `${STRONG}x` });
    await tickConsents(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Confirm Password')).toHaveAccessibleDescription("The passwords you entered don't match");
  });

  it('refuses a weak password even if the form is submitted without the button', async () => {
    await renderApp();
    const dialog = await openDialogFromNavbar('Sign Up');
    await fillRegister(dialog, { ...complete, Password: 'weakpass', 'Confirm Password': 'weakpass' });
    await tickConsents(dialog);
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Create an account' }));

    expect(await screen.findByText('Invalid password')).toBeInTheDocument();
    expect(screen.getByText('Please ensure your password meets all requirements')).toBeInTheDocument();
  });

  it('registers with the normalised details, shows Registering..., welcomes the user and goes to /profile', async () => {
    const account: SessionUser = { ...customer, roles: ['Customer'] };
    const input = {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phoneNumber: '08031234567',
      address: '12 Allen Avenue, Ikeja',
      password: STRONG,
      referralCode: null,
      confirmedAdult: true,
      acceptTerms: true,
    };
    await renderApp({
      mocks: [{ request: { query: RegisterMutation, variables: { input } }, result: { data: { register: authPayload(account) } }, delay: 400 }, meMock(account)],
    });
    const dialog = await openDialogFromNavbar('Sign Up');
    await fillRegister(dialog, { ...complete, Password: STRONG, 'Confirm Password': STRONG });
    await tickConsents(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect((await within(dialog).findByText('Registering...')).closest('button')).toBeDisabled();
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Food Savings, Ada!')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('puts the server’s field errors next to the fields and keeps the input', async () => {
    const input = {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phoneNumber: '08031234567',
      address: '12 Allen Avenue, Ikeja',
      password: STRONG,
      referralCode: null,
      confirmedAdult: true,
      acceptTerms: true,
    };
    await renderApp({
      mocks: [
        {
          request: { query: RegisterMutation, variables: { input } },
          result: {
            errors: [
              new GraphQLError('An account with this email already exists', {
                extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'email', message: 'An account with this email already exists' }] },
              }),
            ],
          },
        },
      ],
    });
    const dialog = await openDialogFromNavbar('Sign Up');
    await fillRegister(dialog, { ...complete, Password: STRONG, 'Confirm Password': STRONG });
    await tickConsents(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email already exists'));
    expect(email).toHaveValue('Ada@Example.com');
    expect(within(dialog).getByLabelText('Password')).toHaveValue(STRONG);
  });
});

describe('auth dialog: forgot password', () => {
  it('asks for the e-mail address', async () => {
    await renderApp();
    const dialog = await openDialogFromNavbar('Login');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
  });

  it('sends the link, says to check the spam folder too, and goes back to login', async () => {
    await renderApp({
      mocks: [
        {
          request: { query: RequestPasswordResetMutation, variables: { email: 'ada@example.com' } },
          result: { data: { requestPasswordReset: { __typename: 'Ack', ok: true, message: 'sent' } } },
          delay: 400,
        },
      ],
    });
    const dialog = await openDialogFromNavbar('Login');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send Reset Link' }));

    expect(await within(screen.getByRole('dialog')).findByRole('button', { name: /Sending\.\.\./ })).toBeInTheDocument();
    expect(await screen.findByText('Reset email sent')).toBeInTheDocument();
    expect(screen.getByText('Please check your email for password reset instructions')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText(/spam folder/)).toBeInTheDocument();

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back to Login' }));
    expect(within(screen.getByRole('dialog')).getByText('Welcome Back')).toBeInTheDocument();
  });

  it('says so when the request fails', async () => {
    await renderApp({ mocks: [{ request: { query: RequestPasswordResetMutation, variables: { email: 'ada@example.com' } }, error: new Error('') }] });
    const dialog = await openDialogFromNavbar('Login');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset email')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
