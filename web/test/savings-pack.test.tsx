import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../src/app/AppRoutes';
import { MeQuery } from '../src/modules/profile/graphql/operations';
import { ChangeDeliveryAddressMutation, MyPackHandoverQuery, SwitchToPickupMutation } from '../src/modules/savings-plans/graphql/pack-operations';
import { apiMe } from './fixtures';
import { customer, renderApp, sessionStore, type RenderAppOptions } from './render';
import { apiPack, apiPlan, packMock, paymentsConfigMock, pickupOfficeMock, planError, plansMock } from './savings-fixtures';
import { fill } from './user-input';

const user = userEvent.setup({ delay: null });
const meMock = { request: { query: MeQuery }, result: { data: { me: apiMe(customer) } }, maxUsageCount: Number.POSITIVE_INFINITY };

async function openSavings(mocks: RenderAppOptions['mocks'] = []) {
  await renderApp({ route: '/profile?tab=savings', session: sessionStore(customer), mocks: [meMock, paymentsConfigMock, pickupOfficeMock, ...(mocks ?? [])], ui: <AppRoutes /> });
}

const card = (name: string) => screen.findByRole('article', { name });
const yourPack = async (name = 'Family Rice Pack') => within(await card(name)).findByRole('region', { name: 'Your pack' });
const addressOf = (pack: HTMLElement) => within(pack).getByText(/^Deliver(ing|ed) to$/).closest('p');
const step = (state: 'AwaitingDispatch' | 'Scheduled' | 'OutForDelivery' | 'Delivered', label: string, at: string) => ({ __typename: 'FulfilmentStep' as const, state, label, at });

const outForDelivery = apiPack({
  state: 'OutForDelivery',
  scheduledFor: '2026-03-03',
  late: true,
  canChange: false,
  rider: { __typename: 'RiderContact', firstName: 'Musa', phoneNumber: '2348031112222' },
  timeline: [
    step('AwaitingDispatch', 'Paid in full: awaiting dispatch, promised by 2026-03-04', '2026-02-23T09:00:00.000Z'),
    step('Scheduled', 'Scheduled for 2026-03-03', '2026-02-24T10:00:00.000Z'),
    step('OutForDelivery', 'Out for delivery', '2026-03-03T08:30:00.000Z'),
  ],
});

