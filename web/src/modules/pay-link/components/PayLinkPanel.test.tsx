import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { OpenCheckout } from '../../../lib/payment-gateway';
import { ConfirmPayLinkMutation, PayLinkQuery, PayWithLinkMutation } from '../graphql/operations';
import { PayLinkPanel } from './PayLinkPanel';

const user = userEvent.setup({ delay: null });
const TOKEN = 'Ab3dE5gH7jK9';
const open = { status: 'Open', firstName: 'Ada', packName: 'Family Foodstuff Pack', amountKobo: 100_000, dueDate: '2026-03-05' };
const lookUp = (payLink: Record<string, unknown>) => ({ request: { query: PayLinkQuery, variables: { token: TOKEN } }, result: { data: { payLink: { __typename: 'PayLink', ...payLink } } } });
const nothing = { firstName: null, packName: null, amountKobo: null, dueDate: null };

function renderPanel(mocks: ConstructorParameters<typeof MockedProvider>[0]['mocks'], openCheckout: OpenCheckout = jest.fn(), returnedReference?: string) {
  render(
    <MemoryRouter>
      <MockedProvider mocks={mocks}>
        <PayLinkPanel token={TOKEN} openCheckout={openCheckout} returnedReference={returnedReference} />
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('PayLinkPanel', () => {
  it('shows the first name, pack, amount and due date, and pays: checkout, then confirmation', async () => {
    const checkout = { reference: 'fs-ref', accessCode: 'ac', authorizationUrl: 'http://x/checkout/ac', amountKobo: 100_000, publicKey: 'pk_test_x', useStandIn: true };
    const openCheckout = jest.fn<ReturnType<OpenCheckout>, Parameters<OpenCheckout>>().mockResolvedValue({ status: 'success', reference: 'fs-ref' });
    renderPanel(
      [
        lookUp(open),
        { request: { query: PayWithLinkMutation, variables: { token: TOKEN } }, result: { data: { payWithLink: { __typename: 'PayLinkCheckout', ...checkout } } } },
        { request: { query: ConfirmPayLinkMutation, variables: { token: TOKEN, reference: 'fs-ref' } }, result: { data: { confirmPayLink: { __typename: 'PayLink', status: 'Paid' } } } },
      ],
      openCheckout,
    );
    expect(await screen.findByRole('heading', { name: 'Hi Ada' })).toBeInTheDocument();
    expect(screen.getByText('Family Foodstuff Pack')).toBeInTheDocument();
    expect(screen.getByText('Mar 5, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay ₦1,000' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(openCheckout).toHaveBeenCalledWith(expect.objectContaining({ accessCode: 'ac', reference: 'fs-ref', useStandIn: true, publicKey: 'pk_test_x' }));
  });

  it.each([
    [{ status: 'Paid', firstName: 'Ada', packName: 'Family Foodstuff Pack', amountKobo: 100_000, dueDate: '2026-03-05' }, 'Already paid'],
    [{ status: 'Expired', ...nothing }, 'This payment link has expired'],
    [{ status: 'Invalid', ...nothing }, 'This payment link is not valid'],
  ])('says clearly when the link cannot pay: %o', async (payLink, title) => {
    renderPanel([lookUp(payLink)]);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('offers to try again when the link cannot be loaded', async () => {
    renderPanel([{ request: { query: PayLinkQuery, variables: { token: TOKEN } }, error: new Error('offline') }]);
    expect(await screen.findByText("We couldn't load this payment link")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a closed checkout leaves the link ready to pay again', async () => {
    const checkout = { reference: 'fs-ref', accessCode: 'ac', authorizationUrl: 'http://x/checkout/ac', amountKobo: 100_000, publicKey: 'pk_test_x', useStandIn: true };
    renderPanel(
      [lookUp(open), { request: { query: PayWithLinkMutation, variables: { token: TOKEN } }, result: { data: { payWithLink: { __typename: 'PayLinkCheckout', ...checkout } } } }],
      jest.fn().mockResolvedValue({ status: 'cancelled' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Pay ₦1,000' }));
    expect(await screen.findByRole('button', { name: 'Pay ₦1,000' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('back from a redirect checkout (?reference=…), confirms that reference once and says so', async () => {
    renderPanel(
      [lookUp(open), { request: { query: ConfirmPayLinkMutation, variables: { token: TOKEN, reference: 'fs-back' } }, result: { data: { confirmPayLink: { __typename: 'PayLink', status: 'Paid' } } } }],
      jest.fn(),
      'fs-back',
    );
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
  });
});
