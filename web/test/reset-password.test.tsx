import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordMutation } from '../src/modules/auth/graphql/operations';
import { errorResult } from './fixtures';
import { currentLocation, renderApp } from './render';

const user = userEvent.setup({ delay: null });
const STRONG = 'N3w!secret';
const ROUTE = '/reset-password?email=ada%40example.com&token=abc123';

function resetMock(result: object) {
  return {
    request: { query: ResetPasswordMutation, variables: { input: { email: 'ada@example.com', token: 'abc123', newPassword: STRONG } } },
    result: { data: { resetPassword: result } },
    delay: 300,
  };
}

describe('/reset-password', () => {
  it.each(['/reset-password', '/reset-password?email=ada%40example.com', '/reset-password?token=abc123'])(
    'rejects the incomplete link %s and goes to /login',
    async (route) => {
      await renderApp({ route });
      expect(await screen.findByText('Invalid reset link')).toBeInTheDocument();
      expect(screen.getByText('The password reset link is invalid or has expired.')).toBeInTheDocument();
      await waitFor(() => expect(currentLocation()).toBe('/login'));
    },
  );

  it('keeps the button disabled until the password meets the rules, then refuses a mismatch', async () => {
    await renderApp({ route: ROUTE });
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('New Password'), 'short');
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), STRONG);
    expect(submit).toBeEnabled();

    await user.type(screen.getByLabelText('Confirm Password'), 'Different1!');
    await user.click(submit);
    expect(await screen.findByText("Passwords don't match", { selector: '.ant-notification-notice-title' })).toBeInTheDocument();
    expect(screen.getByText('Please make sure your passwords match.')).toBeInTheDocument();
    expect(currentLocation()).toBe(ROUTE);
  });

  it('sets the new password, says so and goes to /login', async () => {
    await renderApp({ route: ROUTE, mocks: [resetMock({ __typename: 'Ack', ok: true, message: 'ok' })] });
    await user.type(await screen.findByLabelText('New Password'), STRONG);
    await user.type(screen.getByLabelText('Confirm Password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('button', { name: /Resetting\.\.\./ })).toBeDisabled();
    expect(await screen.findByText('Password reset successful')).toBeInTheDocument();
    expect(screen.getByText('You can now log in with your new password.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('shows the server’s reason when the reset is refused and stays on the page', async () => {
    await renderApp({ route: ROUTE, mocks: [resetMock(errorResult('INVALID_RESET_TOKEN', 'This reset link has expired. Please ask for a new one.'))] });
    await user.type(await screen.findByLabelText('New Password'), STRONG);
    await user.type(screen.getByLabelText('Confirm Password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
    expect(screen.getByText('This reset link has expired. Please ask for a new one.')).toBeInTheDocument();
    expect(currentLocation()).toBe(ROUTE);
  });

  it('marks a password the server finds too common on its field and in the checklist, until it is changed', async () => {
    const common = 'This password is too common. Choose one that is harder to guess.';
    await renderApp({ route: ROUTE, mocks: [resetMock(errorResult('WEAK_PASSWORD', common, [{ field: 'newPassword', message: common }]))] });
    const field = await screen.findByLabelText('New Password');
    const note = screen.getByText('Not a common password such as Password1! (checked when you submit)').closest('p');
    expect(note).toHaveAttribute('data-refused', 'false');
    await user.type(field, STRONG);
    await user.type(screen.getByLabelText('Confirm Password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(common, { selector: '.fs-field__error' })).toBeInTheDocument();
    expect(note).toHaveAttribute('data-refused', 'true');
    expect(field).toHaveAccessibleDescription(/Not a common password .* \(not met\)/);
    await user.type(field, 'x');
    await waitFor(() => expect(note).toHaveAttribute('data-refused', 'false'));
  });
});
