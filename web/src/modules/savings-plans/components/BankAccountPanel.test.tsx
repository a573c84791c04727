import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyBankTransfersQuery, RequestBankAccountMutation, RequestCreditRefundMutation } from '../graphql/operations';
import { BankAccountPanel } from './BankAccountPanel';

const user = userEvent.setup({ delay: null });

const account = (over: Record<string, unknown> = {}) => ({
  __typename: 'BankAccount' as const,
  status: 'assigned',
  bankName: 'Wema Bank',
  accountNumber: '9100000001',
  accountName: 'FOODSAVINGS/ADA OBI',
  failureReason: null,
  whatToDo: null,
  firstPlanId: null,
  ...over,
});

function transfersMock(acc: ReturnType<typeof account> | null, extra: Record<string, unknown> = {}): MockLink.MockedResponse {
  return {
    request: { query: MyBankTransfersQuery },
    result: { data: { myBankTransfers: { __typename: 'BankTransfers', account: acc, creditBalanceKobo: 0, credits: [], transfers: [], ...extra } } },
  };
}

const requestMock = (answer: ReturnType<typeof account>): MockLink.MockedResponse => ({ request: { query: RequestBankAccountMutation }, result: { data: { requestBankAccount: answer } } });

function show(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <BankAccountPanel />
    </MockedProvider>,
  );
}

describe("the customer's own account number", () => {
  it('offers "Get my account number", then shows it on its way, then the account', async () => {
    show([transfersMock(null), requestMock(account({ status: 'requested', accountNumber: null, bankName: null, accountName: null, whatToDo: 'Your account number is on its way.' })), transfersMock(account({ status: 'requested', accountNumber: null, whatToDo: 'Your account number is on its way.' }))]);
    await user.click(await screen.findByRole('button', { name: 'Get my account number' }));
    expect(await screen.findByText('Your account number is on its way.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('shows the bank, the number with a copy button, the name, the credit and where each transfer went', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show([
      {
        request: { query: RequestCreditRefundMutation },
        result: { data: { requestCreditRefund: { __typename: 'Ack', ok: true, message: 'We have asked our support team to refund your credit of ₦45,000.' } } },
      },
      transfersMock(account(), {
        creditBalanceKobo: 4_500_000,
        credits: [{ __typename: 'CreditLine', kind: 'transfer', amountKobo: 4_500_000, createdAt: '2026-11-20T10:00:01.000Z' }],
        transfers: [
          {
            __typename: 'BankTransfer',
            reference: 'T1_dva',
            amountKobo: 7_500_000,
            creditedKobo: 4_500_000,
            paidAt: '2026-11-20T10:00:00.000Z',
            createdAt: '2026-11-20T10:00:01.000Z',
            lines: [
              { __typename: 'BankTransferLine', planId: 'p1', packName: 'Family Pack', amountKobo: 3_000_000, note: 'instalment 1 paid' },
              { __typename: 'BankTransferLine', planId: null, packName: null, amountKobo: 4_500_000, note: 'kept as credit for your next instalments' },
            ],
          },
        ],
      }),
    ]);
    expect(await screen.findByText('9100000001')).toBeInTheDocument();
    expect(screen.getByText('Wema Bank')).toBeInTheDocument();
    expect(screen.getByText('FOODSAVINGS/ADA OBI')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy account number 9100000001' }));
    expect(writeText).toHaveBeenCalledWith('9100000001');
    expect(await screen.findByText('Copied')).toHaveAttribute('role', 'status');
    expect(screen.getByText(/Your credit:/)).toHaveTextContent('₦45,000');
    expect(screen.getByText(/to your Family Pack plan/)).toHaveTextContent('₦30,000 to your Family Pack plan (instalment 1 paid)');
    expect(screen.getByText(/from a bank transfer, beyond what was due/)).toHaveTextContent('+₦45,000 from a bank transfer, beyond what was due');
    await user.click(screen.getByRole('button', { name: 'Ask for my credit back' }));
    expect(await screen.findByText(/asked our support team to refund your credit of ₦45,000/)).toHaveAttribute('role', 'status');
  });

  it('shows a failure with what to do, and tries again', async () => {
    show([
      transfersMock(account({ status: 'failed', accountNumber: null, failureReason: 'Customer identification failed', whatToDo: 'Check your name and phone number, then try again.' })),
      requestMock(account({ status: 'requested', accountNumber: null })),
      transfersMock(account({ status: 'requested', accountNumber: null, whatToDo: 'Your account number is on its way.' })),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not get your account number. (Customer identification failed) Check your name and phone number, then try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your account number is on its way.')).toBeInTheDocument();
  });

  it('says when it cannot be loaded, with a way to try again', async () => {
    show([{ request: { query: MyBankTransfersQuery }, error: new Error('Network request failed'), maxUsageCount: 2 }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your account number.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
