import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../../../../test/user-input';
import { ToastProvider } from '../../../ui/ToastProvider';
import { RecordRefundPayoutMutation, RefundsOwedQuery } from './graphql/operations';
import { RefundsOwed } from './RefundsOwed';

const user = userEvent.setup({ delay: null });

function refund(id: string, customerName: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'RefundOwed' as const,
    id,
    planId: `plan-${id}`,
    customerId: `u-${id}`,
    customerName,
    packName: 'Family Rice Pack',
    amountKobo: 1_125_000,
    channel: 'cash',
    status: 'owed',
    dueBy: '2026-12-12',
    overdue: false,
    requestedAt: '2026-11-20T10:00:00.000Z',
    paidOutChannel: null,
    paidOutReference: null,
    ...extra,
  };
}

const ada = refund('r-1', 'Ada Obi', { overdue: true, dueBy: '2026-11-20' });
const musa = refund('r-2', 'Musa Bello', { channel: 'card', status: 'processing', amountKobo: 900_000 });

const owed = (overdueOnly: boolean, items: ReturnType<typeof refund>[]): MockLink.MockedResponse => ({
  request: { query: RefundsOwedQuery, variables: { overdueOnly } },
  result: { data: { refundsOwed: items } },
});

function renderView(mocks: MockLink.MockedResponse[]) {
  render(
    <ToastProvider>
      <MockedProvider mocks={mocks}>
        <RefundsOwed />
      </MockedProvider>
    </ToastProvider>,
  );
}

const items = () => within(screen.getByRole('list', { name: 'Refunds owed' })).getAllByRole('listitem');

describe('Refunds owed', () => {
  it('lists customer, pack, amount, channel, status and due date, marks the overdue, and filters them', async () => {
    renderView([owed(false, [ada, musa]), owed(true, [ada])]);
    await screen.findByText('Ada Obi');
    const [first, second] = items();
    expect(first).toHaveTextContent('Ada ObiOverdue');
    expect(first).toHaveTextContent('PackFamily Rice PackAmount₦11,250ChannelCashStatusOwed (pay out by hand)Due byNov 20, 2026');
    expect(within(first).getByRole('button', { name: 'Record payout to Ada Obi (₦11,250)' })).toBeInTheDocument();
    // A card refund follows Paystack: nothing to record by hand.
    expect(second).toHaveTextContent('Card (Paystack)');
    expect(second).toHaveTextContent('Processing');
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent('Ada Obi');
  });

  it('says when none is owed, and when the list cannot be fetched', async () => {
    renderView([{ request: { query: RefundsOwedQuery, variables: { overdueOnly: false } }, error: new Error('offline') }, owed(false, [])]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the refunds owed.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No refund is owed.')).toBeInTheDocument();
  });

  it('records a payout with its channel and reference, keeping them when the server refuses', async () => {
    const variables = { refundId: 'r-1', channel: 'bank_transfer', reference: 'TRF-778' };
    renderView([
      owed(false, [ada]),
      {
        request: { query: RecordRefundPayoutMutation, variables },
        result: { data: { recordRefundPayout: { __typename: 'ErrorResult', errorCode: 'REFUND_CLOSED', message: 'This refund was already paid out.', fieldErrors: [] } } },
      },
      { request: { query: RecordRefundPayoutMutation, variables }, result: { data: { recordRefundPayout: { ...ada, status: 'processed', paidOutChannel: 'bank_transfer', paidOutReference: 'TRF-778' } } } },
      owed(false, []),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Record payout to Ada Obi (₦11,250)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payout' });
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(await within(dialog).findByText('Channel is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Reference is required')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Paid back by/ }), 'bank_transfer');
    const reference = within(dialog).getByRole('textbox', { name: /Reference/ });
    await fill(user, reference, ' TRF-778 ');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This refund was already paid out.');
    expect(reference).toHaveValue(' TRF-778 ');

    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByText('₦11,250 paid back to Ada Obi (Bank transfer, TRF-778).', { selector: '.ant-notification-notice-description, .ant-notification-notice-description *' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record payout' })).not.toBeInTheDocument());
    expect(await screen.findByText('No refund is owed.')).toBeInTheDocument();
  });
});
