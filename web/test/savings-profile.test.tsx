import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AppRoutes } from '../src/app/AppRoutes';
import { MeQuery } from '../src/modules/profile/graphql/operations';
import {
  ConfirmPaymentMutation,
  MyPaymentMethodQuery,
  PayNextInstalmentMutation,
  SetPlanRemindersMutation,
} from '../src/modules/savings-plans/graphql/operations';
import { PaymentGatewayProvider } from '../src/modules/savings-plans/hooks/gateway';
import { apiMe } from './fixtures';
import { currentLocation, customer, renderApp, sessionStore, type RenderAppOptions } from './render';
import { anyArrivalMock, apiPlan, checkout, confirmation, fakeGateway, packMock, paymentsConfigMock, planError, plansMock } from './savings-fixtures';

const user = userEvent.setup({ delay: null });

const meMock = { request: { query: MeQuery }, result: { data: { me: apiMe(customer) } }, maxUsageCount: Number.POSITIVE_INFINITY };

async function openProfile(route: string, mocks: RenderAppOptions['mocks'] = []) {
  const fake = fakeGateway();
  const rendered = await renderApp({
    route,
    session: sessionStore(customer),
    mocks: [meMock, paymentsConfigMock, anyArrivalMock, ...(mocks ?? [])],
    ui: (
      <PaymentGatewayProvider gateway={fake.gateway}>
        <AppRoutes />
      </PaymentGatewayProvider>
    ),
  });
  return { ...rendered, ...fake };
}

const card = (name: string) => screen.findByRole('article', { name });
const fact = (scope: HTMLElement, term: string) => within(scope).getByText(term, { selector: 'dt' }).nextElementSibling;

