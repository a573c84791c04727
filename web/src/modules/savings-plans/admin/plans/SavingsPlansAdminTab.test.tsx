import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../../../../test/user-input';
import { ToastProvider } from '../../../ui/ToastProvider';
import { CancelSavingsPlanMutation, ChangePlanPackMutation, PackChangePreviewQuery } from '../../graphql/plan-change-operations';
import { AdminChangePackChoicesQuery, AdminCustomerBankTransfersQuery, AdminCustomerPlansQuery, AdminDeletePlanMutation, AdminRefundCustomerCreditMutation, AdminPlanScheduleQuery, AdminRefundPlanMutation, AdminSavingsPlansQuery } from './graphql/operations';
import { SavingsPlansAdminTab } from './SavingsPlansAdminTab';
import { RefundsOwedQuery } from '../refunds/graphql/operations';
import { apiPlan, apiSchedule, completedSchedule, listVariables, planPage, type ApiPlan } from './test-fixtures';

const user = userEvent.setup({ delay: null });

const ada = apiPlan('p-1', 'Ada Obi');
const musa = apiPlan('p-2', 'Musa Bello', { hasPayments: true, amountPaidKobo: 1_200_000, lastPaymentAt: '2025-03-05T12:00:00.000Z', foodPackId: 'f-1', foodPackName: 'Rice Pack' });
const kemi = apiPlan('p-3', 'Kemi Ade', { hasPayments: true, status: 'Completed', amountPaidKobo: 3_600_000, lastPaymentAt: '2025-06-01T12:00:00.000Z' });

function list(variables: ReturnType<typeof listVariables>, items: ApiPlan[], extra: { page?: number; totalCount?: number } = {}, reuse = false): MockLink.MockedResponse {
  return { request: { query: AdminSavingsPlansQuery, variables }, result: { data: planPage(items, extra) }, maxUsageCount: reuse ? Number.POSITIVE_INFINITY : 1 };
}

// The tab's 'Refunds owed' section (its own tests: refunds/RefundsOwed.test.tsx): none here.
const noRefundsOwed: MockLink.MockedResponse = { request: { query: RefundsOwedQuery, variables: { overdueOnly: false } }, result: { data: { refundsOwed: [] } }, maxUsageCount: Number.POSITIVE_INFINITY };

function renderTab(mocks: MockLink.MockedResponse[]) {
  render(
    <ToastProvider>
      <MockedProvider mocks={[...mocks, noRefundsOwed]}>
        <SavingsPlansAdminTab />
      </MockedProvider>
    </ToastProvider>,
  );
}

