import { screen } from '@testing-library/react';
import { LateFinePolicyQuery, PLAN_POLICY } from '../src/lib/refund-policy';
import { renderApp } from './render';

const policyMock = (capPercent: number) => ({ request: { query: LateFinePolicyQuery }, result: { data: { lateFinePolicy: { __typename: 'LateFinePolicy', capPercent } } } });

/** One refund policy (issue 26): the Terms state the same lines as the start dialog and the FAQ, and the server's late-fine cap. */
describe('the Terms page', () => {
  it('states the one refund policy and the late-fine cap the server sets, and nothing about payments being non-refundable', async () => {
    await renderApp({ route: '/terms', mocks: [policyMock(30)] });
    expect(await screen.findByRole('heading', { name: '6. Cancellations and refunds' })).toBeInTheDocument();
    expect(await screen.findByText(/never total more than 30% of its pack’s price/)).toBeInTheDocument();
    for (const line of [PLAN_POLICY.cancel, PLAN_POLICY.afterDelivery]) expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(PLAN_POLICY.changePack.slice(0, 40)))).toBeInTheDocument();
    expect(screen.getByText(/We answer every dispute within 14 business days/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/non-refundable/i);
  });

  it('states the default cap (25%) when the server cannot be asked', async () => {
    await renderApp({ route: '/terms', mocks: [{ request: { query: LateFinePolicyQuery }, error: new Error('offline') }] });
    expect(await screen.findByText(/never total more than 25% of its pack’s price/)).toBeInTheDocument();
  });
});
