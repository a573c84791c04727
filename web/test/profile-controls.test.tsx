import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangeMyPasswordMutation } from '../src/modules/auth/graphql/account-operations';
import { MeQuery } from '../src/modules/profile/graphql/operations';
import { RemoveMyPaymentMethodMutation } from '../src/modules/savings-plans/graphql/card-operations';
import { MyPaymentMethodQuery } from '../src/modules/savings-plans/graphql/operations';
import { apiMe, errorResult } from './fixtures';
import { fill } from './user-input';
import { customer, renderApp, sessionStore, type RenderAppOptions } from './render';

/** Issue 29: the profile's Change Password and Remove Card, through the server's rules. */
const user = userEvent.setup({ delay: null });
const meMock = { request: { query: MeQuery }, result: { data: { me: apiMe(customer) } }, maxUsageCount: Number.POSITIVE_INFINITY };
const openProfile = (route: string, mocks: RenderAppOptions['mocks'] = []) => renderApp({ route, session: sessionStore(customer), mocks: [meMock, ...(mocks ?? [])] });

const CURRENT = 'Old#Pass2026';
const NEW = 'Brand#New2026';
const changeMock = (result: object, currentPassword = CURRENT, delay = 0) => ({
  request: { query: ChangeMyPasswordMutation, variables: { input: { currentPassword, newPassword: NEW } } },
  result: { data: { changeMyPassword: result } },
  delay,
});

async function openPasswordForm() {
  await user.click(await screen.findByRole('button', { name: 'Change Password' }));
  return screen.getByRole('form', { name: 'Change password' });
}

async function fillPasswords(form: HTMLElement, current = CURRENT) {
  await fill(user, within(form).getByLabelText('Current Password'), current);
  await fill(user, within(form).getByLabelText('New Password'), NEW);
  await fill(user, within(form).getByLabelText('Confirm Password'), NEW);
}

describe('Change Password', () => {
  it('checks the form first: the current password is required and the new one must meet the rules', async () => {
    await openProfile('/profile?tab=details');
    const form = await openPasswordForm();
    await fill(user, within(form).getByLabelText('New Password'), 'short');
    expect(within(form).getByRole('button', { name: 'Change Password' })).toBeDisabled();
    await user.clear(within(form).getByLabelText('New Password'));
    await fill(user, within(form).getByLabelText('New Password'), NEW);
    await fill(user, within(form).getByLabelText('Confirm Password'), NEW);
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    expect(within(form).getByText('Current password is required')).toBeInTheDocument();
  });

  it('shows Changing... while it runs, then says it is done and folds the form away', async () => {
    await openProfile('/profile?tab=details', [changeMock({ __typename: 'Ack', ok: true, message: 'Your password has been changed' }, CURRENT, 300)]);
    const form = await openPasswordForm();
    await fillPasswords(form);
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect((await within(form).findByText('Changing...')).closest('button')).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument());
  });

  it('puts a wrong current password on its field and keeps everything typed', async () => {
    const wrong = errorResult('WRONG_PASSWORD', 'Your current password is not correct', [{ field: 'currentPassword', message: 'Your current password is not correct' }]);
    await openProfile('/profile?tab=details', [changeMock(wrong, 'Guess#2026')]);
    const form = await openPasswordForm();
    await fillPasswords(form, 'Guess#2026');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
    const current = within(form).getByLabelText('Current Password');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getAllByText('Your current password is not correct').length).toBeGreaterThan(0);
    expect(current).toHaveValue('Guess#2026');
    expect(within(form).getByLabelText('New Password')).toHaveValue(NEW);
    expect(within(form).getByLabelText('Confirm Password')).toHaveValue(NEW);
  });

  it('keeps what was typed when the network fails', async () => {
    await openProfile('/profile?tab=details', [{ request: changeMock({}).request, error: new Error('offline') }]);
    const form = await openPasswordForm();
    await fillPasswords(form);
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current Password')).toHaveValue(CURRENT);
    expect(within(form).getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });
});

describe('Remove Card', () => {
  const savedCard = {
    request: { query: MyPaymentMethodQuery },
    result: {
      data: {
        myPaymentMethod: { __typename: 'PaymentMethod', id: 'pm-1', provider: 'paystack', type: 'card', cardType: 'visa', bank: 'TEST BANK', lastFourDigits: '4081', expMonth: '9', expYear: '2030', isDefault: true },
      },
    },
  };
  const removeMock = (result: object, delay = 0) => ({ request: { query: RemoveMyPaymentMethodMutation, variables: { id: 'pm-1' } }, result: { data: { removeMyPaymentMethod: result } }, delay });
  const SWITCHED = 'Your card has been removed. Your plan on automatic payment is now on manual payment: we will remind you before each instalment with a link to pay.';

  async function askToRemove() {
    await user.click(await screen.findByRole('button', { name: 'Remove Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(within(dialog).getByText(/Plans paid automatically with it switch to manual payment/)).toBeInTheDocument();
    return dialog;
  }

  it('asks first, shows Removing... meanwhile, then says what became of automatic plans, and the card is gone', async () => {
    await openProfile('/profile?tab=payment', [savedCard, removeMock({ __typename: 'Ack', ok: true, message: SWITCHED }, 300)]);
    const dialog = await askToRemove();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Card' }));
    expect((await within(dialog).findByText('Removing...')).closest('button')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(await screen.findByText('Card removed')).toBeInTheDocument();
    expect(screen.getByText(SWITCHED)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No saved payment methods' })).toBeInTheDocument();
  });

  it('keeps the card and the question open when the server refuses, and Cancel leaves it as it was', async () => {
    await openProfile('/profile?tab=payment', [savedCard, removeMock(errorResult('NOT_FOUND', 'This card is not saved on your account'))]);
    const dialog = await askToRemove();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Card' }));
    expect(await screen.findByText('Failed to remove card')).toBeInTheDocument();
    expect(screen.getByText('This card is not saved on your account')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Remove this card?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove this card?' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: /Visa/ })).toBeInTheDocument();
  });
});