describe('Your pack, on a fully paid plan', () => {
  it('shows where the pack is, the promise, the rider to call and the handover code; an open plan asks for no pack', async () => {
    let askedForOpen = 0;
    await openSavings([
      plansMock([apiPlan({ id: 'open', foodPackName: 'Festive Hamper', paidCount: 2 }), apiPlan({ id: 'plan-1', paidCount: 8 })]),
      packMock(outForDelivery),
      {
        request: { query: MyPackHandoverQuery, variables: { planId: 'open' } },
        result: () => {
          askedForOpen++;
          return { data: { myPackHandover: null } };
        },
      },
    ]);
    const pack = await yourPack();
    expect(within(pack).getByText(/^Promised by/)).toHaveTextContent('Promised by Wed 4 MarLate');

    const steps = within(pack).getByRole('list', { name: 'Progress' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.querySelector('.fs-pack-steps__title')?.textContent)).toEqual([
      'Paid in full: awaiting dispatch',
      'Scheduled for Tue 3 Mar',
      'Out for delivery with Musa',
      'Delivered',
    ]);
    const current = within(steps).getAllByRole('listitem')[2];
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(current).toHaveTextContent('3 Mar, 09:30'); // 08:30 UTC is 09:30 in Lagos
    expect(within(current).getByRole('link', { name: 'Call Musa on 0803 111 2222' })).toHaveAttribute('href', 'tel:+2348031112222');

    const code = within(pack).getByRole('group', { name: 'Your handover code' });
    expect(within(code).getByText('482913')).toBeVisible();
    expect(code).toHaveTextContent('4 8 2 9 1 3'); // said digit by digit
    expect(code).toHaveTextContent('Give it to the rider only when the pack is in your hands');
    expect(addressOf(pack)).toHaveTextContent('Delivering to 12 Allen Avenue (near Opposite Ikeja City Mall), Ikeja');
    // It has left the office: nothing to change any more.
    expect(within(pack).queryByRole('button', { name: 'Change address' })).not.toBeInTheDocument();
    expect(within(pack).queryByRole('button', { name: 'Switch to pickup' })).not.toBeInTheDocument();

    // The open plan shows no pack and never asked for one.
    const open = await card('Festive Hamper');
    expect(within(open).queryByRole('region', { name: 'Your pack' })).not.toBeInTheDocument();
    expect(askedForOpen).toBe(0);
  });

  it('a delivered pack shows when it was handed over, and no code', async () => {
    const delivered = apiPack({
      state: 'Delivered',
      code: null,
      canChange: false,
      handedOverAt: '2026-03-03T13:05:00.000Z',
      timeline: [...outForDelivery.timeline, step('Delivered', 'Delivered', '2026-03-03T13:05:00.000Z')],
    });
    await openSavings([plansMock([apiPlan({ paidCount: 8 })]), packMock(delivered)]);
    const pack = await yourPack();
    const last = within(within(pack).getByRole('list', { name: 'Progress' })).getAllByRole('listitem')[3];
    expect(last).toHaveTextContent('Delivered3 Mar, 14:05');
    expect(last).toHaveAttribute('aria-current', 'step');
    expect(within(pack).queryByRole('group', { name: 'Your handover code' })).not.toBeInTheDocument();
    expect(within(pack).queryByText(/Promised by/)).not.toBeInTheDocument();
    expect(addressOf(pack)).toHaveTextContent('Delivered to 12 Allen Avenue');
  });

  it("changes the address: the server's refusal goes on its field and what was typed stays; then it saves", async () => {
    const moved = { street: '4 Admiralty Way', landmark: 'Beside the filling station', area: 'Ikeja' };
    const request = { query: ChangeDeliveryAddressMutation, variables: { planId: 'plan-1', address: moved } };
    await openSavings([
      plansMock([apiPlan({ paidCount: 8 })]),
      packMock(apiPack()),
      { request, result: { data: { changeDeliveryAddress: planError('VALIDATION', 'We cannot find that street in Ikeja', [{ field: 'street', message: 'We cannot find that street in Ikeja' }]) } } },
      { request, result: { data: { changeDeliveryAddress: apiPack({ street: moved.street, landmark: moved.landmark }) } } },
    ]);
    const pack = await yourPack();
    await user.click(within(pack).getByRole('button', { name: 'Change address' }));
    const form = within(pack).getByRole('form', { name: 'Change address' });
    const street = within(form).getByRole('textbox', { name: /^House number and street/ });
    await waitFor(() => expect(street).toHaveFocus());
    expect(street).toHaveValue('12 Allen Avenue');
    await user.clear(street);
    await fill(user, street, moved.street);
    const landmark = within(form).getByRole('textbox', { name: /^Landmark/ });
    await user.clear(landmark);
    await fill(user, landmark, moved.landmark);
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(street).toHaveAccessibleDescription('We cannot find that street in Ikeja'));
    expect(street).toHaveValue(moved.street);
    expect(landmark).toHaveValue(moved.landmark);

    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address changed')).toBeInTheDocument();
    await waitFor(() => expect(within(pack).queryByRole('form', { name: 'Change address' })).not.toBeInTheDocument());
    expect(addressOf(pack)).toHaveTextContent('4 Admiralty Way (near Beside the filling station), Ikeja');
    await waitFor(() => expect(within(pack).getByRole('button', { name: 'Change address' })).toHaveFocus());
  });

  it('checks the address before sending it, with the same rules as the server', async () => {
    await openSavings([plansMock([apiPlan({ paidCount: 8 })]), packMock(apiPack({ landmark: null }))]);
    const pack = await yourPack();
    await user.click(within(pack).getByRole('button', { name: 'Change address' }));
    const form = within(pack).getByRole('form', { name: 'Change address' });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    const landmark = within(form).getByRole('textbox', { name: /^Landmark/ });
    expect(landmark).toHaveAccessibleDescription(/Enter a landmark near the address, so the rider can find it\./);
    expect(landmark).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(pack).queryByRole('form')).not.toBeInTheDocument();
  });

  it('switches to pickup once confirmed; a refusal is said in the dialog', async () => {
    const request = { query: SwitchToPickupMutation, variables: { planId: 'plan-1' } };
    await openSavings([
      plansMock([apiPlan({ paidCount: 8 })]),
      packMock(apiPack({ state: 'Scheduled', scheduledFor: '2026-03-03' })),
      { request, result: { data: { switchToPickup: planError('FULFILMENT_MOVE', 'A pack can be switched to pickup only when it is awaiting dispatch or scheduled (it is Out for delivery).') } } },
      { request, result: { data: { switchToPickup: apiPack({ method: 'pickup', street: null, landmark: null, area: null }) } } },
    ]);
    const pack = await yourPack();
    await user.click(within(pack).getByRole('button', { name: 'Switch to pickup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to pickup?' });
    expect(await within(dialog).findByText('15 Bode Thomas Street, Surulere, Lagos')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Switch to pickup' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('only when it is awaiting dispatch or scheduled');

    // Found again: the button's 'loading' may outlast the refusal's render by a tick.
    await user.click(await within(dialog).findByRole('button', { name: 'Switch to pickup' }));
    expect(await screen.findByText('Switched to pickup')).toBeInTheDocument();
    await waitFor(() => expect(within(pack).getByRole('button', { name: 'Deliver it instead' })).toBeInTheDocument());
    expect(within(pack).queryByRole('button', { name: 'Switch to pickup' })).not.toBeInTheDocument();
    expect(within(pack).getByRole('region', { name: 'Collect it from our office' })).toBeInTheDocument();
    expect(within(pack).getByRole('group', { name: 'Your handover code' })).toHaveTextContent('Give it at the office');
  });

  it('says when the pack cannot be loaded, keeps the delivery window, and Try again asks again', async () => {
    await openSavings([
      plansMock([apiPlan({ paidCount: 8 })]),
      { request: packMock(null).request, error: new Error('Network request failed'), maxUsageCount: 2 },
      packMock(apiPack()),
    ]);
    const plan = await card('Family Rice Pack');
    expect(await within(plan).findByRole('alert')).toHaveTextContent('We could not load where your pack is.');
    expect(within(plan).getByText('Expect your pack between Mon 2 Mar and Wed 4 Mar')).toBeInTheDocument();
    await user.click(within(plan).getByRole('button', { name: 'Try again' }));
    expect(await yourPack()).toBeInTheDocument();
  });
});
