import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../src/app/AppRoutes';
import { MeQuery } from '../src/modules/profile/graphql/operations';
import {
  CancelPendingPlanMutation,
  ConfirmPaymentMutation,
  MyPendingPlansQuery,
  PayAllOverdueMutation,
  ResumePlanPaymentMutation,
} from '../src/modules/savings-plans/graphql/operations';
import { PaymentGatewayProvider } from '../src/modules/savings-plans/hooks/gateway';
import { apiMe } from './fixtures';
import { customer, renderApp, sessionStore, type RenderAppOptions } from './render';
import { anyArrivalMock, apiPlan, checkout, confirmation, fakeGateway, paymentsConfigMock, pendingPlansMock, planError, plansMock } from './savings-fixtures';

/**
 * Issue 29 on the profile's Savings tab: plans waiting for their first payment (loading, none,
 * failed, resumed, cancelled), the total overdue with 'Pay all overdue', and the line saying which
 * reminders a plan gets.
 */
const user = userEvent.setup({ delay: null });
const meMock = (channels = { emailReminders: true, smsReminders: true }) => ({
  request: { query: MeQuery },
  result: { data: { me: { ...apiMe(customer), ...channels } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

async function openSavings(mocks: RenderAppOptions['mocks'], me = meMock()) {
  const fake = fakeGateway();
  await renderApp({
    route: '/profile?tab=savings',
    session: sessionStore(customer),
    mocks: [me, paymentsConfigMock, anyArrivalMock, ...(mocks ?? [])],
    ui: (
      <PaymentGatewayProvider gateway={fake.gateway}>
        <AppRoutes />
      </PaymentGatewayProvider>
    ),
  });
  return fake;
}

/** A plan started but never paid: nothing paid, its first instalment next. */
const waiting = (id: string, foodPackName: string) => ({ ...apiPlan({ id, foodPackName, paidCount: 0 }), status: 'AwaitingFirstPayment' });
const pendingList = () => screen.findByRole('region', { name: 'Waiting for your first payment' });

describe('plans waiting for their first payment', () => {
  it('says it is checking while they load, and shows nothing when there are none', async () => {
    await openSavings([{ ...pendingPlansMock([]), delay: 300 }]);
    expect(await screen.findByText('Checking for plans waiting for payment…')).toHaveAttribute('role', 'status');
    await screen.findByRole('heading', { name: 'No Active Savings Plans' });
    await waitFor(() => expect(screen.queryByText('Checking for plans waiting for payment…')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Waiting for your first payment' })).not.toBeInTheDocument();
  });

  it('says when they cannot be fetched, and tries again', async () => {
    await openSavings([
      // Queries are retried once on a network failure: both attempts fail.
      { request: { query: MyPendingPlansQuery }, error: new Error('Network request failed'), maxUsageCount: 2 },
      pendingPlansMock([waiting('w1', 'Rice Pack')]),
    ]);
    const alert = await screen.findByText('Failed to fetch plans waiting for payment.');
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try Again' }));
    expect(within(await pendingList()).getByRole('listitem', { name: 'Rice Pack' })).toBeInTheDocument();
  });

  it('lists each with Resume payment and Cancel; cancelling one takes it off the list', async () => {
    const plans = [waiting('w1', 'Rice Pack'), waiting('w2', 'Beans Pack'), waiting('w3', 'Garri Pack')];
    await openSavings([
      pendingPlansMock(plans),
      { request: { query: CancelPendingPlanMutation, variables: { planId: 'w2' } }, result: { data: { cancelPendingPlan: { __typename: 'SavingsPlan', id: 'w2', status: 'Cancelled' } } } },
      pendingPlansMock([plans[0], plans[2]]),
    ]);
    const list = await pendingList();
    expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Rice Pack', 'Beans Pack', 'Garri Pack']);
    const beans = within(list).getByRole('listitem', { name: 'Beans Pack' });
    expect(beans).toHaveTextContent('first payment ₦7,500');
    expect(within(beans).getByRole('button', { name: 'Resume payment' })).toBeInTheDocument();

    await user.click(within(beans).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByText('Beans Pack was cancelled. You can start another plan now.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Beans Pack' })).not.toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it("resumes one's payment in the checkout, and the plan leaves the list once paid", async () => {
    const plan = waiting('w1', 'Rice Pack');
    const paid = apiPlan({ id: 'w1', foodPackName: 'Rice Pack', paidCount: 1 });
    const { openCheckout, finish } = await openSavings([
      pendingPlansMock([plan]),
      { request: { query: ResumePlanPaymentMutation, variables: { planId: 'w1' } }, result: { data: { resumePlanPayment: checkout(plan as never, 'fs-resume') } } },
      { request: { query: ConfirmPaymentMutation, variables: { reference: 'fs-resume' } }, result: { data: { confirmPayment: confirmation(paid, 'fs-resume') } } },
      pendingPlansMock([]),
    ]);
    const item = within(await pendingList()).getByRole('listitem', { name: 'Rice Pack' });
    await user.click(within(item).getByRole('button', { name: 'Resume payment' }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(expect.objectContaining({ reference: 'fs-resume' })));
    await finish({ status: 'success', reference: 'fs-resume' });
    expect(await screen.findByText('Savings Plan Started!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting for your first payment' })).not.toBeInTheDocument());
  });

  it('says why a resume is refused', async () => {
    const plan = waiting('w1', 'Rice Pack');
    await openSavings([
      { ...pendingPlansMock([plan]), maxUsageCount: 2 },
      { request: { query: ResumePlanPaymentMutation, variables: { planId: 'w1' } }, result: { data: { resumePlanPayment: planError('NO_PENDING_PAYMENTS', 'This plan is no longer waiting for its first payment') } } },
    ]);
    const item = within(await pendingList()).getByRole('listitem', { name: 'Rice Pack' });
    await user.click(within(item).getByRole('button', { name: 'Resume payment' }));
    expect(await screen.findByText('This plan is no longer waiting for its first payment')).toBeInTheDocument();
  });
});

describe('a plan behind on its payments', () => {
  const behind = () => ({ ...apiPlan({ id: 'late', paidCount: 1 }), overdue: { __typename: 'OverduePayments' as const, scheduleId: 'late-s2', count: 3, amountDueKobo: 22_500_00 } });

  it('shows the total overdue and pays every overdue instalment in one checkout, beside the next one', async () => {
    const plan = behind();
    const { openCheckout, finish } = await openSavings([
      plansMock([plan]),
      { request: { query: PayAllOverdueMutation, variables: { planId: 'late' } }, result: { data: { payAllOverdue: { ...checkout(plan, 'fs-arrears'), amountKobo: 22_500_00 } } } },
      {
        request: { query: ConfirmPaymentMutation, variables: { reference: 'fs-arrears' } },
        result: { data: { confirmPayment: confirmation({ ...apiPlan({ id: 'late', paidCount: 4 }) }, 'fs-arrears', 22_500_00) } },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Family Rice Pack' });
    expect(within(card).getByText('Total Overdue', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₦22,500 (3 instalments)');
    expect(within(card).getByRole('button', { name: 'Pay ₦7,500' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Pay all overdue (₦22,500)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Make Payment' });
    expect(within(dialog).getByText('All Overdue (3 instalments)', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₦22,500');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(expect.objectContaining({ reference: 'fs-arrears' })));
    await finish({ status: 'success', reference: 'fs-arrears' });
    expect(await screen.findByText('₦22,500 paid for Family Rice Pack.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByRole('button', { name: /Pay all overdue/ })).not.toBeInTheDocument());
  });

  it('offers no "Pay all overdue" for a single overdue instalment, or none', async () => {
    const one = { ...apiPlan({ id: 'one', foodPackName: 'One Late', paidCount: 1 }), overdue: { __typename: 'OverduePayments' as const, scheduleId: 'one-s2', count: 1, amountDueKobo: 7_500_00 } };
    await openSavings([plansMock([one, apiPlan({ id: 'fine', foodPackName: 'On Time' })])]);
    const late = await screen.findByRole('article', { name: 'One Late' });
    expect(within(late).getByText('Total Overdue', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₦7,500 (1 instalment)');
    expect(within(late).queryByRole('button', { name: /Pay all overdue/ })).not.toBeInTheDocument();
    const onTime = await screen.findByRole('article', { name: 'On Time' });
    expect(within(onTime).queryByText('Total Overdue')).not.toBeInTheDocument();
  });
});

describe('which reminders a plan gets', () => {
  it("says it on the card, from the plan's switch and the customer's channels", async () => {
    await openSavings([plansMock([{ ...apiPlan({ id: 'on', foodPackName: 'Reminded' }), remindersEnabled: true }, { ...apiPlan({ id: 'off', foodPackName: 'Quiet' }), remindersEnabled: false }])], meMock({ emailReminders: true, smsReminders: false }));
    const reminded = await screen.findByRole('article', { name: 'Reminded' });
    expect(within(reminded).getByText(/^Reminders by e-mail only \(SMS is off in your Personal Details\): the day before and on each due date/)).toBeInTheDocument();
    expect(within(await screen.findByRole('article', { name: 'Quiet' })).getByText('Reminders are off for this plan.')).toBeInTheDocument();
  });
});
