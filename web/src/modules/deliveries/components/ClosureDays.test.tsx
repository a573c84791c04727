import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../../../test/user-input';
import { AddClosureDayMutation, ClosureDaysQuery, PublicHolidaysQuery, RemoveClosureDayMutation } from '../graphql/operations';
import { badInput, weekdayAhead } from '../test-fixtures';
import { renderWithAdmin, toastText } from '../test-render';
import { ClosureDays } from './ClosureDays';
import { formatDate } from '../../ui/format';
import { addDays } from '@api/common/time';
import { lagosToday, weekdayOf } from '../utils/deliveries';

const user = userEvent.setup({ delay: null });

const day = weekdayAhead(3);
const other = weekdayAhead(10);
const closure = (d: string, reason: string) => ({ __typename: 'ClosureDay' as const, day: d, reason });
const list = (days: ReturnType<typeof closure>[], reuse = false) => ({ request: { query: ClosureDaysQuery }, result: { data: { closureDays: days } }, maxUsageCount: reuse ? Number.POSITIVE_INFINITY : 1 });
const holidays = {
  request: { query: PublicHolidaysQuery },
  result: { data: { publicHolidays: [{ __typename: 'PublicHoliday', day: '2026-12-25', name: 'Christmas Day' }, { __typename: 'PublicHoliday', day: '2026-12-28', name: 'Boxing Day (holiday in lieu)' }] } },
};
const shown = (d: string) => `${weekdayOf(d)}, ${formatDate(d)}`;

describe('closure days', () => {
  it('adds a day with a reason, saying what the server refused on its field, and lists it', async () => {
    const input = { day, reason: 'Stock-take' };
    renderWithAdmin(<ClosureDays />, [
      list([closure(other, 'Office move')]),
      { request: { query: AddClosureDayMutation, variables: { input } }, result: { errors: [badInput('That day is already a closure day', 'day')] as never } },
      { request: { query: AddClosureDayMutation, variables: { input } }, result: { data: { addClosureDay: closure(day, 'Stock-take') } } },
      list([closure(day, 'Stock-take'), closure(other, 'Office move')], true),
      holidays,
    ]);
    const days = await screen.findByRole('list', { name: 'Closure days' });
    expect(within(days).getAllByRole('listitem').map((li) => li.textContent)).toEqual([`${shown(other)}Office moveRemove`]);

    const form = screen.getByRole('form', { name: 'Add a closure day' });
    await user.click(within(form).getByRole('button', { name: 'Add closure day' }));
    expect(await within(form).findByText('Choose the day')).toBeInTheDocument();
    expect(within(form).getByText('Give a reason')).toBeInTheDocument();

    await fill(user, within(form).getByLabelText(/^Day/), day);
    await fill(user, within(form).getByLabelText(/^Reason/), 'Stock-take');
    await user.click(within(form).getByRole('button', { name: 'Add closure day' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('That day is already a closure day');
    expect(within(form).getByLabelText(/^Day/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^Reason/)).toHaveValue('Stock-take');

    await user.click(within(form).getByRole('button', { name: 'Add closure day' }));
    expect(await toastText(`${shown(day)}: deliveries are not promised or scheduled on it.`)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Closure days' })).getAllByRole('listitem')).toHaveLength(2));
    expect(within(form).getByLabelText(/^Reason/)).toHaveValue('');
  });

  it('removes a day only once confirmed', async () => {
    renderWithAdmin(<ClosureDays />, [
      list([closure(day, 'Stock-take')]),
      { request: { query: RemoveClosureDayMutation, variables: { day } }, result: { data: { removeClosureDay: true } } },
      list([], true),
      holidays,
    ]);
    await user.click(await screen.findByRole('button', { name: `Remove closure day ${shown(day)}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove closure day' });
    expect(dialog).toHaveTextContent(`${shown(day)}: Stock-take`);
    // Cancelling removes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove closure day' })).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Closure days' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Remove closure day ${shown(day)}` }));
    dialog = await screen.findByRole('dialog', { name: 'Remove closure day' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await toastText(`${shown(day)} is a working day again.`)).toBeInTheDocument();
    expect(await screen.findByText('No closure days: only weekends and public holidays are skipped.')).toBeInTheDocument();
  });

  it('keeps a day gone by as it was, and shows the public holidays read-only, folded away until opened', async () => {
    const past = addDays(lagosToday(), -3);
    renderWithAdmin(<ClosureDays />, [list([closure(past, 'Flooding on the road')]), holidays]);
    const days = await screen.findByRole('list', { name: 'Closure days' });
    expect(days).toHaveTextContent(`${shown(past)} (past)Flooding on the road`);
    expect(within(days).queryByRole('button')).not.toBeInTheDocument();
    const summary = await screen.findByText('Public holidays (2)');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    const rows = within(within(details).getByRole('region', { name: 'Public holidays' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Friday, Dec 25, 2026Christmas Day', 'Monday, Dec 28, 2026Boxing Day (holiday in lieu)']);
    expect(within(details).queryByRole('button')).not.toBeInTheDocument();
  });
});
