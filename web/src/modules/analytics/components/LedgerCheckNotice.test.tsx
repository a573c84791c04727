import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { LatestLedgerCheckQuery } from '../graphql/operations';
import { LedgerCheckNotice } from './LedgerCheckNotice';

const check = (extra: Record<string, unknown>) => ({
  request: { query: LatestLedgerCheckQuery },
  result: { data: { latestLedgerCheck: { __typename: 'LedgerCheck', businessDate: '2026-11-23', balanced: true, differenceKobo: 0, missingCount: 0, missingReferences: [], providerError: null, ...extra } } },
});

function renderWith(mock: ReturnType<typeof check>) {
  render(
    <MockedProvider mocks={[mock]}>
      <LedgerCheckNotice />
    </MockedProvider>,
  );
}

describe('the nightly check of the books on the dashboard', () => {
  it('warns, naming each difference, when the books do not balance', async () => {
    renderWith(check({ balanced: false, differenceKobo: -50_000, missingCount: 2, missingReferences: ['fs-a', 'fs-b'] }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The books of Nov 23, 2026 do not balance');
    expect(alert).toHaveTextContent('The ledger is off by ₦500 (money in plans that no payment accounts for).');
    expect(alert).toHaveTextContent('2 successful Paystack payments have no payment record: fs-a, fs-b.');
  });

  it('says so quietly when they balance', async () => {
    renderWith(check({}));
    expect(await screen.findByText('Books checked for Nov 23, 2026: balanced, every Paystack payment recorded.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
