import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../src/app/AppRoutes';
import { MeQuery } from '../src/modules/profile/graphql/operations';
import { PaymentGatewayProvider } from '../src/modules/savings-plans/hooks/gateway';
import { apiMe } from './fixtures';
import { customer, renderApp, sessionStore } from './render';
import { anyArrivalMock, apiPlan, fakeGateway, paymentsConfigMock, plansMock, type ApiPlan } from './savings-fixtures';

const user = userEvent.setup({ delay: null });
const meMock = { request: { query: MeQuery }, result: { data: { me: apiMe(customer) } }, maxUsageCount: Number.POSITIVE_INFINITY };

async function openSavings(plans: ApiPlan[]) {
  await renderApp({
    route: '/profile?tab=savings',
    session: sessionStore(customer),
    mocks: [meMock, paymentsConfigMock, anyArrivalMock, plansMock(plans)],
    ui: (
      <PaymentGatewayProvider gateway={fakeGateway().gateway}>
        <AppRoutes />
      </PaymentGatewayProvider>
    ),
  });
}

const warning = {
  __typename: 'LateFineWarning' as const,
  windowEnd: '2026-05-05',
  fineDate: '2026-05-05',
  payBy: '2026-05-04',
  fineKobo: 1_000_000,
  amountToAvoidKobo: 4_500_000,
  daysLeft: 9,
  capKobo: 1_500_000,
  capPercent: 25,
};

describe('late fines on the plan card and in Make Payment', () => {
  it('warns before the fine applies: the date, the amount and what to pay by when; the fine calculator in Make Payment', async () => {
    await openSavings([{ ...apiPlan({ paidCount: 2 }), fineWarning: warning }]);
    const card = await screen.findByRole('article', { name: 'Family Rice Pack' });
    expect(within(card).getByRole('note', { name: 'Late fine warning' })).toHaveTextContent(
      'A ₦10,000 late fine applies on May 5, 2026. Pay ₦45,000 by May 4, 2026 to avoid it.',
    );

    await user.click(within(card).getByRole('button', { name: 'Pay ₦7,500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Payment' });
    const calculator = within(dialog).getByRole('note', { name: 'Late fine calculator' });
    expect(calculator).toHaveTextContent('Pay ₦45,000 by May 4, 2026 to avoid the fine');
    expect(calculator).toHaveTextContent('Otherwise a ₦10,000 late fine is added on May 5, 2026 (9 days left).');
    // The cap, as the server states it for this plan.
    expect(calculator).toHaveTextContent('Late fines on this plan never total more than ₦15,000 (25% of the pack price).');
  });

  it('shows no warning when none is due, and applied fines as lines of their own, spread parts as "+ fine"', async () => {
    const base = apiPlan({ paidCount: 2 });
    const schedules = base.schedules.map((s, i) => (i === 2 ? { ...s, amountKobo: s.amountKobo + 500_000, fineKobo: 500_000 } : s));
    const fined: ApiPlan = {
      ...base,
      schedules: [...schedules, { ...base.schedules[7], id: 'fine-row', sequence: 9, dueDate: '2026-06-05', amountKobo: 1_000_000, fineKobo: 1_000_000, kind: 'fine', status: 'Pending' }],
      finesKobo: 1_500_000,
      fines: [
        { __typename: 'LateFine', id: 'f1', monthIndex: 1, fineDate: '2026-05-05', amountKobo: 1_000_000, waived: false },
        { __typename: 'LateFine', id: 'f2', monthIndex: 2, fineDate: '2026-06-05', amountKobo: 1_000_000, waived: true },
      ],
    };
    await openSavings([fined]);
    const card = await screen.findByRole('article', { name: 'Family Rice Pack' });
    expect(within(card).queryByRole('note', { name: 'Late fine warning' })).not.toBeInTheDocument();
    expect(within(card).getByText('Late Fines', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₦15,000');
    const lines = within(within(card).getByRole('list', { name: 'Late fines' })).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Late fine, May 5, 2026₦10,000');
    expect(lines[1]).toHaveTextContent('Waived');
    // Payment history lists the fines among the payments, newest first.
    const history = within(card).getByText(/^Payment history/).closest('details')!;
    const entries = within(history).getAllByRole('listitem');
    expect(within(history).getByText(/^Payment history/)).toHaveTextContent(`Payment history (${base.payments.length + 2})`);
    expect(entries[0]).toHaveTextContent('Jun 5, 2026₦10,000Late fine (waived)');
    expect(entries[1]).toHaveTextContent('May 5, 2026₦10,000Late fine');

    await user.click(within(card).getByRole('button', { name: 'Pay ₦7,500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Payment' });
    expect(within(dialog).queryByRole('note', { name: 'Late fine calculator' })).not.toBeInTheDocument();
    const rows = within(within(dialog).getByRole('region', { name: 'Payment schedule' })).getAllByRole('listitem');
    expect(rows[2]).toHaveTextContent('₦7,500 + ₦5,000 fine');
    expect(rows[8]).toHaveTextContent('₦10,000 late fine');
  });
});
