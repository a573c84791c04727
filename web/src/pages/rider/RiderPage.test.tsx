import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { SessionUser } from '../../lib/session';
import { DispatchDeliveryMutation, HandOverPackMutation, MyRoundsQuery, RecordFailedDeliveryMutation } from '../../modules/rider/graphql/operations';
import { currentLocation, customer, renderApp, sessionStore, type RenderAppOptions } from '../../../test/render';
import { fill } from '../../../test/user-input';

const user = userEvent.setup({ delay: null });
const rider: SessionUser = { ...customer, id: 'u-9', firstName: 'Musa', lastName: 'Bello', email: 'musa@example.ng', roles: ['Dispatcher', 'Customer'] };

type State = 'Scheduled' | 'OutForDelivery' | 'Delivered' | 'AwaitingDispatch';

function stop(state: State, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'RunSheetStop' as const,
    id: 'ful-1',
    planId: 'plan-1',
    customerName: 'Ada Obi',
    phoneNumber: '2348031234567',
    street: '12 Allen Avenue',
    landmark: 'Opposite Ikeja City Mall',
    area: 'Ikeja',
    packName: 'Family Rice Pack',
    items: ['50kg bag of rice', '5L vegetable oil'],
    state,
    method: 'delivery' as const,
    promisedDate: '2026-03-04',
    late: false,
    scheduledFor: '2026-03-03',
    handoverLocked: false,
    handedOverAt: null as string | null,
    ...overrides,
  };
}

const roundsMock = (stops: ReturnType<typeof stop>[]) => ({ request: { query: MyRoundsQuery }, result: { data: { myRounds: stops } } });

function delivery(state: State, overrides: Record<string, unknown> = {}) {
  return { __typename: 'Delivery' as const, id: 'ful-1', state, late: false, scheduledFor: '2026-03-03', handoverLocked: false, handedOverAt: null as string | null, ...overrides };
}
function refusal(errorCode: string, message: string, fieldErrors: { field: string; message: string }[] = []) {
  return { __typename: 'ErrorResult' as const, errorCode, message, fieldErrors: fieldErrors.map((f) => ({ __typename: 'FieldError' as const, ...f })) };
}
const handOver = (code: string, answer: unknown) => ({
  request: { query: HandOverPackMutation, variables: { input: { fulfilmentId: 'ful-1', code } } },
  result: { data: { handOverPack: answer } },
});

async function openRounds(mocks: RenderAppOptions['mocks']) {
  await renderApp({ route: '/rider', session: sessionStore(rider), mocks });
  return screen.findByRole('article', { name: 'Ada Obi' });
}

