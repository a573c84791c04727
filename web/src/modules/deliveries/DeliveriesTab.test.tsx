import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../../test/user-input';
import { formatDate } from '../ui/format';
import { DeliveriesTab } from './DeliveriesTab';
import { AssignRiderMutation, ClosureDaysQuery, DeliveriesQuery, PublicHolidaysQuery, MarkReadyForPickupMutation, OverrideHandoverMutation, RidersQuery, ScheduleDeliveriesMutation } from './graphql/operations';
import { renderWithAdmin, toastText } from './test-render';
import { apiDelivery, apiRider, badInput, queueMock, queueVariables, weekdayAhead } from './test-fixtures';
import { lagosToday, scheduleWindow, weekdayOf } from './utils/deliveries';

const user = userEvent.setup({ delay: null });

const ada = apiDelivery('f-1', 'Ada Obi', { late: true, promisedDate: '2026-11-27' });
const musa = apiDelivery('f-2', 'Musa Bello', { street: '3 Ago Palace Way', landmark: null, area: 'Oshodi-Isolo', packName: 'Rice Pack', stockShort: true });
const kemi = apiDelivery('f-3', 'Kemi Ade', { method: 'pickup', street: null, landmark: null, area: null });
const tunde = apiDelivery('f-4', 'Tunde Bakare', { state: 'Scheduled', scheduledFor: '2026-12-03', rider: apiRider('r-1', 'Sade Rider') });
const bola = apiDelivery('f-5', 'Bola Ige', { method: 'pickup', state: 'ReadyForPickup', street: null, landmark: null, area: null, handoverLocked: true });
const riders = [apiRider('r-1', 'Sade Rider'), apiRider('r-2', 'Yemi Okon', '08051112222')];
const ridersMock: MockLink.MockedResponse = { request: { query: RidersQuery }, result: { data: { riders } }, maxUsageCount: Number.POSITIVE_INFINITY };

const queue = queueMock;

function renderTab(mocks: MockLink.MockedResponse[], onOpenRunSheet = jest.fn()) {
  renderWithAdmin(<DeliveriesTab onOpenRunSheet={onOpenRunSheet} />, [...mocks, ridersMock]);
  return { onOpenRunSheet };
}

const rows = () => within(screen.getByRole('region', { name: 'Deliveries queue' })).getAllByRole('row').slice(1);
const rowOf = (name: string) => rows().find((r) => within(r).queryByText(name))!;

