import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../../../../test/user-input';
import { ToastProvider } from '../../../ui/ToastProvider';
import { AdminPlanScheduleQuery, AdminSavingsPlansQuery, AdminWaiveLateFineMutation } from './graphql/operations';
import { SavingsPlansAdminTab } from './SavingsPlansAdminTab';
import { apiFine, apiPlan, apiSchedule, completedSchedule, listVariables, planPage } from './test-fixtures';

const user = userEvent.setup({ delay: null });
const musa = apiPlan('p-2', 'Musa Bello', { hasPayments: true, amountPaidKobo: 1_200_000, foodPackName: 'Rice Pack' });
const REASON = 'Customer was in hospital';

type Schedule = ReturnType<typeof apiSchedule>;

function scheduleMock(data: { planSchedule: unknown }): MockLink.MockedResponse {
  return { request: { query: AdminPlanScheduleQuery, variables: { planId: 'p-2' } }, result: { data } };
}

function waiveMock(reason: string, answer: Record<string, unknown> | Error, delay?: number): MockLink.MockedResponse {
  const request = { query: AdminWaiveLateFineMutation, variables: { fineId: 'f-2', reason } };
  return answer instanceof Error ? { request, error: answer } : { request, result: { data: { waiveLateFine: answer } }, delay };
}

/** The schedule once month 2's fine is waived: no longer owed, and gone from the overdue instalment. */
function afterWaiver(): Schedule {
  const s = apiSchedule().planSchedule;
  return {
    planSchedule: {
      ...s,
      finesKobo: 0,
      schedules: s.schedules.map((row) => (row.id === 's-2' ? { ...row, amountKobo: 1_200_000, fineKobo: 0 } : row)),
      fines: [s.fines[0], apiFine('f-2', 2, '2025-08-01', { waivedAt: '2025-08-03T09:00:00.000Z', waivedByName: 'Amaka Eze', waiveReason: REASON })],
    },
  };
}