describe('the rider page: who gets in', () => {
  it('sends a signed-out visitor to /login with the toast', async () => {
    await renderApp({ route: '/rider' });
    expect(await screen.findByText('Please log in to see your deliveries')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('turns a customer away to the home page with Access Denied', async () => {
    await renderApp({ route: '/rider', session: sessionStore(customer) });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('You do not have rider privileges')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'My Deliveries' })).not.toBeInTheDocument();
  });

  it("gives a rider a link to their deliveries in the header, where a customer's goes to the profile", async () => {
    await renderApp({ route: '/about', session: sessionStore(rider) });
    expect(await screen.findByRole('link', { name: 'Musa: My Deliveries' })).toHaveAttribute('href', '/rider');
  });

  it('turns the account away when the server no longer counts it as a rider', async () => {
    const forbidden = { request: { query: MyRoundsQuery }, result: { errors: [new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })] } };
    await renderApp({ route: '/rider', session: sessionStore(rider), mocks: [forbidden] });
    expect(await screen.findByText('You do not have rider privileges')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('shows a rider the empty day, and a failure with Try Again', async () => {
    await renderApp({
      route: '/rider',
      session: sessionStore(rider),
      mocks: [{ request: { query: MyRoundsQuery }, error: new Error('offline'), maxUsageCount: 2 }, roundsMock([])],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Deliveries' })).toBeInTheDocument();
    expect(await screen.findByText(/Failed to load your deliveries/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'No deliveries for you today' })).toBeInTheDocument();
  });
});

describe("the rider's deliveries of the day", () => {
  it('shows who, how to call, where and what; Out for delivery then asks for the code', async () => {
    const card = await openRounds([
      roundsMock([stop('Scheduled', { late: true })]),
      { request: { query: DispatchDeliveryMutation, variables: { fulfilmentId: 'ful-1' } }, result: { data: { dispatchDelivery: delivery('OutForDelivery', { late: true }) } } },
    ]);
    expect(within(card).getByRole('link', { name: 'Call 0803 123 4567' })).toHaveAttribute('href', 'tel:+2348031234567');
    expect(within(card).getByText('Address').nextElementSibling).toHaveTextContent('12 Allen AvenueNear Opposite Ikeja City MallIkeja');
    expect(within(within(card).getByRole('list', { name: 'In the Family Rice Pack' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['50kg bag of rice', '5L vegetable oil']);
    expect(within(card).getByText('Promised by').nextElementSibling).toHaveTextContent('Mar 4, 2026Late');
    expect(within(card).getByText('To take out')).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Out for delivery' }));
    expect(await screen.findByText('Ada Obi is told you are on your way.')).toBeInTheDocument();
    const code = await within(card).findByRole('textbox', { name: /^Customer's handover code/ });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(within(card).getByRole('button', { name: 'Could not deliver' })).toBeInTheDocument();
  });

  it('a wrong code says the tries left and keeps the code to correct; the fifth wrong one locks the handover', async () => {
    const card = await openRounds([
      roundsMock([stop('OutForDelivery')]),
      handOver('482914', refusal('WRONG_HANDOVER_CODE', "That is not the customer's code: 4 tries left", [{ field: 'code', message: 'Wrong code' }])),
      handOver('111111', refusal('HANDOVER_LOCKED', 'Too many wrong codes: the handover is locked. An admin can complete it with a reason.')),
    ]);
    const form = within(card).getByRole('form', { name: 'Handover code for Ada Obi' });
    const code = within(form).getByRole('textbox', { name: /^Customer's handover code/ });

    await fill(user, code, '4829');
    await user.click(within(form).getByRole('button', { name: 'Confirm handover' }));
    expect(code).toHaveAccessibleDescription(/The code has 6 digits/);

    await user.clear(code);
    await fill(user, code, '482 914');
    await user.click(within(form).getByRole('button', { name: 'Confirm handover' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/That is not the customer's code: 4 tries left/));
    expect(code).toHaveValue('482 914');
    await waitFor(() => expect(code).toHaveFocus());

    await user.clear(code);
    await fill(user, code, '111111');
    await user.click(within(form).getByRole('button', { name: 'Confirm handover' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Too many wrong codes: the handover is locked.');
    expect(within(card).queryByRole('form', { name: 'Handover code for Ada Obi' })).not.toBeInTheDocument();
  });

  it('the right code hands the pack over', async () => {
    const card = await openRounds([roundsMock([stop('OutForDelivery')]), handOver('482913', delivery('Delivered', { handedOverAt: '2026-03-03T13:05:00.000Z' }))]);
    await fill(user, within(card).getByRole('textbox', { name: /^Customer's handover code/ }), '482913');
    await user.click(within(card).getByRole('button', { name: 'Confirm handover' }));
    expect(await within(card).findByText('Handed over at 14:05.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Could not deliver' })).not.toBeInTheDocument();
    expect(screen.getByText('All 1 done')).toBeInTheDocument();
  });

  it('Could not deliver needs a reason, then sends the pack back to the office', async () => {
    const reasonMock = {
      request: { query: RecordFailedDeliveryMutation, variables: { input: { fulfilmentId: 'ful-1', reason: 'Nobody at home, phone off' } } },
      result: { data: { recordFailedDelivery: delivery('AwaitingDispatch', { scheduledFor: null }) } },
    };
    const card = await openRounds([roundsMock([stop('OutForDelivery')]), reasonMock]);
    await user.click(within(card).getByRole('button', { name: 'Could not deliver' }));
    const form = within(card).getByRole('form', { name: 'Could not deliver to Ada Obi' });
    const reason = within(form).getByRole('textbox', { name: /^Why could it not be delivered\?/ });
    await waitFor(() => expect(reason).toHaveFocus());
    // The code form makes way while the reason is asked.
    expect(within(card).queryByRole('form', { name: 'Handover code for Ada Obi' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Record failed delivery' }));
    expect(reason).toHaveAccessibleDescription(/Say why the pack could not be delivered/);
    await fill(user, reason, 'no');
    await user.click(within(form).getByRole('button', { name: 'Record failed delivery' }));
    expect(reason).toHaveAccessibleDescription(/Say why, in a few words/);

    await user.clear(reason);
    await fill(user, reason, 'Nobody at home, phone off');
    await user.click(within(form).getByRole('button', { name: 'Record failed delivery' }));
    expect(await screen.findByText('Failed delivery recorded')).toBeInTheDocument();
    expect(await within(card).findByText(/bring the pack back to the office/)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