/** The customer's plans, as the cancel dialog looks them up by phone number (for 'Move to another plan'). */
function customerPlans(items: ApiPlan[], phone = '2348031234567'): MockLink.MockedResponse {
  return {
    request: { query: AdminCustomerPlansQuery, variables: { search: phone } },
    result: { data: { adminSavingsPlans: { __typename: 'AdminSavingsPlanPage', items: items.map((p) => ({ __typename: 'AdminSavingsPlan', id: p.id, userId: `u-${p.id}`, userPhoneNumber: p.userPhoneNumber, foodPackName: p.foodPackName, totalAmountKobo: p.totalAmountKobo, amountPaidKobo: p.amountPaidKobo, status: p.status })) } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const toastText = (text: string | RegExp) => screen.findByText(text, { selector: '.ant-notification-notice-description, .ant-notification-notice-description *' });
const bodyRows = () => within(screen.getByRole('region', { name: 'Savings plans' })).getAllByRole('row').slice(1);

describe('Savings Plans tab', () => {
  it('lists the plans with S/N across pages, money in naira, a dash for no payment, and the actions each plan allows', async () => {
    const second = apiPlan('p-11', 'Chidi Eze');
    renderTab([list(listVariables(), [ada, musa, kemi], { totalCount: 11 }), list(listVariables({ page: 2 }), [second], { page: 2, totalCount: 11 })]);

    expect(await screen.findByText('Ada Obi')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    const [first, paying, completed] = bodyRows();
    expect(first).toHaveTextContent(/^1Ada Obi\s*Phone Number: 0803 123 4567\s*Address: 12 Allen Avenue, IkejaFamily PackStarts Mar 1, 2025₦36,000₦0ActiveFeb 27, 2025-/);
    expect(within(first).getByRole('button', { name: 'Delete plan of Ada Obi (Family Pack)' })).toBeInTheDocument();
    // Money received: cancel, never delete.
    expect(paying).toHaveTextContent('₦12,000');
    expect(paying).toHaveTextContent('Mar 5, 2025');
    expect(within(paying).getByRole('button', { name: 'Cancel plan of Musa Bello (Rice Pack)' })).toBeInTheDocument();
    expect(within(paying).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    // Completed: nothing to cancel.
    expect(within(completed).getByText('Completed')).toBeInTheDocument();
    expect(within(completed).getAllByRole('button').map((b) => b.textContent)).toEqual(['View schedule']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Chidi Eze')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent(/^11Chidi Eze/);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('sends the filters, the search and the order to the server, each time from page 1', async () => {
    const onPage2 = listVariables({ page: 2 });
    const active = listVariables({ filter: { status: 'Active' } });
    const searched = listVariables({ filter: { status: 'Active', search: 'musa' } });
    const dated = listVariables({ filter: { status: 'Active', search: 'musa', startFrom: '2025-03-01' } });
    const byTotal = { ...dated, sort: 'TOTAL_AMOUNT' };
    const byTotalAsc = { ...byTotal, direction: 'ASC' };
    const byStartAsc = { ...dated, direction: 'ASC' };
    renderTab([
      list(listVariables(), [ada], { totalCount: 15 }),
      list(onPage2, [musa], { page: 2, totalCount: 15 }),
      list(active, [ada, musa]),
      list(searched, [musa]),
      list(dated, [ada, musa]),
      list(byTotal, [kemi]),
      list(byTotalAsc, [ada]),
      list(byStartAsc, [musa]),
    ]);
    await screen.findByText('Ada Obi');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    expect(await screen.findByText('Showing 1 to 2 of 2 plans')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Status')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Active', 'Awaiting first payment', 'Completed', 'Cancelled']);

    await fill(user, screen.getByRole('searchbox', { name: 'Search' }), 'musa');
    // Sent once typing settles.
    expect(await screen.findByText('Showing 1 to 1 of 1 plans')).toBeInTheDocument();
    expect(screen.queryByText('Ada Obi')).not.toBeInTheDocument();

    await fill(user, screen.getByLabelText('Start date from'), '2025-03-01');
    expect(await screen.findByText('Ada Obi')).toBeInTheDocument();

    // Server-side sort from the column header: highest first, then lowest first.
    await user.click(screen.getByRole('columnheader', { name: 'Total Amount' }));
    expect(await screen.findByText('Kemi Ade')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Total Amount' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByLabelText('Sort by')).toHaveValue('TOTAL_AMOUNT:DESC');
    await user.click(screen.getByRole('columnheader', { name: 'Total Amount' }));
    expect(await screen.findByText('Ada Obi')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Total Amount' })).toHaveAttribute('aria-sort', 'ascending');

    // The start date (no column of its own) from 'Sort by'.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'START_DATE:ASC');
    expect(await screen.findByText('Musa Bello')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Total Amount' })).not.toHaveAttribute('aria-sort');
  });

  it('says so when the start dates cannot match, without asking the server', async () => {
    renderTab([list(listVariables(), [ada]), list(listVariables({ filter: { startFrom: '2025-05-01' } }), [ada])]);
    await screen.findByText('Ada Obi');
    await fill(user, screen.getByLabelText('Start date from'), '2025-05-01');
    await fill(user, screen.getByLabelText('Start date to'), '2025-04-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date from must be on or before the start date to.');
    expect(screen.getByLabelText('Start date to')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Savings plans' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, tries again, and says when there are no plans', async () => {
    renderTab([{ request: { query: AdminSavingsPlansQuery, variables: listVariables() }, error: new Error('offline') }, list(listVariables(), [])]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch savings plans. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No savings plans found')).toBeInTheDocument();
  });

  it('shows the schedule: customer, totals with fines, each instalment\'s status in words, and the payments with reversals', async () => {
    renderTab([list(listVariables(), [musa]), { request: { query: AdminPlanScheduleQuery, variables: { planId: 'p-2' } }, result: { data: apiSchedule() } }]);
    await user.click(await screen.findByRole('button', { name: 'View schedule for Musa Bello (Rice Pack)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment schedule: Musa Bello' });
    expect(await within(dialog).findByText('₦36,000 + ₦500 fines')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Ada Obi0803 123 4567');

    const instalments = within(within(dialog).getByRole('region', { name: 'Instalments' })).getAllByRole('row').slice(1);
    expect(instalments.map((r) => r.textContent)).toEqual(['1Mar 1, 2025₦12,000Paid on Mar 1, 2025', '2Apr 1, 2025₦12,000 + ₦500 fineOverdue', '3May 1, 2025₦12,000Pending']);
    expect(within(instalments[0]).getByText('Paid')).toHaveClass('fs-sp-status--ok');
    expect(within(instalments[1]).getByText('Overdue')).toHaveClass('fs-sp-status--bad');
    expect(within(instalments[2]).getByText('Pending')).toHaveClass('fs-sp-status--neutral');

    const payments = within(within(dialog).getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(payments[0]).toHaveTextContent('Bank transfer · TRF-889₦12,000Paid Mar 1, 2025');
    expect(payments[0]).not.toHaveTextContent('Reverted');
    expect(payments[1]).toHaveTextContent('Cash₦5,000Paid Mar 10, 2025 · Reverted Mar 11, 2025: Recorded on the wrong plan');
    // Issue 27: a contribution names who paid it through the plan's contribution link.
    expect(payments[2]).toHaveTextContent('Paid Mar 12, 2025 · From Aunty Bisi (contribution link)');
  });

  it('refunds a completed plan from its schedule with a reason, and says why when it cannot be refunded', async () => {
    const refunded = { __typename: 'PlanRefund', planId: 'p-3', totalKobo: 3_600_000, refunds: [{ __typename: 'RefundLine', paymentId: 'p-1', channel: 'card', status: 'requested' }] };
    renderTab([
      list(listVariables(), [kemi], {}, true),
      { request: { query: AdminPlanScheduleQuery, variables: { planId: 'p-3' } }, result: { data: completedSchedule() } },
      { request: { query: AdminRefundPlanMutation, variables: { planId: 'p-3', reason: 'Pack arrived damaged' } }, result: { data: { refundPlan: refunded } } },
      { request: { query: AdminPlanScheduleQuery, variables: { planId: 'p-3' } }, result: { data: completedSchedule('Only a completed (fully paid) plan can be refunded') } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'View schedule for Kemi Ade (Family Pack)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment schedule: Kemi Ade' });
    const form = await within(dialog).findByRole('form', { name: 'Refund savings plan' });
    await user.click(within(form).getByRole('button', { name: 'Refund plan' }));
    expect(await within(form).findByText('Reason is required')).toBeInTheDocument();
    await fill(user, within(form).getByLabelText(/Reason for the refund/), 'Pack arrived damaged');
    await user.click(within(form).getByRole('button', { name: 'Refund plan' }));
    expect(await toastText(/₦36,000 is going back to the customer \(card payments through Paystack/)).toBeInTheDocument();
    // Fetched again: now refunded, so the form gives way to why it cannot be refunded again.
    expect(await within(dialog).findByText('Only a completed (fully paid) plan can be refunded.')).toBeInTheDocument();
  });

  it("shows the customer's own account number and credit in the schedule, and records a credit paid back", async () => {
    const credit = (balance: number) => ({
      request: { query: AdminCustomerBankTransfersQuery, variables: { userId: 'user-1' } },
      result: {
        data: {
          bankTransfersOf: {
            __typename: 'BankTransfers',
            account: { __typename: 'BankAccount', status: 'assigned', bankName: 'Wema Bank', accountNumber: '9100000001', accountName: 'FOODSAVINGS/ADA OBI', failureReason: null },
            creditBalanceKobo: balance,
            credits: [],
            transfers: [{ __typename: 'BankTransfer', reference: 'T1_dva', amountKobo: 7_500_000, creditedKobo: 4_500_000, paidAt: '2025-03-02T10:00:00.000Z', createdAt: '2025-03-02T10:00:00.000Z' }],
          },
        },
      },
    });
    renderTab([
      list(listVariables(), [musa]),
      { request: { query: AdminPlanScheduleQuery, variables: { planId: 'p-2' } }, result: { data: apiSchedule() } },
      credit(4_500_000),
      {
        request: { query: AdminRefundCustomerCreditMutation, variables: { input: { userId: 'user-1', amountKobo: 4_500_000, reason: 'Paid back, ref GTB-1' } } },
        result: { data: { refundCustomerCredit: { __typename: 'BankTransfers', creditBalanceKobo: 0 } } },
      },
      credit(0),
    ]);
    await user.click(await screen.findByRole('button', { name: 'View schedule for Musa Bello (Rice Pack)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment schedule: Musa Bello' });
    const section = await within(dialog).findByRole('region', { name: 'Bank transfers and credit' });
    expect(await within(section).findByText(/Own account number: Wema Bank 9100000001/)).toHaveTextContent('Credit: ₦45,000.');
    expect(section).toHaveTextContent('Transfer of ₦75,000 on Mar 2, 2025, ₦45,000 to credit (T1_dva)');
    const form = within(section).getByRole('form', { name: 'Record a credit refund' });
    await fill(user, within(form).getByLabelText(/Amount paid back/), '50000');
    await fill(user, within(form).getByLabelText(/Reason and payout reference/), 'Paid back, ref GTB-1');
    await user.click(within(form).getByRole('button', { name: 'Record credit refund' }));
    expect(await within(form).findByText('At most ₦45,000')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Amount paid back/));
    await fill(user, within(form).getByLabelText(/Amount paid back/), '45000');
    await user.click(within(form).getByRole('button', { name: 'Record credit refund' }));
    expect(await toastText("The customer's credit is now ₦0.")).toBeInTheDocument();
  });

  it('deletes a plan without payments after confirmation: Deleting... with Cancel disabled, then the list is fetched again', async () => {
    renderTab([
      list(listVariables(), [ada, musa]),
      { request: { query: AdminDeletePlanMutation, variables: { planId: 'p-1' } }, result: { data: { deletePlan: { __typename: 'DeletedPlan', id: 'p-1' } } }, delay: 100 },
      list(listVariables(), [musa]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete plan of Ada Obi (Family Pack)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('This action cannot be undone. This will permanently delete the savings plan and all associated payment schedules.');

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: /Deleting\.\.\./ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    expect(await toastText("Ada Obi's Family Pack plan was deleted.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ada Obi')).not.toBeInTheDocument());
    expect(screen.getByText('Musa Bello')).toBeInTheDocument();
  });

  it('cancels a plan that received money only with a reason, and keeps the reason when the server refuses', async () => {
    const refused = { __typename: 'ErrorResult' as const, errorCode: 'PLAN_CLOSED', message: 'A completed plan cannot be cancelled', fieldErrors: [] };
    const cancelVariables = { input: { planId: 'p-2', reason: 'Customer moved abroad', destination: 'refund', targetPlanId: null } };
    const cancellation = {
      __typename: 'PlanCancellation' as const,
      planId: 'p-2',
      status: 'Cancelled' as const,
      cancelReason: 'refunded',
      amountKobo: 1_200_000,
      movedToPlanId: null,
      refunds: [{ __typename: 'PlanRefundLine' as const, amountKobo: 1_200_000, channel: 'card', status: 'requested', dueFrom: '2025-03-13', dueBy: '2025-03-24' }],
    };
    renderTab([
      list(listVariables(), [musa], {}, true),
      customerPlans([musa]),
      { request: { query: CancelSavingsPlanMutation, variables: cancelVariables }, result: { data: { cancelSavingsPlan: refused } } },
      { request: { query: CancelSavingsPlanMutation, variables: cancelVariables }, result: { data: { cancelSavingsPlan: cancellation } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel plan of Musa Bello (Rice Pack)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel savings plan' });
    expect(dialog).toHaveTextContent('Amount paid: ₦12,000');
    expect(dialog).toHaveTextContent('its instalments and payments are kept');
    expect(within(dialog).getByRole('radio', { name: /Refund to the customer/ })).toBeChecked();

    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await fill(user, reason, '  Customer moved abroad ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A completed plan cannot be cancelled');
    expect(reason).toHaveValue('  Customer moved abroad ');
    expect(screen.getByRole('dialog', { name: 'Cancel savings plan' })).toBeInTheDocument();

    // Sent again as it stands: cancelled, said in a toast, and the dialog closes.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await toastText("Musa Bello's Rice Pack plan was cancelled. Refund of ₦12,000 promised by Mar 24, 2025.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel savings plan' })).not.toBeInTheDocument());
  });
  it("cancels moving the money into another open plan of the same customer, chosen from their plans", async () => {
    const rice = apiPlan('p-4', 'Musa Bello', { foodPackName: 'Family Pack', amountPaidKobo: 0 });
    const done = apiPlan('p-5', 'Musa Bello', { foodPackName: 'Old Pack', status: 'Completed' });
    const input = { planId: 'p-2', reason: 'Customer asked to move it', destination: 'plan', targetPlanId: 'p-4' };
    renderTab([
      list(listVariables(), [musa], {}, true),
      customerPlans([musa, rice, done]),
      {
        request: { query: CancelSavingsPlanMutation, variables: { input } },
        result: { data: { cancelSavingsPlan: { __typename: 'PlanCancellation', planId: 'p-2', status: 'Cancelled', cancelReason: 'moved', amountKobo: 1_200_000, movedToPlanId: 'p-4', refunds: [] } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel plan of Musa Bello (Rice Pack)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel savings plan' });
    await fill(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'Customer asked to move it');
    await user.click(within(dialog).getByRole('radio', { name: /Move to another of their plans/ }));
    const target = await within(dialog).findByRole('combobox', { name: /Move the money to/ });
    // Only the customer's other OPEN plans.
    expect(within(target).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a plan', 'Family Pack (₦36,000 left to pay)']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await within(dialog).findByText('Choose the plan the money moves to')).toBeInTheDocument();
    await user.selectOptions(target, 'p-4');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await toastText("Musa Bello's Rice Pack plan was cancelled. ₦12,000 moved to their Family Pack plan.")).toBeInTheDocument();
  });

  it('changes the pack of a plan less than half paid: the preview, then a reason', async () => {
    renderTab([
      list(listVariables(), [musa], {}, true),
      {
        request: { query: AdminChangePackChoicesQuery },
        result: { data: { foodPacks: { __typename: 'FoodPackPage', items: [{ __typename: 'FoodPack', id: 'f-1', name: 'Rice Pack', priceKobo: 3_600_000 }, { __typename: 'FoodPack', id: 'f-2', name: 'Deluxe Pack', priceKobo: 9_000_000 }] } } },
      },
      {
        request: { query: PackChangePreviewQuery, variables: { planId: 'p-2', foodPackId: 'f-2' } },
        result: {
          data: {
            packChangePreview: {
              __typename: 'PackChangePreview',
              planId: 'p-2',
              foodPackId: 'f-2',
              foodPackName: 'Deluxe Pack',
              currentPackName: 'Rice Pack',
              priceKobo: 9_000_000,
              carriedKobo: 1_200_000,
              remainingKobo: 7_800_000,
              endDate: '2025-06-01',
              instalments: [
                { __typename: 'PreviewInstalment', sequence: 1, dueDate: '2025-03-01', amountKobo: 1_200_000 },
                { __typename: 'PreviewInstalment', sequence: 2, dueDate: '2025-06-01', amountKobo: 7_800_000 },
              ],
            },
          },
        },
      },
      {
        request: { query: ChangePlanPackMutation, variables: { input: { planId: 'p-2', foodPackId: 'f-2', reason: 'Customer wants the bigger pack' } } },
        result: { data: { changePlanPack: { __typename: 'SavingsPlan', id: 'p-9', foodPackName: 'Deluxe Pack', status: 'Active' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Change pack of Musa Bello (Rice Pack)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change pack' });
    const select = within(dialog).getByRole('combobox', { name: /New pack/ });
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a pack', 'Deluxe Pack (₦90,000)']));
    await user.selectOptions(select, 'f-2');
    expect(await within(dialog).findByRole('region', { name: 'The new plan' })).toHaveTextContent("Deluxe Pack at today's price, ₦90,000: ₦12,000 carried over, ₦78,000 left to pay, ending Jun 1, 2025.");
    await user.click(within(dialog).getByRole('button', { name: 'Change pack' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'Customer wants the bigger pack');
    await user.click(within(dialog).getByRole('button', { name: 'Change pack' }));
    expect(await toastText("Musa Bello's plan is now for the Deluxe Pack; what was paid was carried over.")).toBeInTheDocument();
  });
});
