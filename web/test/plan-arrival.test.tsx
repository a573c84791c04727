import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../src/app/AppRoutes';
import { MeQuery } from '../src/modules/profile/graphql/operations';
import { ArrivalIfPaidQuery } from '../src/modules/savings-plans/graphql/arrival-operations';
import { ConfirmPaymentMutation, PayNextInstalmentMutation } from '../src/modules/savings-plans/graphql/operations';
import { PaymentGatewayProvider } from '../src/modules/savings-plans/hooks/gateway';
import { apiMe } from './fixtures';
import { customer, renderApp, sessionStore, type RenderAppOptions } from './render';
import { apiPack, apiPlan, arrivalMock, checkout, confirmation, fakeGateway, packMock, paymentsConfigMock, plansMock, type ApiPlan } from './savings-fixtures';

/**
 * Issue 25 on the profile's Savings tab: each open plan says when its pack arrives at the
 * customer's pace, and Make Payment shows the date before and after paying (₦7,500 instalments).
 */
const user = userEvent.setup({ delay: null });
const meMock = { request: { query: MeQuery }, result: { data: { me: apiMe(customer) } }, maxUsageCount: Number.POSITIVE_INFINITY };

async function openSavings(mocks: RenderAppOptions['mocks']) {
  const fake = fakeGateway();
  await renderApp({
    route: '/profile?tab=savings',
    session: sessionStore(customer),
    mocks: [meMock, paymentsConfigMock, ...(mocks ?? [])],
    ui: (
      <PaymentGatewayProvider gateway={fake.gateway}>
        <AppRoutes />
      </PaymentGatewayProvider>
    ),
  });
  return fake;
}

const paced = (plan: ApiPlan, arrivesAround: string, pace: 'onTime' | 'behind' | 'ahead' = 'onTime', shiftDays = 0): ApiPlan => ({
  ...plan,
  arrival: { __typename: 'PlanArrival', arrivesAround, pace, shiftDays },
});

describe('the pack arrival at the customer’s pace, on each plan', () => {
  it('says the date on an open plan, with the pace when behind or ahead, and nothing on a paid plan', async () => {
    await openSavings([
      plansMock([
        apiPlan({ id: 'on', foodPackName: 'On Time' }),
        paced(apiPlan({ id: 'late', foodPackName: 'Late' }), '2026-03-13', 'behind', 12),
        paced(apiPlan({ id: 'early', foodPackName: 'Early' }), '2026-02-20', 'ahead', -14),
        apiPlan({ id: 'paid', foodPackName: 'Paid', paidCount: 8 }),
      ]),
      packMock(apiPack({ planId: 'paid' })),
    ]);
    const onTime = await screen.findByRole('article', { name: 'On Time' });
    expect(within(onTime).getByText(/^At your pace, your pack arrives around/)).toHaveTextContent(/^At your pace, your pack arrives around Mar 2, 2026$/);
    expect(within(screen.getByRole('article', { name: 'Late' })).getByText(/^At your pace/)).toHaveTextContent('At your pace, your pack arrives around Mar 13, 2026 (12 days behind schedule)');
    expect(within(screen.getByRole('article', { name: 'Early' })).getByText(/^At your pace/)).toHaveTextContent('At your pace, your pack arrives around Feb 20, 2026 (ahead of schedule)');
    expect(within(screen.getByRole('article', { name: 'Paid' })).queryByText(/At your pace/)).not.toBeInTheDocument();
  });
});

describe('Make Payment: the date before and after paying', () => {
  it('shows how paying now pulls the date forward, and after paying the card shows the new date', async () => {
    const plan = apiPlan();
    const paidEarly = paced(apiPlan({ paidCount: 3 }), '2026-02-23', 'ahead', -7);
    const { openCheckout, finish } = await openSavings([
      plansMock([plan]),
      { ...arrivalMock('plan-1', 750_000, '2026-03-02', '2026-02-23'), delay: 1500 },
      { request: { query: PayNextInstalmentMutation, variables: { planId: 'plan-1' } }, result: { data: { payNextInstalment: checkout(plan) } } },
      { request: { query: ConfirmPaymentMutation, variables: { reference: 'fs-ref-1' } }, result: { data: { confirmPayment: confirmation(paidEarly) } } },
    ]);
    const card = await screen.findByRole('article', { name: 'Family Rice Pack' });
    await user.click(within(card).getByRole('button', { name: 'Pay ₦7,500' }));

    const dialog = await screen.findByRole('dialog', { name: 'Make Payment' });
    expect(within(dialog).getByText('Your pack arrives around Mar 2, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Working out the date if you pay now…')).toBeInTheDocument();
    expect(await within(dialog).findByText('Pay now and it arrives around Feb 23, 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your pack arrives around Mar 2, 2026Pay now and it arrives around Feb 23, 2026');

    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalled());
    await finish({ status: 'success', reference: 'fs-ref-1' });
    await waitFor(() => expect(within(card).getByText(/^At your pace/)).toHaveTextContent('At your pace, your pack arrives around Feb 23, 2026 (ahead of schedule)'));
  });

  it('says the date stays when paying does not move it', async () => {
    await openSavings([plansMock([apiPlan()]), arrivalMock('plan-1', 750_000, '2026-03-02', '2026-03-02')]);
    await user.click(within(await screen.findByRole('article', { name: 'Family Rice Pack' })).getByRole('button', { name: 'Pay ₦7,500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Payment' });
    expect(await within(dialog).findByText('Pay now and it still arrives around Mar 2, 2026')).toBeInTheDocument();
  });

  it('says when the new date cannot be worked out, keeps the payment possible, and tries again', async () => {
    const request = { query: ArrivalIfPaidQuery, variables: { planId: 'plan-1', amountKobo: 750_000 } };
    await openSavings([
      plansMock([apiPlan()]),
      // Queries are retried once on a network failure: both attempts fail.
      { request, error: new Error('Network request failed'), maxUsageCount: 2 },
      arrivalMock('plan-1', 750_000, '2026-03-02', '2026-02-23'),
    ]);
    await user.click(within(await screen.findByRole('article', { name: 'Family Rice Pack' })).getByRole('button', { name: 'Pay ₦7,500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Payment' });
    expect(await within(dialog).findByText(/The date if you pay now could not be worked out/)).toBeInTheDocument();
    expect(within(dialog).getByText('Your pack arrives around Mar 2, 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Pay now and it arrives around Feb 23, 2026')).toBeInTheDocument();
  });
});
