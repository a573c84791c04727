import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../../ui/ToastProvider';
import { MarketerCommissionsQuery, MarketersQuery, PendingApplicationCountQuery, RecordCommissionPayoutMutation } from '../graphql/operations';
import { MarketersTab } from '../MarketersTab';
import { apiMarketer } from '../test-fixtures';

const user = userEvent.setup({ delay: null });

const tunde = apiMarketer('m-1', 'Tunde Bakare', { city: null, state: null, country: null, rateHistory: [] });

const summary = (pendingKobo: number, approvedKobo: number, paidKobo: number) => ({
  data: { marketerCommissions: { __typename: 'CommissionSummary', pendingKobo, approvedKobo, paidKobo } },
});

const background: MockLink.MockedResponse[] = [
  {
    request: { query: MarketersQuery, variables: { search: null, page: 1, pageSize: 10, sort: 'REGISTERED_AT', direction: 'DESC' } },
    result: { data: { marketers: { __typename: 'MarketerPage', items: [tunde], totalCount: 1, page: 1, pageSize: 10 } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: PendingApplicationCountQuery },
    result: { data: { marketerApplications: { __typename: 'MarketerApplicationPage', totalCount: 0 } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

function renderTab(mocks: MockLink.MockedResponse[]) {
  render(
    <ToastProvider>
      <MockedProvider mocks={[...mocks, ...background]}>
        <MarketersTab />
      </MockedProvider>
    </ToastProvider>,
  );
}

const toastText = (text: string | RegExp) => screen.findByText(text, { selector: '.ant-notification-notice-description, .ant-notification-notice-description *' });

async function openPayout() {
  await user.click(await screen.findByRole('button', { name: 'Record payout for Tunde Bakare' }));
  return screen.findByRole('dialog', { name: 'Record payout: Tunde Bakare' });
}

const payout = (amountKobo: number) => ({
  __typename: 'CommissionPayout',
  id: 'p-1',
  marketerId: 'm-1',
  amountKobo,
  reference: 'TRF-001',
  note: null,
  entryCount: 3,
  createdAt: '2025-03-08T10:00:00.000Z',
});

describe('Record payout', () => {
  it('shows the balance, pays the approved amount with a reference, says so and closes', async () => {
    renderTab([
      { request: { query: MarketerCommissionsQuery, variables: { id: 'm-1' } }, result: summary(150_000, 1_250_000, 3_000_000) },
      {
        request: { query: RecordCommissionPayoutMutation, variables: { marketerId: 'm-1', amountKobo: 1_250_000, reference: 'TRF-001', note: null } },
        result: { data: { recordCommissionPayout: payout(1_250_000) } },
      },
    ]);
    const dialog = await openPayout();
    const totals = await within(dialog).findByText('Approved (to pay now)');
    expect(totals.parentElement).toHaveTextContent('₦12,500');
    expect(within(dialog).getByText('Pending').parentElement).toHaveTextContent('₦1,500');
    expect(within(dialog).getByText('Paid').parentElement).toHaveTextContent('₦30,000');
    expect(dialog).toHaveTextContent('Amount to pay: ₦12,500');

    const submit = within(dialog).getByRole('button', { name: 'Record payout of ₦12,500' });
    await user.click(submit);
    const reference = within(dialog).getByRole('textbox', { name: /Payment Reference/ });
    expect(await within(dialog).findByText('Payment reference is required')).toBeInTheDocument();
    expect(reference).toHaveAttribute('aria-invalid', 'true');

    await user.type(reference, 'x'.repeat(101));
    await user.click(submit);
    expect(await within(dialog).findByText('The reference must be at most 100 characters')).toBeInTheDocument();

    await user.clear(reference);
    await user.type(reference, ' TRF-001 ');
    await user.click(submit);
    expect(await toastText('₦12,500 paid to Tunde Bakare')).toBeInTheDocument();
    expect(screen.getByText('Payout recorded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record payout: Tunde Bakare' })).not.toBeInTheDocument());
  });

  it('when the approved balance changed meanwhile: says so, shows the new balance and keeps what was typed', async () => {
    renderTab([
      { request: { query: MarketerCommissionsQuery, variables: { id: 'm-1' } }, result: summary(0, 1_250_000, 0) },
      { request: { query: MarketerCommissionsQuery, variables: { id: 'm-1' } }, result: summary(0, 1_100_000, 0) },
      {
        request: { query: RecordCommissionPayoutMutation, variables: { marketerId: 'm-1', amountKobo: 1_250_000, reference: 'TRF-001', note: 'March payout' } },
        result: {
          data: {
            recordCommissionPayout: {
              __typename: 'ErrorResult',
              errorCode: 'AMOUNT_CHANGED',
              message: 'The amount to pay has changed. Check the new amount and record the payout again.',
              fieldErrors: [],
            },
          },
        },
      },
      {
        request: { query: RecordCommissionPayoutMutation, variables: { marketerId: 'm-1', amountKobo: 1_100_000, reference: 'TRF-001', note: 'March payout' } },
        result: { data: { recordCommissionPayout: payout(1_100_000) } },
      },
    ]);
    const dialog = await openPayout();
    await within(dialog).findByRole('button', { name: 'Record payout of ₦12,500' });
    expect(dialog).toHaveTextContent('Amount to pay: ₦12,500');
    await user.type(within(dialog).getByRole('textbox', { name: /Payment Reference/ }), 'TRF-001');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'March payout');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout of ₦12,500' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The amount to pay has changed.');
    expect(await within(dialog).findByRole('button', { name: 'Record payout of ₦11,000' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Payment Reference/ })).toHaveValue('TRF-001');
    expect(within(dialog).getByRole('textbox', { name: /Note/ })).toHaveValue('March payout');

    await user.click(within(dialog).getByRole('button', { name: 'Record payout of ₦11,000' }));
    expect(await toastText('₦11,000 paid to Tunde Bakare')).toBeInTheDocument();
  });

  it('has nothing to record while no commission is approved', async () => {
    renderTab([{ request: { query: MarketerCommissionsQuery, variables: { id: 'm-1' } }, result: summary(200_000, 0, 500_000) }]);
    const dialog = await openPayout();
    const button = await within(dialog).findByRole('button', { name: 'Nothing to pay yet' });
    expect(button).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Nothing to pay yet');
    expect(within(dialog).getByRole('textbox', { name: /Payment Reference/ })).toBeDisabled();
  });

  it('says when the balance cannot be loaded, and tries again', async () => {
    renderTab([
      { request: { query: MarketerCommissionsQuery, variables: { id: 'm-1' } }, error: new Error('offline') },
      { request: { query: MarketerCommissionsQuery, variables: { id: 'm-1' } }, result: summary(0, 50_000, 0) },
    ]);
    const dialog = await openPayout();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch the commission balance. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('button', { name: 'Record payout of ₦500' })).toBeEnabled();
  });
});

