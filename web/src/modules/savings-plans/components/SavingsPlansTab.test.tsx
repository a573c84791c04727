import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../../app/AppRoutes';
import { MeQuery } from '../../profile/graphql/operations';
import { MyBankAccountQuery } from '../graphql/operations';
import { apiMe } from '../../../../test/fixtures';
import { customer, renderApp, sessionStore, type RenderAppOptions } from '../../../../test/render';
import { anyArrivalMock, apiPlan, fakeGateway, paymentsConfigMock, plansMock } from '../../../../test/savings-fixtures';
import { PaymentGatewayProvider } from '../hooks/gateway';
import { PLANS_PAGE_SIZE } from './SavingsPlansTab';

const user = userEvent.setup({ delay: null });
const meMock = { request: { query: MeQuery }, result: { data: { me: apiMe(customer) } }, maxUsageCount: Number.POSITIVE_INFINITY };
/** The customer's own account number (issue 27), named on each open plan. */
const bankMock = (accountNumber: string | null) => ({
  request: { query: MyBankAccountQuery },
  result: { data: { myBankAccount: accountNumber ? { __typename: 'BankAccount' as const, status: 'assigned', bankName: 'Wema Bank', accountNumber, accountName: 'FOODSAVINGS/ADA OBI' } : null } },
});

/** Plans 1 to n, the newest (1) first, each on its own pack so its card can be found by name. */
const plans = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => apiPlan({ id: `plan-${from + i}`, foodPackName: `Pack ${from + i}` }));
const TOTAL = PLANS_PAGE_SIZE + 2;

async function openSavings(mocks: RenderAppOptions['mocks'], accountNumber: string | null = null) {
  await renderApp({
    route: '/profile?tab=savings',
    session: sessionStore(customer),
    mocks: [meMock, paymentsConfigMock, anyArrivalMock, bankMock(accountNumber), ...(mocks ?? [])],
    ui: (
      <PaymentGatewayProvider gateway={fakeGateway().gateway}>
        <AppRoutes />
      </PaymentGatewayProvider>
    ),
  });
}

const shownCards = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent);

describe('Your Savings Plans, a page at a time', () => {
  it('shows the latest plans and loads older ones on demand, moving the focus to the first one added', async () => {
    await openSavings([plansMock(plans(1, PLANS_PAGE_SIZE), { totalCount: TOTAL }), plansMock(plans(PLANS_PAGE_SIZE + 1, TOTAL), { page: 2, totalCount: TOTAL })]);
    await screen.findByRole('article', { name: 'Pack 1' });
    expect(shownCards()).toEqual(plans(1, PLANS_PAGE_SIZE).map((p) => p.foodPackName));
    expect(screen.getByText(`Showing your latest ${PLANS_PAGE_SIZE} of ${TOTAL} plans`)).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Show older plans' }));
    const firstAdded = await screen.findByRole('heading', { name: `Pack ${PLANS_PAGE_SIZE + 1}` });
    expect(shownCards()).toEqual(plans(1, TOTAL).map((p) => p.foodPackName));
    await waitFor(() => expect(firstAdded).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show older plans' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing your latest/)).not.toBeInTheDocument();
  });

  it('leaves out a plan the next page repeats (one started meanwhile moved the others down)', async () => {
    await openSavings([plansMock(plans(1, PLANS_PAGE_SIZE), { totalCount: TOTAL }), plansMock(plans(PLANS_PAGE_SIZE, TOTAL), { page: 2, totalCount: TOTAL })]);
    await screen.findByRole('article', { name: 'Pack 1' });
    await user.click(screen.getByRole('button', { name: 'Show older plans' }));
    await screen.findByRole('article', { name: `Pack ${TOTAL}` });
    expect(shownCards()).toEqual(plans(1, TOTAL).map((p) => p.foodPackName));
  });

  it('says when older plans cannot be fetched, keeps those shown, and tries again', async () => {
    await openSavings([
      plansMock(plans(1, PLANS_PAGE_SIZE), { totalCount: TOTAL }),
      // Queries are retried once on a network failure: both attempts fail.
      { request: plansMock([], { page: 2 }).request, error: new Error('Network request failed'), maxUsageCount: 2 },
      plansMock(plans(PLANS_PAGE_SIZE + 1, TOTAL), { page: 2, totalCount: TOTAL }),
    ]);
    await screen.findByRole('article', { name: 'Pack 1' });
    await user.click(screen.getByRole('button', { name: 'Show older plans' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch older plans. Please check your connection and try again.');
    expect(shownCards()).toHaveLength(PLANS_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: 'Show older plans' }));
    await screen.findByRole('article', { name: `Pack ${TOTAL}` });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shownCards()).toHaveLength(TOTAL);
  });
});

describe('the account to pay into', () => {
  it("names the customer's own account number on each open plan, or where to get one", async () => {
    await openSavings([plansMock(plans(1, 1), { totalCount: 1 })], '9100000001');
    const card = await screen.findByRole('article', { name: 'Pack 1' });
    expect(await within(card).findByText(/Or pay by bank transfer into your own account/)).toHaveTextContent('Wema Bank 9100000001 (FOODSAVINGS/ADA OBI). Pay into no other account.');
  });

  it('links to getting an account number when the customer has none', async () => {
    await openSavings([plansMock(plans(1, 1), { totalCount: 1 })]);
    const card = await screen.findByRole('article', { name: 'Pack 1' });
    expect(within(card).getByRole('link', { name: 'get your own account number' })).toHaveAttribute('href', '/profile?tab=payment');
  });
});