async function openSchedule(mocks: MockLink.MockedResponse[]) {
  render(
    <ToastProvider>
      <MockedProvider mocks={[{ request: { query: AdminSavingsPlansQuery, variables: listVariables() }, result: { data: planPage([musa]) }, maxUsageCount: Number.POSITIVE_INFINITY }, ...mocks]}>
        <SavingsPlansAdminTab />
      </MockedProvider>
    </ToastProvider>,
  );
  await user.click(await screen.findByRole('button', { name: 'View schedule for Musa Bello (Rice Pack)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Payment schedule: Musa Bello' });
  return { dialog, fines: await within(dialog).findByRole('region', { name: 'Late fines' }) };
}

// The dialog around the form. (Under jsdom antd gives every dialog title the id 'test-id', so a nested
// dialog cannot be found by its name here; the browser journey does.)
const waiveDialogOf = (form: HTMLElement) => form.closest<HTMLElement>('[role="dialog"]')!;
const toastText = (text: string | RegExp) => screen.findByText(text, { selector: '.ant-notification-notice-description, .ant-notification-notice-description *' });
const fact = (dialog: HTMLElement, name: string) => within(dialog).getByText(name, { selector: 'dt' }).nextElementSibling;

describe('late fines in the schedule dialog', () => {
  it('lists each fine with its month, the day it applied and its amount, owed or waived (when, by whom, why); Waive only on the owed one', async () => {
    const { dialog, fines } = await openSchedule([scheduleMock(apiSchedule())]);
    const items = within(within(fines).getByRole('list', { name: 'Late fines' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Month 1 · applied Jul 1, 2025₦10,000Waived on Jul 20, 2025 by Amaka Eze — Customer was in hospital',
      'Month 2 · applied Aug 1, 2025₦500OwedWaive',
    ]);
    expect(within(items[1]).getByText('Owed')).toHaveClass('fs-sp-status--bad');
    expect(within(items[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(fines).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Waive ₦500 late fine of month 2']);
    // The price, the unwaived fines on top, and what is left.
    expect(fact(dialog, 'Total Amount')).toHaveTextContent('₦36,000 + ₦500 fines');
    expect(fact(dialog, 'Left to Pay')).toHaveTextContent('₦24,500');
  });

  it('waives with a reason: checked as the server does, Waiving... while it runs, the server’s refusal shown with the reason kept; then the schedule is fetched again and says so', async () => {
    const refused = { __typename: 'ErrorResult', errorCode: 'PLAN_CLOSED', message: 'This plan is completed: its fines can no longer be waived', fieldErrors: [] };
    const { dialog, fines } = await openSchedule([
      scheduleMock(apiSchedule()),
      waiveMock(REASON, refused),
      waiveMock(REASON, { __typename: 'WaivedLateFine', id: 'f-2', refundKobo: 0 }, 1000),
      scheduleMock(afterWaiver()),
    ]);
    await user.click(within(fines).getByRole('button', { name: 'Waive ₦500 late fine of month 2' }));
    const form = await screen.findByRole('form', { name: 'Waive late fine' });
    const waiveDialog = waiveDialogOf(form);
    expect(waiveDialog).toHaveTextContent('Ada Obi: the ₦500 late fine of month 2, applied Aug 1, 2025.');
    const reason = within(form).getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());

    // The server's rule, before asking it.
    await user.click(within(form).getByRole('button', { name: 'Waive fine' }));
    expect(await within(form).findByText('Reason is required')).toBeInTheDocument();
    await fill(user, reason, ' ok ');
    await user.click(within(form).getByRole('button', { name: 'Waive fine' }));
    expect(await within(form).findByText('Reason must be 3 to 300 characters')).toBeInTheDocument();

    await user.clear(reason);
    await fill(user, reason, ` ${REASON} `);
    await user.click(within(form).getByRole('button', { name: 'Waive fine' }));
    expect(await within(waiveDialog).findByRole('alert')).toHaveTextContent('This plan is completed: its fines can no longer be waived');
    expect(reason).toHaveValue(` ${REASON} `);

    // Sent again as it stands: Waiving... (not dismissible), then waived.
    await user.click(await within(form).findByRole('button', { name: 'Waive fine' }));
    await waitFor(() => {
      expect(within(form).getByRole('button', { name: /Waiving\.\.\./ })).toHaveAttribute('aria-busy', 'true');
      expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    });
    expect(await toastText('The ₦500 late fine of month 2 is no longer owed by Ada Obi.')).toBeInTheDocument();
    await waitFor(() => expect(form).not.toBeInTheDocument());

    // The schedule as the server now has it: nothing owed on top of the price, who waived it and why.
    expect(within(fines).getByRole('status')).toHaveTextContent('Waived: the ₦500 late fine of month 2 is no longer owed.');
    await waitFor(() => expect(fact(dialog, 'Left to Pay')).toHaveTextContent('₦24,000'));
    expect(fact(dialog, 'Total Amount')).toHaveTextContent(/^₦36,000$/);
    expect(within(fines).getAllByRole('listitem')[1]).toHaveTextContent('Waived on Aug 3, 2025 by Amaka Eze — Customer was in hospital');
    expect(within(fines).queryByRole('button', { name: /^Waive/ })).not.toBeInTheDocument();
    const instalments = within(within(dialog).getByRole('region', { name: 'Instalments' })).getAllByRole('row');
    expect(instalments[2]).toHaveTextContent(/^2Apr 1, 2025₦12,000Overdue$/);
    await waitFor(() => expect(within(fines).getByRole('heading', { name: 'Late fines' })).toHaveFocus());
  });

  it('says when the request failed, keeps the reason, and says so when money was paid beyond the new total', async () => {
    const { fines } = await openSchedule([
      scheduleMock(apiSchedule()),
      waiveMock(REASON, new Error('offline')),
      waiveMock(REASON, { __typename: 'WaivedLateFine', id: 'f-2', refundKobo: 30_000 }),
      scheduleMock(afterWaiver()),
    ]);
    await user.click(within(fines).getByRole('button', { name: 'Waive ₦500 late fine of month 2' }));
    const form = await screen.findByRole('form', { name: 'Waive late fine' });
    await fill(user, within(form).getByRole('textbox', { name: /Reason/ }), REASON);
    await user.click(within(form).getByRole('button', { name: 'Waive fine' }));
    expect(await within(waiveDialogOf(form)).findByRole('alert')).toHaveTextContent('Failed to waive the late fine. Please try again.');
    expect(within(form).getByRole('textbox', { name: /Reason/ })).toHaveValue(REASON);

    await user.click(await within(form).findByRole('button', { name: 'Waive fine' }));
    expect(await within(fines).findByText("Waived: the ₦500 late fine of month 2 is no longer owed. ₦300 was paid beyond the plan's new total: pay it back to the customer.")).toBeInTheDocument();
  });

  it('offers no waiver on a completed plan: its fines were paid', async () => {
    const { fines } = await openSchedule([scheduleMock(completedSchedule())]);
    const owed = within(fines).getAllByRole('listitem')[1];
    expect(owed).toHaveTextContent(/Paid$/);
    expect(within(owed).getByText('Paid')).toHaveClass('fs-sp-status--ok');
    expect(within(fines).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when a plan has no late fines', async () => {
    const { fines } = await openSchedule([scheduleMock({ planSchedule: { ...apiSchedule().planSchedule, finesKobo: 0, fines: [] } })]);
    expect(within(fines).getByText('No late fines.')).toBeInTheDocument();
    expect(within(fines).queryByRole('list')).not.toBeInTheDocument();
  });
});