describe('Deliveries tab: the queue', () => {
  it('lists the packs to hand over: customer, phone, method, address with landmark and area, pack, state, promised date with Late, schedule and rider', async () => {
    renderTab([queue(queueVariables(), [ada, musa, kemi, tunde, bola], {}, true)]);
    expect(await screen.findByText('Ada Obi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Deliveries' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Queue', selected: true })).toBeInTheDocument();

    expect(rowOf('Ada Obi')).toHaveTextContent(/Ada ObiPhone: 0803 123 4567Delivery12 Allen AvenueNear opposite ShopriteIkejaFamily PackAwaiting dispatchNov 27, 2026Late-/);
    expect(rowOf('Musa Bello')).toHaveTextContent('3 Ago Palace WayOshodi-Isolo');
    expect(within(rowOf('Musa Bello')).queryByText('Late')).not.toBeInTheDocument();
    // A plan whose pack has no stock for it says so in words, beside the pack.
    expect(rowOf('Musa Bello')).toHaveTextContent('Rice PackNo stock');
    expect(within(rowOf('Ada Obi')).queryByText('No stock')).not.toBeInTheDocument();
    expect(rowOf('Kemi Ade')).toHaveTextContent('PickupCollects at the office');
    expect(rowOf('Tunde Bakare')).toHaveTextContent(`Scheduled${formatDate('2026-12-02')}${formatDate('2026-12-03')}Sade Rider0805 999 0000`);
    // Per row: a rider for a scheduled delivery; the override for a locked handover.
    expect(within(rowOf('Tunde Bakare')).getByRole('button', { name: 'Change rider for Tunde Bakare (Family Pack)' })).toBeInTheDocument();
    expect(within(rowOf('Bola Ige')).getByText('Handover locked')).toBeInTheDocument();
    expect(within(rowOf('Bola Ige')).getByRole('button', { name: 'Override handover for Bola Ige (Family Pack)' })).toBeInTheDocument();
    expect(within(rowOf('Ada Obi')).queryByRole('button')).not.toBeInTheDocument();
    // Only what can be scheduled or made ready can be selected.
    expect(screen.getByRole('checkbox', { name: 'Select Ada Obi (Family Pack)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Select Bola Ige (Family Pack)' })).toBeDisabled();
    expect(screen.getByText('Showing 1 to 5 of 5 deliveries')).toBeInTheDocument();
  });

  it('sends the filters and the search (once typing settles) to the server, each time from page 1', async () => {
    const byState = queueVariables({ filter: { state: 'Scheduled' } });
    const byMethod = queueVariables({ filter: { state: 'Scheduled', method: 'delivery' } });
    const byArea = queueVariables({ filter: { state: 'Scheduled', method: 'delivery', area: 'Ikeja' } });
    const late = queueVariables({ filter: { state: 'Scheduled', method: 'delivery', area: 'Ikeja', lateOnly: true } });
    const searched = queueVariables({ filter: { state: 'Scheduled', method: 'delivery', area: 'Ikeja', lateOnly: true, search: 'tunde' } });
    renderTab([
      queue(queueVariables(), [ada], { totalCount: 25 }),
      queue(queueVariables({ page: 2 }), [musa], { page: 2, totalCount: 25 }),
      queue(byState, [tunde, ada]),
      queue(byMethod, [tunde, musa]),
      queue(byArea, [tunde, kemi]),
      queue(late, [tunde, bola]),
      queue(searched, [tunde]),
      // Clearing: the filters at once, the search once its pause is over.
      queue(queueVariables({ filter: { search: 'tunde' } }), [tunde]),
      queue(queueVariables(), [ada, musa]),
    ]);
    await screen.findByText('Ada Obi');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('State'), 'Scheduled');
    expect(await screen.findByText('Showing 1 to 2 of 2 deliveries')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Method'), 'Delivery');
    expect(await screen.findByText('Musa Bello')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Area')).getAllByRole('option')).toHaveLength(21);
    await user.selectOptions(screen.getByLabelText('Area'), 'Ikeja');
    expect(await screen.findByText('Kemi Ade')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Late only' }));
    expect(await screen.findByText('Bola Ige')).toBeInTheDocument();
    await fill(user, screen.getByRole('searchbox', { name: 'Search' }), 'tunde');
    expect(await screen.findByText('Showing 1 to 1 of 1 deliveries')).toBeInTheDocument();
    expect(screen.queryByText('Bola Ige')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Musa Bello')).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Late only' })).not.toBeChecked();
  });

  it('says when the queue cannot be loaded, tries again, and says when nothing is waiting', async () => {
    renderTab([{ request: { query: DeliveriesQuery, variables: queueVariables() }, error: new Error('offline') }, queue(queueVariables(), [])]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch deliveries. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No packs are waiting to be handed over')).toBeInTheDocument();
  });
});

describe('Deliveries tab: scheduling', () => {
  const day = weekdayAhead(2);
  const input = { fulfilmentIds: ['f-1', 'f-2'], date: day, riderId: 'r-2' };

  it("schedules the selected deliveries with a rider; the server's refusal is said in the dialog, on the day, with the choices kept", async () => {
    const scheduled = [ada, musa].map((d) => ({ ...d, state: 'Scheduled' as const, scheduledFor: day, rider: riders[1] }));
    renderTab([
      queue(queueVariables(), [ada, musa, kemi]),
      {
        request: { query: ScheduleDeliveriesMutation, variables: { input } },
        result: { errors: [badInput('That day is a weekend, a public holiday or a closure day: choose a working day', 'date')] as never },
      },
      { request: { query: ScheduleDeliveriesMutation, variables: { input } }, result: { data: { scheduleDeliveries: scheduled } } },
      queue(queueVariables(), [...scheduled, kemi], {}, true),
    ]);
    await screen.findByText('Ada Obi');
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada Obi (Family Pack)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Musa Bello (Rice Pack)' }));
    // A pickup in the selection is not scheduled.
    await user.click(screen.getByRole('checkbox', { name: 'Select Kemi Ade (Family Pack)' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ready for pickup (1)' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Schedule 2 deliveries' }));

    const dialog = await screen.findByRole('dialog', { name: 'Schedule deliveries' });
    expect(dialog).toHaveTextContent('2 deliveries: Ada Obi, Musa Bello');
    const date = within(dialog).getByLabelText('Delivery day');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', lagosToday());
    expect(date).toHaveAttribute('max', scheduleWindow(lagosToday()).max);
    await waitFor(() => expect(within(within(dialog).getByLabelText('Rider')).getAllByRole('option').map((o) => o.textContent)).toEqual(['No rider yet', 'Sade Rider (0805 999 0000)', 'Yemi Okon (0805 111 2222)']));

    // Nothing chosen: said on the field, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Choose the delivery day')).toBeInTheDocument();

    await fill(user, date, day);
    expect(within(dialog).getByText(`${weekdayOf(day)}, ${formatDate(day)}`)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Rider'), 'r-2');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That day is a weekend, a public holiday or a closure day: choose a working day');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveValue(day);
    expect(within(dialog).getByLabelText('Rider')).toHaveValue('r-2');

    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await toastText(`2 deliveries for ${weekdayOf(day)}, ${formatDate(day)} with Yemi Okon.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule deliveries' })).not.toBeInTheDocument());
    await waitFor(() => expect(rowOf('Ada Obi')).toHaveTextContent('Yemi Okon'));
    expect(screen.getByText(/^Select deliveries to schedule them/)).toBeInTheDocument();
  });

  it('says so when the request fails, without a message of the server', async () => {
    renderTab([
      queue(queueVariables(), [ada]),
      { request: { query: ScheduleDeliveriesMutation, variables: { input: { fulfilmentIds: ['f-1'], date: day, riderId: null } } }, error: new Error('offline') },
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Obi (Family Pack)' }));
    await user.click(screen.getByRole('button', { name: 'Schedule 1 delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule deliveries' });
    await fill(user, within(dialog).getByLabelText('Delivery day'), day);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to schedule the deliveries. Please try again.');
  });

  it('makes the selected pickups ready, or says why not', async () => {
    const other = apiDelivery('f-6', 'Dayo Ojo', { method: 'pickup', street: null, landmark: null, area: null });
    renderTab([
      queue(queueVariables(), [kemi, other]),
      { request: { query: MarkReadyForPickupMutation, variables: { fulfilmentIds: ['f-3', 'f-6'] } }, result: { errors: [badInput('A pack can be made ready for pickup only when it is awaiting dispatch (it is Cancelled).', 'fulfilmentId')] as never } },
      { request: { query: MarkReadyForPickupMutation, variables: { fulfilmentIds: ['f-3'] } }, result: { data: { markReadyForPickup: [{ ...kemi, state: 'ReadyForPickup' }] } } },
      queue(queueVariables(), [{ ...kemi, state: 'ReadyForPickup' }, other], {}, true),
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Kemi Ade (Family Pack)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Dayo Ojo (Family Pack)' }));
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ready for pickup (2)' }));
    expect(await toastText('A pack can be made ready for pickup only when it is awaiting dispatch (it is Cancelled).')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Dayo Ojo (Family Pack)' }));
    await user.click(screen.getByRole('button', { name: 'Ready for pickup (1)' }));
    expect(await toastText("1 pickup is ready at the office; each customer is told, with their code.")).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Kemi Ade')).toHaveTextContent('Ready for pickup'));
  });
});

describe('Deliveries tab: a rider, and a locked handover', () => {
  it('gives a scheduled delivery another rider, and says the refusal of the server', async () => {
    const changed = { ...tunde, rider: riders[1] };
    renderTab([
      queue(queueVariables(), [tunde]),
      {
        request: { query: AssignRiderMutation, variables: { fulfilmentId: 'f-4', riderId: 'r-2' } },
        result: { data: { assignRider: { __typename: 'ErrorResult', errorCode: 'FULFILMENT_MOVE', message: 'A rider can be assigned only to a delivery that is scheduled and not yet out', fieldErrors: [] } } },
      },
      { request: { query: AssignRiderMutation, variables: { fulfilmentId: 'f-4', riderId: 'r-2' } }, result: { data: { assignRider: changed } } },
      queue(queueVariables(), [changed], {}, true),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Change rider for Tunde Bakare (Family Pack)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign rider' });
    await waitFor(() => expect(within(within(dialog).getByLabelText(/^Rider/)).getAllByRole('option')).toHaveLength(3));
    expect(within(dialog).getByLabelText(/^Rider/)).toHaveValue('r-1');
    await user.selectOptions(within(dialog).getByLabelText(/^Rider/), 'r-2');
    await user.click(within(dialog).getByRole('button', { name: 'Assign rider' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A rider can be assigned only to a delivery that is scheduled and not yet out');
    await user.click(within(dialog).getByRole('button', { name: 'Assign rider' }));
    expect(await toastText("Yemi Okon takes Tunde Bakare's Family Pack.")).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Tunde Bakare')).toHaveTextContent('Yemi Okon'));
  });

  it('completes a locked handover only with a reason', async () => {
    const collected = { ...bola, state: 'Collected' as const, handedOverAt: '2026-12-02T10:00:00.000Z' };
    renderTab([
      queue(queueVariables(), [bola]),
      { request: { query: OverrideHandoverMutation, variables: { input: { fulfilmentId: 'f-5', reason: 'Checked her national ID card' } } }, result: { data: { overrideHandover: collected } } },
      queue(queueVariables(), [], {}, true),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Override handover for Bola Ige (Family Pack)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Override handover' });
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await within(dialog).findByText('Give a reason')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/^Reason/), 'Checked her national ID card');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await toastText("Bola Ige's Family Pack: Collected.")).toBeInTheDocument();
    expect(await screen.findByText('No packs are waiting to be handed over')).toBeInTheDocument();
  });
});

describe('Deliveries tab: sections', () => {
  it('moves between sections with the arrow keys, Home and End (one tab stop)', async () => {
    renderTab([
      queue(queueVariables(), [], {}, true),
      queueMock({ filter: { ...queueVariables().filter, state: 'ReadyForPickup', method: 'pickup' }, page: 1, pageSize: 10 }, [], {}, true),
      { request: { query: ClosureDaysQuery }, result: { data: { closureDays: [] } } },
      { request: { query: PublicHolidaysQuery }, result: { data: { publicHolidays: [] } } },
    ]);
    const tabs = within(screen.getByRole('tablist', { name: 'Deliveries sections' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Queue', 'Pickup desk', 'Run sheet', 'Closure days']);
    expect(tabs.filter((t) => t.tabIndex === 0)).toEqual([tabs[0]]);
    tabs[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pickup desk', selected: true })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Pickup desk' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Filter deliveries' })).not.toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Closure days', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Queue', selected: true })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Filter deliveries' })).toBeInTheDocument();
  });


  it('opens the printable run sheet of the day and rider chosen', async () => {
    const { onOpenRunSheet } = renderTab([queue(queueVariables(), [], {}, true)]);
    await user.click(screen.getByRole('tab', { name: 'Run sheet' }));
    const form = await screen.findByRole('form', { name: 'Run sheet' });
    await waitFor(() => expect(within(within(form).getByLabelText('Rider')).getAllByRole('option').map((o) => o.textContent)).toEqual(['All riders', 'Sade Rider', 'Yemi Okon']));
    expect(within(form).getByLabelText('Day')).toHaveValue(lagosToday());
    await user.clear(within(form).getByLabelText('Day'));
    await fill(user, within(form).getByLabelText('Day'), '2026-12-02');
    await user.selectOptions(within(form).getByLabelText('Rider'), 'r-1');
    await user.click(within(form).getByRole('button', { name: 'Print run sheet' }));
    expect(onOpenRunSheet).toHaveBeenCalledWith('2026-12-02', 'r-1');
  });
});
