import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AppRoutes } from '../src/app/AppRoutes';
import type { SessionUser } from '../src/lib/session';
import { LoginMutation, RegisterMutation } from '../src/modules/auth/graphql/operations';
import { FoodPackQuery } from '../src/modules/food-packs/graphql/pack-page-operations';
import { MyMarketerProfileQuery } from '../src/modules/marketer-portal/graphql/operations';
import { MeQuery } from '../src/modules/profile/graphql/operations';
import { ConfirmPaymentMutation, StartSavingsPlanMutation } from '../src/modules/savings-plans/graphql/operations';
import { PaymentGatewayProvider } from '../src/modules/savings-plans/hooks/gateway';
import { apiMe, apiPack, authPayload } from './fixtures';
import { currentLocation, customer, renderApp, sessionStore } from './render';
import { fill } from './user-input';
import { apiPlan, checkout, confirmation, fakeGateway, paymentsConfigMock, pickupOfficeMock, plansMock } from './savings-fixtures';

/**
 * Issue 29: a pack's whole contents on its own page, Start Saving surviving sign-in and sign-up,
 * the first payment landing on the new plan, and roles read again instead of 'Access Denied'.
 */
const user = userEvent.setup({ delay: null });
const hamper = apiPack('p-9', 'Festive Family Hamper', {
  items: Array.from({ length: 12 }, (_, i) => ({ __typename: 'FoodPackItem' as const, id: `p-9-item-${i}`, text: `Item number ${i + 1}` })),
});
const packMock = (data: unknown, extra: object = {}) => ({ request: { query: FoodPackQuery, variables: { id: 'p-9' } }, result: { data: { foodPack: data } }, ...extra });