describe('Your Savings Plans', () => {
  it('shows an open plan with its progress, amounts, Pay button and reminders; a completed one with its badge', async () => {
    await openProfile('/profile?tab=savings', [
      plansMock([apiPlan({ id: 'open', paidCount: 2 }), apiPlan({ id: 'done', foodPackName: 'Festive Hamper', paidCount: 8 })]),
      // No pack on its way to show (savings-pack.test.tsx has those): the delivery window stands.
      packMock(null, 'done'),
    ]);
    const open = await card('Family Rice Pack');
    expect(within(open).getByRole('progressbar', { name: 'Family Rice Pack: 25% paid' })).toHaveAttribute('aria-valuenow', '25');
    expect(fact(open, 'Total Amount')).toHaveTextContent('₦60,000');
    expect(fact(open, 'Amount Paid')).toHaveTextContent('₦15,000');
    expect(fact(open, 'Weekly Payment')).toHaveTextContent('₦7,500');
    expect(fact(open, 'Plan Duration')).toHaveTextContent('2 months');
    expect(fact(open, 'Next Payment')).toHaveTextContent('Jan 19, 2026');
    expect(within(open).getByRole('button', { name: 'Pay ₦7,500' })).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Enable Reminders' })).toBeInTheDocument();
    expect(within(open).queryByText('Completed')).not.toBeInTheDocument();

    const done = await card('Festive Hamper');
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByRole('progressbar', { name: 'Festive Hamper: 100% paid' })).toBeInTheDocument();
    expect(within(done).getByText('Expect your pack between Mon 2 Mar and Wed 4 Mar')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: /Reminders/ })).not.toBeInTheDocument();

    // The payment history, folded away until opened.
    await user.click(within(done).getByText('Payment history (8)'));
    expect(within(done).getByText('fs-done-8')).toBeVisible();
  });

  it('turns reminders on and off, and says when that fails', async () => {
    const plan = apiPlan();
    await openProfile('/profile?tab=savings', [
      plansMock([plan]),
      {
        request: { query: SetPlanRemindersMutation, variables: { planId: plan.id, enabled: true } },
        result: { data: { setPlanReminders: { __typename: 'SavingsPlan', id: plan.id, remindersEnabled: true } } },
      },
      {
        request: { query: SetPlanRemindersMutation, variables: { planId: plan.id, enabled: false } },
        result: { errors: [new GraphQLError('Something went wrong')] },
      },
    ]);
    const open = await card('Family Rice Pack');
    await user.click(within(open).getByRole('button', { name: 'Enable Reminders' }));
    expect(await screen.findByText('Reminders Enabled')).toBeInTheDocument();
    const disable = await within(open).findByRole('button', { name: 'Disable Reminders' });

    await user.click(disable);
    expect(await screen.findByText('Failed to update reminders')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Disable Reminders' })).toBeInTheDocument();
  });

  it('offers the food packs when there is no plan', async () => {
    await openProfile('/profile?tab=savings', [plansMock([])]);
    expect(await screen.findByRole('heading', { name: 'No Active Savings Plans' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse Food Packs' }));
    await waitFor(() => expect(currentLocation()).toBe('/food-packs'));
  });

  it('says when the plans cannot be fetched, and Try Again fetches them', async () => {
    await openProfile('/profile?tab=savings', [
      { request: plansMock([]).request, error: new Error('Network request failed'), maxUsageCount: 2 },
      plansMock([apiPlan()]),
    ]);
    expect(await screen.findByText(/Failed to fetch savings plans/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await card('Family Rice Pack')).toBeInTheDocument();
  });

  it('Make Payment: strikes paid rows through, pays the next instalment and shows the new progress', async () => {
    const plan = apiPlan({ paidCount: 2 });
    const paid = apiPlan({ paidCount: 3 });
    const { openCheckout, finish } = await openProfile('/profile?tab=savings', [
      plansMock([plan]),
      { request: { query: PayNextInstalmentMutation, variables: { planId: plan.id } }, result: { data: { payNextInstalment: checkout(plan, 'fs-ref-3') } } },
      { request: { query: ConfirmPaymentMutation, variables: { reference: 'fs-ref-3' } }, result: { data: { confirmPayment: confirmation(paid, 'fs-ref-3') } } },
    ]);
    await user.click(within(await card('Family Rice Pack')).getByRole('button', { name: 'Pay ₦7,500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Payment' });
    expect(within(dialog).getByRole('heading', { name: 'Family Rice Pack' })).toBeInTheDocument();
    expect(fact(dialog, 'Weekly Payment')).toHaveTextContent('₦7,500');
    expect(fact(dialog, 'Total Progress')).toHaveTextContent('₦15,000 / ₦60,000');

    const rows = within(within(dialog).getByRole('region', { name: 'Payment schedule' })).getAllByRole('listitem');
    expect(rows).toHaveLength(8);
    expect(rows[0].querySelector('del')).toHaveTextContent('Jan 5, 2026₦7,500');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[1].querySelector('del')).not.toBeNull();
    expect(rows[2].querySelector('del')).toBeNull();
    expect(rows[2]).not.toHaveTextContent('Paid');

    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(expect.objectContaining({ reference: 'fs-ref-3', useStandIn: true })));
    await finish({ status: 'success', reference: 'fs-ref-3' });

    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(screen.getByText('₦7,500 paid for Family Rice Pack.')).toBeInTheDocument();
    const updated = await card('Family Rice Pack');
    await waitFor(() => expect(fact(updated, 'Amount Paid')).toHaveTextContent('₦22,500'));
    expect(within(updated).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '38');
  });

  it('Make Payment: says when nothing is left to pay', async () => {
    const plan = apiPlan();
    const { openCheckout } = await openProfile('/profile?tab=savings', [
      plansMock([plan]),
      { request: { query: PayNextInstalmentMutation, variables: { planId: plan.id } }, result: { data: { payNextInstalment: planError('NO_PENDING_PAYMENTS', 'No pending payments found') } } },
    ]);
    await user.click(within(await card('Family Rice Pack')).getByRole('button', { name: 'Pay ₦7,500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('No pending payments found')).toBeInTheDocument();
    expect(openCheckout).not.toHaveBeenCalled();
  });

  it('confirms a reference the checkout sent back in the address, once, and tidies the address', async () => {
    const plan = apiPlan({ paidCount: 1 });
    let confirmed = 0;
    // The list as the server answers it: with the plan once the payment was credited. Whether the
    // tab asks for it before or after the confirmation depends on the machine's load.
    const list = plansMock([plan]);
    await openProfile('/profile?tab=savings&reference=fs-ref-9&trxref=fs-ref-9', [
      { ...list, result: () => (confirmed ? list.result : plansMock([]).result) as never, maxUsageCount: 2 },
      {
        request: { query: ConfirmPaymentMutation, variables: { reference: 'fs-ref-9' } },
        delay: 300,
        result: () => {
          confirmed++;
          return { data: { confirmPayment: confirmation(plan, 'fs-ref-9') } };
        },
      },
    ]);
    expect(await screen.findByText('Payment Confirmed Successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/profile?tab=savings'));
    expect(confirmed).toBe(1);
    expect(await card('Family Rice Pack')).toBeInTheDocument();
  });
});

describe('Payment Methods', () => {
  it('shows the saved card', async () => {
    await openProfile('/profile?tab=payment', [
      {
        request: { query: MyPaymentMethodQuery },
        result: {
          data: {
            myPaymentMethod: {
              __typename: 'PaymentMethod',
              id: 'pm-1',
              provider: 'paystack',
              type: 'card',
              cardType: 'visa',
              bank: 'TEST BANK',
              lastFourDigits: '4081',
              expMonth: '9',
              expYear: '2030',
              isDefault: true,
            },
          },
        },
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Payment Methods' });
    expect(await within(section).findByRole('heading', { name: 'Visa ending in 4081 Default' })).toBeInTheDocument();
    expect(fact(section, 'Provider')).toHaveTextContent('Paystack');
    expect(fact(section, 'Type')).toHaveTextContent('Card');
    expect(fact(section, 'Bank')).toHaveTextContent('TEST BANK');
    expect(fact(section, 'Expires')).toHaveTextContent('09/30');
  });

  it('says when there is none, and how one is saved', async () => {
    await openProfile('/profile?tab=payment', [{ request: { query: MyPaymentMethodQuery }, result: { data: { myPaymentMethod: null } } }]);
    expect(await screen.findByRole('heading', { name: 'No saved payment methods' })).toBeInTheDocument();
    expect(screen.getByText(/saved automatically after you make a card payment/)).toBeInTheDocument();
  });

  it('says when it cannot be loaded', async () => {
    await openProfile('/profile?tab=payment', [{ request: { query: MyPaymentMethodQuery }, error: new Error('Network request failed'), maxUsageCount: 2 }]);
    expect(await screen.findByText('Failed to load payment method')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
