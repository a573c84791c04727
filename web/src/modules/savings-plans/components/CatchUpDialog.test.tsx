import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPlan } from '../../../../test/savings-fixtures';
import { ToastProvider } from '../../ui/ToastProvider';
import { CatchUpPreviewQuery, ConfirmCatchUpMutation } from '../graphql/catch-up-operations';
import CatchUpDialog from './CatchUpDialog';

const user = userEvent.setup({ delay: null });
const plan = { id: 'plan-1', foodPackName: 'Family Rice Pack', overdue: { amountDueKobo: 1_500_000, count: 2 } };
const SPREAD = { kind: 'spread' as const };
const extend = (weeks: number) => ({ kind: 'extend' as const, weeks });

function preview(choice: { kind: 'spread' | 'extend'; weeks?: number }, over: Record<string, unknown> = {}) {
  return {
    __typename: 'CatchUpPreview' as const,
    kind: choice.kind,
    weeks: choice.weeks ?? null,
    overdueKobo: 1_500_000,
    overdueCount: 2,
    instalments: [
      { __typename: 'CatchUpInstalment' as const, sequence: 3, dueDate: '2026-02-02', amountKobo: 1_125_000 },
      { __typename: 'CatchUpInstalment' as const, sequence: 4, dueDate: '2026-02-09', amountKobo: 1_125_000 },
    ],
    totalKobo: 2_250_000,
    previousEndDate: '2026-02-23',
    endDate: '2026-02-23',
    lastDayOfWindow: '2026-05-04',
    canSpread: true,
    maxExtensionWeeks: 2,
    previewToken: `token-${choice.kind}-${choice.weeks ?? 0}`,
    ...over,
  };
}

function previewMock(choice: { kind: 'spread' | 'extend'; weeks?: number }, answer: Record<string, unknown> | Error): MockLink.MockedResponse {
  const request = { query: CatchUpPreviewQuery, variables: { planId: 'plan-1', choice } };
  return answer instanceof Error ? { request, error: answer } : { request, result: { data: { catchUpPreview: answer } } };
}

function confirmMock(choice: { kind: 'spread' | 'extend'; weeks?: number }, previewToken: string, answer: Record<string, unknown>): MockLink.MockedResponse {
  return { request: { query: ConfirmCatchUpMutation, variables: { planId: 'plan-1', choice, previewToken } }, result: { data: { confirmCatchUp: answer } } };
}

function open(mocks: MockLink.MockedResponse[]) {
  const onClose = jest.fn();
  render(
    <ToastProvider>
      <MockedProvider mocks={mocks}>
        <CatchUpDialog plan={plan} open onClose={onClose} />
      </MockedProvider>
    </ToastProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

const fact = (dialog: HTMLElement, name: string) => within(dialog).queryByText(name, { selector: 'dt' })?.nextElementSibling;

describe('Catch up on a plan that is behind', () => {
  it('shows the new instalments and end date before confirming, then confirms exactly what was shown', async () => {
    const caughtUp = { ...apiPlan({ id: 'plan-1' }), endDate: '2026-02-23' };
    const { dialog, onClose } = open([previewMock(SPREAD, preview(SPREAD)), confirmMock(SPREAD, 'token-spread-0', caughtUp)]);
    expect(within(dialog).getByText(/You are ₦15,000 behind \(2 instalments overdue\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Spread what is overdue/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Confirm new schedule' })).toBeDisabled();

    const list = await within(dialog).findByRole('region', { name: 'New instalments' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Feb 2, 2026₦11,250', 'Feb 9, 2026₦11,250']);
    expect(fact(dialog, 'New end date')).toHaveTextContent('Feb 23, 2026');
    expect(fact(dialog, 'Left to pay in these instalments')).toHaveTextContent('₦22,500');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm new schedule' }));
    expect(await screen.findByText('Your Family Rice Pack plan now ends on Feb 23, 2026.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('extending: the weeks beyond the window cannot be chosen; a refusal is shown as the server says it and the preview is asked again', async () => {
    const stale = { __typename: 'ErrorResult', errorCode: 'CATCH_UP_STALE', message: 'This plan has changed since the new instalments were shown: look at them again before confirming' };
    const { dialog, onClose } = open([
      previewMock(SPREAD, preview(SPREAD)),
      previewMock(extend(1), preview(extend(1), { endDate: '2026-03-02' })),
      previewMock(extend(2), preview(extend(2), { endDate: '2026-03-09' })),
      confirmMock(extend(2), 'token-extend-2', stale),
      previewMock(extend(2), preview(extend(2), { endDate: '2026-03-09', previewToken: 'token-extend-2b' })),
      confirmMock(extend(2), 'token-extend-2b', { ...apiPlan({ id: 'plan-1' }), endDate: '2026-03-09' }),
    ]);
    await within(dialog).findByRole('region', { name: 'New instalments' });
    await user.click(within(dialog).getByRole('radio', { name: /Extend the plan/ }));
    await waitFor(() => expect(fact(dialog, 'New end date')).toHaveTextContent('Mar 2, 2026'));
    expect(within(dialog).getByRole('radio', { name: '3 weeks' })).toBeDisabled();
    await user.click(within(dialog).getByText('2 weeks'));
    await waitFor(() => expect(fact(dialog, 'New end date')).toHaveTextContent('Mar 9, 2026'));

    await user.click(within(dialog).getByRole('button', { name: 'Confirm new schedule' }));
    expect(await within(dialog).findByText(stale.message)).toHaveAttribute('role', 'alert');
    expect(onClose).not.toHaveBeenCalled();
    // The choice is kept.
    expect(within(dialog).getByRole('radio', { name: '2 weeks' })).toBeChecked();
    // Confirming again confirms the schedule shown now.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm new schedule' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Confirm new schedule' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });

  it('says why a choice cannot be made, and offers to try again when the server cannot be reached', async () => {
    const refusal = { __typename: 'ErrorResult', errorCode: 'CATCH_UP_UNAVAILABLE', message: 'No instalment is left after today to spread over: extend the plan instead (by up to 2 weeks)' };
    const { dialog } = open([previewMock(SPREAD, refusal), previewMock(extend(1), new Error('Network request failed')), previewMock(extend(1), preview(extend(1)))]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal.message);
    expect(within(dialog).getByRole('button', { name: 'Confirm new schedule' })).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: /Extend the plan/ }));
    expect(await within(dialog).findByText(/could not be worked out/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('region', { name: 'New instalments' });
    expect(within(dialog).getByRole('button', { name: 'Confirm new schedule' })).toBeEnabled();
  });
});