describe('a pack’s own page, /food-packs/:id', () => {
  it('shows a spinner, then every item of the pack under its name, and Start Saving Now', async () => {
    await renderApp({ route: '/food-packs/p-9', mocks: [packMock(hamper, { delay: 200 })] });
    expect(screen.getByText('Loading the food pack')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Festive Family Hamper' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "What's included (12 items)" })).toBeInTheDocument();
    const items = within(screen.getByRole('article', { name: 'Festive Family Hamper' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(Array.from({ length: 12 }, (_, i) => `Item number ${i + 1}`));
    expect(screen.getByRole('button', { name: 'Start Saving Now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All food packs/ })).toHaveAttribute('href', '/food-packs');
  });

  it('says a pack that is gone is not found', async () => {
    await renderApp({ route: '/food-packs/p-9', mocks: [packMock(null)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Food pack not found' })).toBeInTheDocument();
  });

  it('shows a failed read with Try Again, which reads it again', async () => {
    const failed = { request: { query: FoodPackQuery, variables: { id: 'p-9' } }, result: { errors: [new GraphQLError('Something broke')] } };
    await renderApp({ route: '/food-packs/p-9', mocks: [failed, packMock(hamper)] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch food packs');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Festive Family Hamper' })).toBeInTheDocument();
  });
});

describe('Start Saving survives signing in and signing up', () => {
  const login = { request: { query: LoginMutation, variables: { input: { email: 'ada@example.com', password: 'Str0ng!pass' } } }, result: { data: { login: authPayload(customer) } } };

  async function logIn(within_: HTMLElement) {
    await fill(user, within(within_).getByLabelText('Email'), 'ada@example.com');
    await fill(user, within(within_).getByLabelText('Password'), 'Str0ng!pass');
    await user.click(within(within_).getByRole('button', { name: 'Login' }));
  }

  it('a visitor who signs up from the Start Saving dialog lands in that pack’s set-up', async () => {
    const STRONG = 'Str0ng!pass';
    const input = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '08031234567', address: '12 Allen Avenue, Ikeja', password: STRONG, referralCode: null, confirmedAdult: true, acceptTerms: true };
    await renderApp({
      route: '/food-packs/p-9',
      mocks: [packMock(hamper, { maxUsageCount: 3 }), paymentsConfigMock, pickupOfficeMock, { request: { query: RegisterMutation, variables: { input } }, result: { data: { register: authPayload(customer) } } }],
    });
    await user.click(await screen.findByRole('button', { name: 'Start Saving Now' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Sign Up' }));
    dialog = screen.getByRole('dialog');
    for (const [label, value] of Object.entries({ 'First Name': 'Ada', 'Last Name': 'Obi', Email: 'ada@example.com', 'Phone Number': '08031234567', Address: '12 Allen Avenue, Ikeja', Password: STRONG, 'Confirm Password': STRONG })) {
      await fill(user, within(dialog).getByLabelText(label), value);
    }
    await user.click(within(dialog).getByRole('checkbox', { name: /18 or older/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    const setUp = await screen.findByRole('dialog', { name: 'Set Up Your Savings Plan' });
    expect(within(setUp).getByText('Festive Family Hamper')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/food-packs/p-9'));
  });

  it('/login?next= goes to the internal path it names once signed in, and ignores another site', async () => {
    const first = await renderApp({ route: `/login?next=${encodeURIComponent('/food-packs/p-9?start=1')}`, mocks: [login, packMock(hamper), paymentsConfigMock, pickupOfficeMock] });
    await logIn(await screen.findByRole('form', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Set Up Your Savings Plan' })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/food-packs/p-9'));
    first.unmount();
    localStorage.clear();

    await renderApp({ route: `/login?next=${encodeURIComponent('//evil.example/food-packs')}`, mocks: [login, { request: { query: MeQuery }, result: { data: { me: apiMe(customer) } } }] });
    await logIn(await screen.findByRole('form', { name: 'Log in' }));
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
  });
});

describe('after the first payment', () => {
  it('the customer lands on the new plan on the profile, drawn out and focused', async () => {
    const plan = apiPlan({ id: 'plan-7', foodPackName: 'Festive Family Hamper', paidCount: 1 });
    const fake = fakeGateway();
    const startInput = {
      foodPackId: 'p-9',
      frequency: 'monthly',
      preference: 'manual',
      fulfilment: { method: 'pickup' },
    };
    await renderApp({
      route: '/food-packs/p-9',
      session: sessionStore(customer),
      mocks: [
        packMock(hamper),
        paymentsConfigMock,
        pickupOfficeMock,
        { request: { query: StartSavingsPlanMutation, variables: { input: startInput } }, result: { data: { startSavingsPlan: checkout(plan, 'fs-ref-7') } } },
        { request: { query: ConfirmPaymentMutation, variables: { reference: 'fs-ref-7' } }, result: { data: { confirmPayment: confirmation(plan, 'fs-ref-7') } } },
        { request: { query: MeQuery }, result: { data: { me: apiMe(customer) } }, maxUsageCount: 3 },
        { ...plansMock([plan]), maxUsageCount: 3 },
      ],
      ui: (
        <PaymentGatewayProvider gateway={fake.gateway}>
          <AppRoutes />
        </PaymentGatewayProvider>
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Start Saving Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Up Your Savings Plan' });
    // The pack's contents, folded under its summary.
    await user.click(within(dialog).getByText("What's included (12 items)"));
    expect(within(dialog).getByText('Item number 12')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Pickup/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(fake.openCheckout).toHaveBeenCalled());
    await fake.finish({ status: 'success', reference: 'fs-ref-7' });

    expect(await screen.findByText('Savings Plan Started!')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/profile?tab=savings&plan=plan-7'));
    const title = await screen.findByRole('heading', { level: 3, name: 'Festive Family Hamper' });
    expect(title.closest('.fs-plan-card')).toHaveClass('fs-plan-card--highlighted');
    await waitFor(() => expect(title).toHaveFocus());
  });
});

describe('roles read again instead of Access Denied', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  function serverSays(body: object, status = 200) {
    // jsdom has no fetch nor Response: an answer with what refreshSessionUser reads of one.
    const fetchMock = jest.fn(async (_uri: string, _init: RequestInit) => ({ status, json: async () => body, headers: { get: () => null } }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  it('a customer approved as a marketer since signing in opens /marketer: the session takes the new roles', async () => {
    const approved: SessionUser = { ...customer, roles: ['Marketer', 'Customer'] };
    const asked = serverSays({ data: { me: { __typename: 'User', ...approved, address: approved.address } } });
    const profileFails = { request: { query: MyMarketerProfileQuery }, error: new Error('offline'), maxUsageCount: 3 };
    const { session } = await renderApp({ route: '/marketer', session: sessionStore(customer), mocks: [profileFails] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketer Portal' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/marketer');
    expect(session.get()?.roles).toEqual(['Marketer', 'Customer']);
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked.mock.calls[0]).toEqual(['/graphql', expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer token-1' }) })]);
  });

  it('a customer still without the role is turned away once the server has said so', async () => {
    serverSays({ data: { me: { __typename: 'User', ...customer } } });
    await renderApp({ route: '/marketer', session: sessionStore(customer) });
    expect(await screen.findByText('You do not have marketer privileges')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('a suspended user is signed out and sent to /login', async () => {
    serverSays({ errors: [{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } }] });
    const { session } = await renderApp({ route: '/marketer', session: sessionStore(customer) });
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(session.get()).toBeNull();
  });
});
