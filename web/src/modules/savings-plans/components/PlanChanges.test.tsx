import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiPlan, pendingPlansMock, plansMock, planError, type ApiPlan } from '../../../../test/savings-fixtures';
import { ToastProvider } from '../../ui/ToastProvider';
import { CancelSavingsPlanMutation, ChangePackChoicesQuery, ChangePlanPackMutation, PackChangePreviewQuery } from '../graphql/plan-change-operations';
import { SavingsPlansTab } from './SavingsPlansTab';

const user = userEvent.setup({ delay: null });

function renderTab(mocks: MockLink.MockedResponse[]) {
  render(
    <MemoryRouter initialEntries={['/profile?tab=savings']}>
      <ToastProvider>
        <MockedProvider mocks={mocks}>
          <SavingsPlansTab />
        </MockedProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

const card = (name: string) => screen.findByRole('article', { name });
const toastText = (text: string | RegExp) => screen.findByText(text, { selector: '.ant-notification-notice-description, .ant-notification-notice-description *' });

/** ₦60,000, ₦15,000 paid (2 of 8): a pack can still be changed. */
const rice = apiPlan({ id: 'plan-1', foodPackName: 'Family Rice Pack', paidCount: 2 });
const beans = apiPlan({ id: 'plan-2', foodPackName: 'Beans Pack', paidCount: 1 });

function cancelled(plan: ApiPlan, moneyFate: object): ApiPlan {
  return { ...plan, status: 'Cancelled', nextDue: null, moneyFate: { __typename: 'PlanMoneyFate', toPackName: null, toPlanId: null, refunds: [], ...moneyFate } } as unknown as ApiPlan;
}

const refundLine = { __typename: 'PlanRefundLine' as const, amountKobo: 1_500_000, channel: 'card', status: 'processing', dueFrom: '2026-12-03', dueBy: '2026-12-12' };

describe('Cancelling a plan', () => {
  it('refunds what was paid: the amount, the refund explained, then the promised date in a toast and on the card', async () => {
    renderTab([
      plansMock([rice, beans]),
      pendingPlansMock([]),
      {
        request: { query: CancelSavingsPlanMutation, variables: { input: { planId: 'plan-1', destination: 'refund', targetPlanId: null } } },
        result: {
          data: {
            cancelSavingsPlan: { __typename: 'PlanCancellation', planId: 'plan-1', amountKobo: 1_500_000, cancelReason: 'refunded', movedToPlanId: null, status: 'Cancelled', refunds: [refundLine] },
          },
        },
      },
      plansMock([cancelled(rice, { kind: 'refunded', amountKobo: 1_500_000, refunds: [refundLine] }), beans]),
      pendingPlansMock([]),
    ]);
    await user.click(within(await card('Family Rice Pack')).getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Family Rice Pack plan?' });
    expect(within(dialog).getByText('Amount Paid').nextSibling).toHaveTextContent('₦15,000');
    expect(within(dialog).getByRole('radio', { name: /Refund to me/ })).toBeChecked();
    expect(dialog).toHaveTextContent('Card payments go back to your card; cash, transfer and POS payments are paid back by our office. Within 7 to 14 business days.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await toastText('Refund of ₦15,000 promised by Dec 12, 2026.')).toBeInTheDocument();
    const riceCard = await card('Family Rice Pack');
    await waitFor(() => expect(riceCard).toHaveTextContent('Cancelled. ₦15,000 refunded to your card: promised by Dec 12, 2026 (status: processing)'));
    // A cancelled plan takes no payment and offers no change.
    expect(within(riceCard).queryByRole('button', { name: /Pay|Cancel plan|Change pack|Reminders/ })).not.toBeInTheDocument();
    expect(within(riceCard).getByText('Cancelled')).toBeInTheDocument();
  });

  it('moves the money to another open plan, and says the server refusal as it is, keeping the choice', async () => {
    const input = { planId: 'plan-1', destination: 'plan', targetPlanId: 'plan-2' };
    renderTab([
      plansMock([rice, beans]),
      pendingPlansMock([]),
      { request: { query: CancelSavingsPlanMutation, variables: { input } }, result: { data: { cancelSavingsPlan: planError('TARGET_TOO_SMALL', 'The Beans Pack plan needs only ₦10,000: choose a refund.') } } },
    ]);
    await user.click(within(await card('Family Rice Pack')).getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Family Rice Pack plan?' });
    await user.click(within(dialog).getByRole('radio', { name: /Move to another plan/ }));
    const target = within(dialog).getByRole('combobox', { name: /Move the money to/ });
    // Only the customer's OTHER open plans.
    expect(within(target).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a plan', 'Beans Pack (₦52,500 left to pay)']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await within(dialog).findByText('Choose the plan the money goes to')).toBeInTheDocument();
    await user.selectOptions(target, 'plan-2');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The Beans Pack plan needs only ₦10,000: choose a refund.');
    expect(target).toHaveValue('plan-2');
  });

  it('shows where the money of a cancelled plan went', async () => {
    renderTab([
      plansMock([
        cancelled(rice, { kind: 'moved', amountKobo: 1_500_000, toPackName: 'Beans Pack', toPlanId: 'plan-2' }),
        cancelled(apiPlan({ id: 'plan-3', foodPackName: 'Oil Pack' }), { kind: 'changed', amountKobo: 1_500_000, toPackName: 'Deluxe Pack' }),
        beans,
      ]),
      pendingPlansMock([]),
    ]);
    expect(await card('Family Rice Pack')).toHaveTextContent('Cancelled. ₦15,000 moved to your Beans Pack plan.');
    expect(await card('Oil Pack')).toHaveTextContent('Changed to the Deluxe Pack pack: the ₦15,000 paid moved to the new plan.');
  });
});

describe('Changing the pack', () => {
  const packs = {
    request: { query: ChangePackChoicesQuery },
    result: {
      data: {
        foodPacks: {
          __typename: 'FoodPackPage',
          items: [
            { __typename: 'FoodPack', id: 'pack-1', name: 'Family Rice Pack', priceKobo: 6_000_000, durationMonths: 2 },
            { __typename: 'FoodPack', id: 'pack-2', name: 'Deluxe Pack', priceKobo: 9_000_000, durationMonths: 2 },
            { __typename: 'FoodPack', id: 'pack-3', name: 'Mini Pack', priceKobo: 2_000_000, durationMonths: 2 },
          ],
        },
      },
    },
  };
  const preview = {
    __typename: 'PackChangePreview' as const,
    planId: 'plan-1',
    foodPackId: 'pack-2',
    foodPackName: 'Deluxe Pack',
    currentPackName: 'Family Rice Pack',
    priceKobo: 9_000_000,
    carriedKobo: 1_500_000,
    remainingKobo: 7_500_000,
    endDate: '2026-02-23',
    instalments: [
      { __typename: 'PreviewInstalment' as const, sequence: 1, dueDate: '2026-01-05', amountKobo: 1_500_000 },
      { __typename: 'PreviewInstalment' as const, sequence: 2, dueDate: '2026-02-02', amountKobo: 3_750_000 },
      { __typename: 'PreviewInstalment' as const, sequence: 3, dueDate: '2026-02-23', amountKobo: 3_750_000 },
    ],
  };

  it('previews the new pack at today’s price, what is carried over and the new instalments, then changes it', async () => {
    renderTab([
      plansMock([rice]),
      pendingPlansMock([]),
      packs,
      { request: { query: PackChangePreviewQuery, variables: { planId: 'plan-1', foodPackId: 'pack-3' } }, result: { data: { packChangePreview: planError('PACK_TOO_SMALL', 'The Mini Pack costs less than what was paid.') } } },
      { request: { query: PackChangePreviewQuery, variables: { planId: 'plan-1', foodPackId: 'pack-2' } }, result: { data: { packChangePreview: preview } } },
      {
        request: { query: ChangePlanPackMutation, variables: { input: { planId: 'plan-1', foodPackId: 'pack-2' } } },
        result: { data: { changePlanPack: { __typename: 'SavingsPlan', id: 'plan-9', foodPackName: 'Deluxe Pack', status: 'Active' } } },
      },
      plansMock([{ ...apiPlan({ id: 'plan-9', foodPackName: 'Deluxe Pack', totalAmountKobo: 9_000_000, paidCount: 1 }) }, cancelled(rice, { kind: 'changed', amountKobo: 1_500_000, toPackName: 'Deluxe Pack' })]),
      pendingPlansMock([]),
    ]);
    await user.click(within(await card('Family Rice Pack')).getByRole('button', { name: 'Change pack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the pack of your Family Rice Pack plan' });
    const select = await within(dialog).findByRole('combobox', { name: 'New pack' });
    // The current pack is not offered.
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a pack', 'Deluxe Pack (₦90,000)', 'Mini Pack (₦20,000)']);
    expect(within(dialog).getByRole('button', { name: 'Confirm change' })).toBeDisabled();

    await user.selectOptions(select, 'pack-3');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The Mini Pack costs less than what was paid.');
    expect(within(dialog).getByRole('button', { name: 'Confirm change' })).toBeDisabled();

    await user.selectOptions(select, 'pack-2');
    const shown = await within(dialog).findByRole('region', { name: 'The new plan' });
    expect(shown).toHaveTextContent('Deluxe Pack: ₦90,000');
    expect(shown).toHaveTextContent('Carried over₦15,000');
    expect(shown).toHaveTextContent('New end dateFeb 23, 2026');
    expect(within(shown).getByRole('region', { name: 'New instalments' })).toHaveTextContent('Feb 2, 2026₦37,500');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(await toastText('Your plan is now for the Deluxe Pack. ₦15,000 paid was carried over.')).toBeInTheDocument();
    expect(await card('Deluxe Pack')).toBeInTheDocument();
    expect(await card('Family Rice Pack')).toHaveTextContent('Changed to the Deluxe Pack pack');
  });

  it('is not offered once half the goal is paid: the rule is said instead', async () => {
    renderTab([plansMock([apiPlan({ paidCount: 4 })]), pendingPlansMock([])]);
    const half = await card('Family Rice Pack');
    expect(within(half).queryByRole('button', { name: 'Change pack' })).not.toBeInTheDocument();
    expect(half).toHaveTextContent('A pack can be changed before half the goal is paid.');
    expect(within(half).getByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();
  });
});
