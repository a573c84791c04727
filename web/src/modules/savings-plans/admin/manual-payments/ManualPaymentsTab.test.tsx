import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fill } from '../../../../../test/user-input';
import { ToastProvider } from '../../../ui/ToastProvider';
import { lagosDate } from '@api/common/time';
import {
  CreatePlanForUserMutation,
  ManualPaymentCustomersQuery,
  ManualPaymentFoodPacksQuery,
  ManualPaymentPayablePlansQuery,
  RecentManualPaymentsQuery,
  RecordManualPaymentMutation,
  RevertPaymentMutation,
} from './graphql/operations';
import { ManualPaymentsTab } from './ManualPaymentsTab';
import { apiCustomer, apiErrorResult, apiInstalment, apiPack, apiPayablePlan, apiRecentPayment } from './test-fixtures';

// jsdom has no MessageChannel; antd's Select schedules opening and closing its list with one.
class MessageChannelStub {
  port1: { onmessage: null | (() => void) } = { onmessage: null };
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
}
Object.assign(globalThis, { MessageChannel: MessageChannelStub });

// The pointer-events check reads the computed style of every ancestor on each click: with antd's
// styles on the page that is most of a second a click under jsdom, and these forms take many.
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const packs: MockLink.MockedResponse = {
  request: { query: ManualPaymentFoodPacksQuery, variables: { pageSize: 100 } },
  result: {
    data: {
      foodPacks: {
        __typename: 'FoodPackPage',
        totalCount: 2,
        // Switched off in the Food Packs tab while the list was cached: not offered.
        items: [apiPack('p-1', 'Family Pack', 3_600_000), apiPack('p-2', 'Rice Pack', 2_000_000, { available: false })],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const customers = (search: string, items: ReturnType<typeof apiCustomer>[]): MockLink.MockedResponse => ({
  request: { query: ManualPaymentCustomersQuery, variables: { search, pageSize: 20 } },
  result: { data: { adminUsers: { __typename: 'AdminUserPage', items } } },
});

const payable = (search: string, plans: ReturnType<typeof apiPayablePlan>[]): MockLink.MockedResponse => ({
  request: { query: ManualPaymentPayablePlansQuery, variables: { search } },
  result: { data: { payablePlans: plans } },
});

const recent = (payments: ReturnType<typeof apiRecentPayment>[]): MockLink.MockedResponse => ({
  request: { query: RecentManualPaymentsQuery },
  result: { data: { recentManualPayments: payments } },
});

function renderTab(mocks: MockLink.MockedResponse[]) {
  render(
    <ToastProvider>
      <MockedProvider mocks={[packs, ...mocks]}>
        <ManualPaymentsTab />
      </MockedProvider>
    </ToastProvider>,
  );
}

const toastText = (text: string | RegExp) => screen.findByText(text, { selector: '.ant-notification-notice-description, .ant-notification-notice-description *' });

/** Types in a search picker and chooses the option (antd lists it with its title). */
async function pick(form: HTMLElement, picker: RegExp, typed: string, option: string) {
  await fill(user, within(form).getByLabelText(picker), typed);
  await user.click(await screen.findByTitle(option));
}

/** Cheap queries where they do as well: under jsdom, each *ByRole query with antd's styles on the page costs most of a second. */
async function openUpdatePayment() {
  await user.click(screen.getByText('Update Payment'));
  return screen.findByRole('form', { name: 'Update Payment' });
}

/** A button by its text (the accessible name of these buttons). */
const button = (container: HTMLElement, text: string) => within(container).getByText(text, { selector: 'button, button *' }).closest('button')!;

describe('Manual Payments: Create New Plan', () => {
  const ngozi = apiCustomer('u-1', 'Ngozi Obi');
  const suspended = apiCustomer('u-2', 'Ngozi Bello', { status: 'Suspended' });

  it('enables Create Plan once a customer and an available pack are chosen, and sends monthly, 1 month, today by default', async () => {
    const today = lagosDate(new Date());
    const created = { __typename: 'AdminSavingsPlan' as const, id: 'plan-9', userFullName: 'Ngozi Obi', foodPackName: 'Family Pack', startDate: today, status: 'Active' };
    renderTab([
      customers('ngo', [ngozi, suspended]),
      {
        request: { query: CreatePlanForUserMutation, variables: { input: { userId: 'u-1', foodPackId: 'p-1', frequency: 'monthly', durationMonths: 1, startDate: today } } },
        result: { data: { createPlanForUser: created } },
      },
    ]);
    const form = screen.getByRole('form', { name: 'Create New Plan' });
    const create = button(form, 'Create Plan');
    const pack = within(form).getByLabelText(/Food Pack/);
    expect(create).toBeDisabled();
    expect(within(form).getByLabelText('Monthly')).toBeChecked();
    expect(within(form).getByLabelText('Duration')).toHaveDisplayValue('1 month');
    expect(within(form).getByLabelText(/Start Date/)).toHaveValue(today);
    expect(within(form).getByText(/for a customer who already paid in cash/)).toBeInTheDocument();

    await pick(form, /Customer/, 'ngo', 'Ngozi Obi, ngozi@example.ng');
    // A suspended customer is listed but cannot be chosen (the server would refuse them).
    expect(screen.getByTitle('Ngozi Bello, ngozi@example.ng (Suspended)')).toHaveAttribute('aria-disabled', 'true');
    expect(create).toBeDisabled();

    expect(await within(pack).findByText('Family Pack — ₦36,000')).toBeInTheDocument();
    expect(within(pack).queryByText(/Rice Pack/)).not.toBeInTheDocument();
    await user.selectOptions(pack, 'Family Pack — ₦36,000');
    expect(create).toBeEnabled();

    await user.click(create);
    expect(await toastText(/Family Pack for Ngozi Obi: monthly payments over 1 month/)).toBeInTheDocument();
    // The form starts again for the next customer.
    expect(pack).toHaveValue('');
    expect(create).toBeDisabled();
  });

  it('shows a refusal on its field and in an alert, keeping what was chosen', async () => {
    const message = 'Start date must be within a year before today and 90 days after it';
    renderTab([
      customers('ngo', [ngozi]),
      {
        request: { query: CreatePlanForUserMutation, variables: { input: { userId: 'u-1', foodPackId: 'p-1', frequency: 'weekly', durationMonths: 3, startDate: '2020-01-06' } } },
        result: { data: { createPlanForUser: apiErrorResult('VALIDATION', message, [{ field: 'startDate', message }]) } },
      },
    ]);
    const form = screen.getByRole('form', { name: 'Create New Plan' });
    await pick(form, /Customer/, 'ngo', 'Ngozi Obi, ngozi@example.ng');
    const pack = within(form).getByLabelText(/Food Pack/);
    await within(pack).findByText('Family Pack — ₦36,000');
    await user.selectOptions(pack, 'Family Pack — ₦36,000');
    await user.click(within(form).getByLabelText('Weekly'));
    await user.selectOptions(within(form).getByLabelText('Duration'), '3 months');
    const start = within(form).getByLabelText(/Start Date/);
    fireEvent.change(start, { target: { value: '2020-01-06' } });
    await user.click(button(form, 'Create Plan'));

    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(start).toHaveValue('2020-01-06');
    expect(pack).toHaveValue('p-1');
    expect(within(form).getByLabelText('Weekly')).toBeChecked();
    expect(within(form).getByText('Ngozi Obi, ngozi@example.ng')).toBeInTheDocument();
  });
});

describe('Manual Payments: Update Payment', () => {
  const overdue = apiInstalment('s-1', '2025-03-05', 1_200_000, 'Overdue');
  const next = apiInstalment('s-2', '2025-04-05', 1_200_000);
  const plan = apiPayablePlan('plan-1', 'Ngozi Obi', 'Family Pack', [overdue, next]);
  const paid = apiRecentPayment('pay-1', 'Ngozi Obi', 'Family Pack', 1_200_000, '2025-03-06T10:00:00.000Z');

  it('records a payment for the chosen instalment, then refreshes its instalments and Recent Payments', async () => {
    const input = { planId: 'plan-1', scheduleId: 's-1', channel: 'bank_transfer', reference: 'TRF-123', note: 'Paid at the office' };
    const afterPayment = apiPayablePlan('plan-1', 'Ngozi Obi', 'Family Pack', [next]);
    renderTab([
      recent([]),
      payable('ngo', [plan]),
      payable('ngozi@example.ng', [plan]),
      { request: { query: RecordManualPaymentMutation, variables: { input } }, result: { data: { recordManualPayment: paid } } },
      payable('ngo', [afterPayment]),
      payable('ngozi@example.ng', [afterPayment]),
      recent([paid]),
    ]);
    const form = await openUpdatePayment();
    expect(await screen.findByText('No manual payments yet')).toBeInTheDocument();
    const submit = button(form, 'Update Payment');

    // Nothing chosen: the specification's message, and the note is required.
    await user.click(submit);
    expect(await toastText('Please select a plan and schedule')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Savings Plan/)).toHaveFocus();
    expect(within(form).getByText('Note is required')).toBeInTheDocument();

    await pick(form, /Savings Plan/, 'ngo', 'Ngozi Obi — Family Pack, ngozi@example.ng');
    await user.click(await within(form).findByLabelText('Mar 5, 2025 — ₦12,000 Overdue'));
    expect(within(form).getByLabelText('Apr 5, 2025 — ₦12,000')).not.toBeChecked();
    await user.click(within(form).getByLabelText('Bank transfer'));
    await fill(user, within(form).getByLabelText(/Reference/), 'TRF-123');
    await fill(user, within(form).getByLabelText(/Note/), 'Paid at the office');
    await user.click(submit);

    expect(await toastText('₦12,000 recorded for Ngozi Obi (Family Pack).')).toBeInTheDocument();
    // The paid instalment is gone from the plan, which stays chosen; Recent Payments lists the payment.
    expect(await within(form).findByLabelText('Apr 5, 2025 — ₦12,000')).not.toBeChecked();
    expect(within(form).queryByLabelText(/Mar 5, 2025/)).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/Note/)).toHaveValue('');
    const table = await screen.findByRole('region', { name: 'Recent Payments' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/1Ngozi ObiFamily Pack₦12,000Mar 6, 2025/);
  });
});

describe('Manual Payments: Recent Payments', () => {
  const first = apiRecentPayment('pay-2', 'Emeka Nwosu', 'Rice Pack', 2_000_000, '2025-03-07T10:00:00.000Z');
  const second = apiRecentPayment('pay-1', 'Ngozi Obi', 'Family Pack', 1_200_000, '2025-03-06T10:00:00.000Z');
  const reverted = { __typename: 'RevertedPayment' as const, paymentId: 'pay-1', planId: 'plan-of-pay-1', planStatus: 'Active', amountPaidKobo: 0, commissionReversedKobo: 120_000 };

  it('lists the payments; Revert asks the question, needs a reason, shows a refusal, then reverts and refreshes the list', async () => {
    const variables = { paymentId: 'pay-1', reason: 'Recorded twice' };
    renderTab([
      recent([first, second]),
      { request: { query: RevertPaymentMutation, variables }, result: { data: { revertPayment: apiErrorResult('PACK_DISPATCHED', 'The pack has already been dispatched or handed over: this payment can no longer be reverted') } } },
      recent([first, second]),
      { request: { query: RevertPaymentMutation, variables }, result: { data: { revertPayment: reverted } }, delay: 300 },
      recent([first]),
    ]);
    await openUpdatePayment();
    const table = await screen.findByRole('region', { name: 'Recent Payments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/^1Emeka NwosuRice Pack₦20,000Mar 7, 2025Revert$/);
    expect(rows[1]).toHaveTextContent(/^2Ngozi ObiFamily Pack₦12,000Mar 6, 2025Revert$/);

    await user.click(within(rows[1]).getByLabelText('Revert ₦12,000 from Ngozi Obi'));
    const dialog = await screen.findByRole('dialog', { name: 'Revert payment' });
    expect(dialog).toHaveTextContent('Are you sure you want to revert this payment? This action cannot be undone.');
    const revert = button(dialog, 'Revert');
    await user.click(revert);
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText(/Reason/), 'Recorded twice');
    await user.click(revert);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The pack has already been dispatched or handed over');

    await user.click(revert);
    expect(await within(dialog).findByText('Reverting...')).toBeInTheDocument();
    // Not dismissible while it runs.
    expect(button(dialog, 'Cancel')).toBeDisabled();
    expect(within(dialog).queryByLabelText('Close')).not.toBeInTheDocument();

    expect(await toastText("The instalment it paid is unpaid again. The plan is Active. The marketer's commission of ₦1,200 on it was reversed.")).toBeInTheDocument();
    expect(await screen.findByText('Emeka Nwosu')).toBeInTheDocument();
    expect(screen.queryByText('Ngozi Obi')).not.toBeInTheDocument();
  });
});
