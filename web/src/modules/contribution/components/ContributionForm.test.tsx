import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { print } from 'graphql';
import { PublicDataProvider, PublicDataStore, publicDataKey, type PublicFetch } from '../../../lib/public-data';
import { ContributionPageQuery } from '../graphql/operations';
import { ContributionForm, nairaToKobo } from './ContributionForm';

const TOKEN = 'Ab3dE5gH7jK9mN2p';
const OPEN = { contributionPage: { status: 'Open', firstName: 'Kemi', packName: 'Family Pack', amountLeftKobo: 9_000_000, minimumKobo: 50_000 } };

/** A store holding the page's data, answering mutations with `answer(name, variables)`. */
function store(page: unknown, answer: (name: string, variables: Record<string, unknown>) => unknown = () => ({})) {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const run: PublicFetch = async (document, variables) => {
    const name = /(?:mutation|query) (\w+)/.exec(print(document))![1];
    sent.push({ name, variables: (variables ?? {}) as Record<string, unknown> });
    return answer(name, (variables ?? {}) as Record<string, unknown>) as never;
  };
  return { sent, store: new PublicDataStore(run, { [publicDataKey(ContributionPageQuery as never, { token: TOKEN } as never)]: page }) };
}

function show(s: PublicDataStore, openCheckout = jest.fn()) {
  render(
    <PublicDataProvider value={s}>
      <ContributionForm token={TOKEN} openCheckout={openCheckout} />
    </PublicDataProvider>,
  );
  return openCheckout;
}

describe('ContributionForm', () => {
  it('shows the first name, the pack and the amount left, and puts the server’s refusal under the amount', async () => {
    const { store: s, sent } = store(OPEN, (name) =>
      name === 'Contribute' ? { contribute: { __typename: 'ErrorResult', errorCode: 'VALIDATION', message: 'The amount must be at least ₦500.', fieldErrors: [{ field: 'amountKobo', message: 'The amount must be at least ₦500.' }] } } : {},
    );
    const openCheckout = show(s);
    expect(screen.getByRole('heading', { name: 'Contribute to Kemi’s savings' })).toBeInTheDocument();
    expect(screen.getByText('Family Pack')).toBeInTheDocument();
    expect(screen.getByText('From ₦500 up to ₦90,000.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your name'), 'Aunty Bisi');
    await userEvent.type(screen.getByLabelText('Amount (₦)'), '499');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('The amount must be at least ₦500.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (₦)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.at(-1)).toEqual({ name: 'Contribute', variables: { token: TOKEN, input: { name: 'Aunty Bisi', amountKobo: 49_900 } } });
    expect(openCheckout).not.toHaveBeenCalled();
  });

  it('asks for a name before calling the server', async () => {
    const { store: s, sent } = store(OPEN);
    show(s);
    await userEvent.type(screen.getByLabelText('Amount (₦)'), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByText('Your name must be 2 to 60 characters.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('pays through the checkout and thanks the contributor once the server has credited it', async () => {
    const checkout = { __typename: 'ContributionCheckout', reference: 'fs-1', accessCode: 'ac', authorizationUrl: 'http://x/checkout/ac', amountKobo: 500_000, publicKey: 'pk', useStandIn: true };
    const { store: s } = store(OPEN, (name) =>
      name === 'Contribute' ? { contribute: checkout } : { confirmContribution: { __typename: 'ContributionReceipt', reference: 'fs-1', amountKobo: 500_000, contributorName: 'Aunty Bisi' } },
    );
    const openCheckout = show(s, jest.fn().mockResolvedValue({ status: 'success', reference: 'fs-1' }));
    await userEvent.type(screen.getByLabelText('Your name'), 'Aunty Bisi');
    await userEvent.type(screen.getByLabelText('Amount (₦)'), '5,000');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Aunty Bisi!' })).toBeInTheDocument();
    expect(screen.getByText('₦5,000 has been added to Kemi’s Family Pack plan.')).toBeInTheDocument();
    expect(openCheckout).toHaveBeenCalledWith(checkout);
  });

  it('says plainly when the link is off, the plan closed, or the link unknown', () => {
    for (const [status, title] of [
      ['Off', 'This link has been turned off'],
      ['Closed', 'This plan is not taking contributions'],
      ['Invalid', 'This link is not valid'],
    ]) {
      const { unmount } = render(
        <PublicDataProvider value={store({ contributionPage: { status, firstName: null, packName: null, amountLeftKobo: null, minimumKobo: null } }).store}>
          <ContributionForm token={TOKEN} openCheckout={jest.fn()} />
        </PublicDataProvider>,
      );
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
      unmount();
    }
  });

  it('reads amounts in whole naira', () => {
    expect(nairaToKobo('₦5,000')).toBe(500_000);
    expect(nairaToKobo(' 500 ')).toBe(50_000);
    expect(nairaToKobo('5000.50')).toBeNull();
    expect(nairaToKobo('abc')).toBeNull();
  });
});
