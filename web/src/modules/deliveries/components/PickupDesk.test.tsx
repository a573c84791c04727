import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../../../test/user-input';
import { HandOverPackMutation, OverrideHandoverMutation } from '../graphql/operations';
import { apiDelivery, queueMock } from '../test-fixtures';
import { renderWithAdmin, toastText } from '../test-render';
import { PICKUP_DESK_PAGE_SIZE, pickupDeskFilter } from '../utils/deliveries';
import { PickupDesk } from './PickupDesk';

const user = userEvent.setup({ delay: null });

const pickup = (id: string, name: string, extra = {}) => apiDelivery(id, name, { method: 'pickup', state: 'ReadyForPickup', street: null, landmark: null, area: null, ...extra });
const kemi = pickup('f-3', 'Kemi Ade', { phoneNumber: '08037654321' });
const bola = pickup('f-5', 'Bola Ige', { packName: 'Rice Pack' });
const desk = (search = '') => ({ filter: pickupDeskFilter(search), page: 1, pageSize: PICKUP_DESK_PAGE_SIZE });
const refused = (errorCode: string, message: string, fieldErrors: { field: string; message: string }[] = []) => ({
  data: { handOverPack: { __typename: 'ErrorResult', errorCode, message, fieldErrors: fieldErrors.map((f) => ({ __typename: 'FieldError', ...f })) } },
});
const handOver = (code: string, result: object) => ({ request: { query: HandOverPackMutation, variables: { input: { fulfilmentId: 'f-3', code } } }, result });

describe('the pickup desk', () => {
  it('finds the pickup by phone; a wrong code says how many tries are left; the right one hands the pack over', async () => {
    const collected = { ...kemi, state: 'Collected' as const, handedOverAt: '2026-12-02T10:00:00.000Z' };
    renderWithAdmin(<PickupDesk />, [
      queueMock(desk(), [kemi, bola]),
      queueMock(desk('0803 765'), [kemi]),
      handOver('111111', refused('WRONG_HANDOVER_CODE', "That is not the customer's code: 4 tries left", [{ field: 'code', message: 'Wrong code' }])),
      handOver('654321', { data: { handOverPack: collected } }),
      queueMock(desk('0803 765'), [], {}, true),
    ]);
    const list = await screen.findByRole('list', { name: 'Pickups ready at the office' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await fill(user, screen.getByRole('searchbox', { name: 'Find a pickup' }), '0803 765');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Pickups ready at the office' })).getAllByRole('listitem')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Hand over to Kemi Ade (Family Pack)' }));
    const form = await screen.findByRole('form', { name: 'Handover code for Kemi Ade' });
    const code = within(form).getByLabelText(/^Customer's code/);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');

    // Checked here first: a short code is not sent.
    await fill(user, code, '12345');
    await user.click(within(form).getByRole('button', { name: 'Confirm handover' }));
    expect(await within(form).findByText('The code is 6 digits')).toBeInTheDocument();

    await user.clear(code);
    await fill(user, code, '111 111');
    await user.click(within(form).getByRole('button', { name: 'Confirm handover' }));
    expect(await screen.findByText("That is not the customer's code: 4 tries left")).toBeInTheDocument();
    expect(within(form).getByText('Wrong code')).toBeInTheDocument();
    expect(code).toHaveValue('');

    await fill(user, code, '654321');
    await user.click(within(form).getByRole('button', { name: 'Confirm handover' }));
    const done = await screen.findByText("Collected: Kemi Ade's Family Pack");
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('form', { name: 'Handover code for Kemi Ade' })).not.toBeInTheDocument();
    expect(await screen.findByText('No pickup ready for "0803 765".')).toBeInTheDocument();
  });

  it('a handover locked by wrong codes offers the override, which needs a reason', async () => {
    const collected = { ...kemi, state: 'Collected' as const, handoverLocked: true };
    renderWithAdmin(<PickupDesk />, [
      queueMock(desk(), [kemi]),
      handOver('222222', refused('HANDOVER_LOCKED', 'Too many wrong codes: the handover is locked. An admin can complete it with a reason.')),
      { request: { query: OverrideHandoverMutation, variables: { input: { fulfilmentId: 'f-3', reason: 'Called her on the number on the plan' } } }, result: { data: { overrideHandover: collected } } },
      queueMock(desk(), [], {}, true),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Hand over to Kemi Ade (Family Pack)' }));
    const form = await screen.findByRole('form', { name: 'Handover code for Kemi Ade' });
    await fill(user, within(form).getByLabelText(/^Customer's code/), '222222');
    await user.click(within(form).getByRole('button', { name: 'Confirm handover' }));
    expect(await screen.findByText('Too many wrong codes: the handover is locked. An admin can complete it with a reason.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Handover code for Kemi Ade' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Override handover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Override handover' });
    await fill(user, within(dialog).getByLabelText(/^Reason/), 'Called her on the number on the plan');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await toastText("Kemi Ade's Family Pack: Collected.")).toBeInTheDocument();
    expect(await screen.findByText("Collected: Kemi Ade's Family Pack")).toBeInTheDocument();
    expect(await screen.findByText('No pickups are ready at the office.')).toBeInTheDocument();
  });

  it('shows a pickup already locked with the override straight away', async () => {
    renderWithAdmin(<PickupDesk />, [queueMock(desk(), [{ ...bola, handoverLocked: true }])]);
    const list = await screen.findByRole('list', { name: 'Pickups ready at the office' });
    expect(within(list).getByText('Handover locked')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Hand over to Bola Ige (Rice Pack)' }));
    expect(await screen.findByRole('button', { name: 'Override handover' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Customer's code/)).not.toBeInTheDocument();
  });
});
