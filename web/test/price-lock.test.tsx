import { screen, within } from '@testing-library/react';
import { AppRoutes } from '../src/app/AppRoutes';
import { MeQuery } from '../src/modules/profile/graphql/operations';
import { PaymentGatewayProvider } from '../src/modules/savings-plans/hooks/gateway';
import { apiMe } from './fixtures';
import { customer, renderApp, sessionStore } from './render';
import { apiPlan, fakeGateway, paymentsConfigMock, plansMock, type ApiPlan } from './savings-fixtures';

const meMock = { request: { query: MeQuery }, result: { data: { me: apiMe(customer) } }, maxUsageCount: Number.POSITIVE_INFINITY };

async function openSavings(plans: ApiPlan[]) {
  await renderApp({
    route: '/profile?tab=savings',
    session: sessionStore(customer),
    mocks: [meMock, paymentsConfigMock, plansMock(plans)],
    ui: (
      <PaymentGatewayProvider gateway={fakeGateway().gateway}>
        <AppRoutes />
      </PaymentGatewayProvider>
    ),
  });
}

describe('the price-lock certificate on the plan card', () => {
  it('says what the plan locked, what the pack costs today and the saving, in one line; what is owed stays as it was', async () => {
    // ₦60,000 locked; the pack costs 10 % more today.
    const locked: ApiPlan = { ...apiPlan({ paidCount: 2 }), priceLock: { __typename: 'PriceLockCertificate', lockedKobo: 6_000_000, todayKobo: 6_600_000, savingKobo: 600_000 } };
    await openSavings([locked]);
    const card = await screen.findByRole('article', { name: 'Family Rice Pack' });
    expect(within(card).getByRole('note', { name: 'Price lock' })).toHaveTextContent(/^You locked ₦60,000; this pack costs ₦66,000 today; you save ₦6,000\.$/);
    expect(within(card).getByText('Total Amount').nextElementSibling).toHaveTextContent('₦60,000');
    expect(within(card).getByRole('button', { name: 'Pay ₦7,500' })).toBeInTheDocument();
  });

  it('is absent when the pack costs no more today (the server sends none)', async () => {
    await openSavings([apiPlan({ paidCount: 2 })]);
    const card = await screen.findByRole('article', { name: 'Family Rice Pack' });
    expect(within(card).queryByRole('note', { name: 'Price lock' })).not.toBeInTheDocument();
    expect(within(card).queryByText(/You locked/)).not.toBeInTheDocument();
  });
});
