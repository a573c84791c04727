import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ToastProvider } from '../ui/ToastProvider';
import {
  MyCommissionsQuery,
  MyCustomerCommissionsQuery,
  MyCustomerNudgesQuery,
  MyMarketerProfileQuery,
  MyReferredCustomersQuery,
  RegisterReferredCustomerMutation,
  SendCustomerNudgeMutation,
} from './graphql/operations';
import { MarketerPortal } from './MarketerPortal';
import { fill } from '../../../test/user-input';
import { revealAll } from '../../../test/intersection-observer';

const user = userEvent.setup({ delay: null });
const INFINITE = Number.POSITIVE_INFINITY;

function apiMarketer(extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Marketer' as const,
    id: 'u-2',
    firstName: 'Tunde',
    lastName: 'Bakare',
    name: 'Tunde Bakare',
    email: 'tunde@example.ng',
    phoneNumber: '2348031234567',
    companyName: 'Bakare Ventures',
    status: 'Active',
    referralCode: 'K7QW3MPA',
    referralLink: 'http://localhost/register?ref=K7QW3MPA',
    totalCustomers: 5,
    registeredAt: '2025-01-02T10:00:00.000Z',
    ...extra,
  };
}

const months = ['2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11'];
function portal(marketer = apiMarketer(), summary: Record<string, unknown> = {}) {
  return {
    myMarketerProfile: {
      __typename: 'MarketerPortal' as const,
      marketer,
      activeCustomers: 2,
      summary: {
        __typename: 'CommissionSummary' as const,
        totalKobo: 12_345_600,
        thisMonthKobo: 450_000,
        pendingKobo: 300_000,
        approvedKobo: 250_000,
        paidKobo: 11_795_600,
        reversedKobo: 0,
        byMonth: months.map((month, i) => ({ __typename: 'MonthlyCommission' as const, month, amountKobo: i * 100_000 })),
        ...summary,
      },
    },
  };
}

const profileMock = (data = portal()): MockLink.MockedResponse => ({ request: { query: MyMarketerProfileQuery }, result: { data }, maxUsageCount: INFINITE });

function customer(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'ReferredCustomer' as const,
    id,
    name,
    email: `${name.split(' ')[0].toLowerCase()}@example.ng`,
    phoneNumber: '2348030000003',
    dateJoined: '2025-02-01T09:00:00.000Z',
    referralStatus: 'Active',
    hasActivePlan: true,
    ...extra,
  };
}

const customersMock = (items: ReturnType<typeof customer>[]): MockLink.MockedResponse => ({
  request: { query: MyReferredCustomersQuery, variables: { search: null, page: 1, pageSize: 10 } },
  result: { data: { myReferredCustomers: { __typename: 'ReferredCustomerPage' as const, items, totalCount: items.length, page: 1, pageSize: 10 } } },
  maxUsageCount: INFINITE,
});

function nudge(customerId: string, firstName: string, extra: Record<string, unknown> = {}) {
  return { __typename: 'CustomerNudge' as const, customerId, firstName, overdueKobo: 0, canNudge: false, reasonCode: 'NOT_OVERDUE', reason: 'This customer has no overdue payment to remind them of.', nextPossibleAt: null, lastNudgedAt: null, ...extra };
}

const nudgesMock = (ids: string[], items: ReturnType<typeof nudge>[] | (() => ReturnType<typeof nudge>[])): MockLink.MockedResponse => ({
  request: { query: MyCustomerNudgesQuery, variables: { customerIds: ids } },
  result: () => ({ data: { myCustomerNudges: typeof items === 'function' ? items() : items } }),
  maxUsageCount: INFINITE,
});

const commissionsMock = (items: { customerId: string; customerName: string; customerContact?: string | null; totalKobo: number; count: number }[]): MockLink.MockedResponse => ({
  request: { query: MyCommissionsQuery, variables: { page: 1, pageSize: 10 } },
  result: {
    data: {
      myCommissions: {
        __typename: 'CustomerCommissionsPage' as const,
        items: items.map((i) => ({ __typename: 'CustomerCommissions' as const, customerContact: null, ...i })),
        totalCount: items.length,
        page: 1,
        pageSize: 10,
      },
    },
  },
  maxUsageCount: INFINITE,
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders the portal; `scrolled`: once it has loaded, the marketer scrolls down to the tables (which load in view). */
async function renderPortal(mocks: MockLink.MockedResponse[], route = '/marketer', { scrolled = true } = {}) {
  render(
    <MemoryRouter initialEntries={[route]}>
      <ToastProvider>
        <MockedProvider mocks={mocks}>
          <MarketerPortal />
        </MockedProvider>
      </ToastProvider>
      <LocationProbe />
    </MemoryRouter>,
  );
  if (scrolled) {
    await screen.findByRole('tablist', { name: 'Marketer portal sections' });
    act(() => revealAll());
  }
}


const toastText = (text: string | RegExp) => screen.findByText(text, { selector: '.ant-notification-notice-description, .ant-notification-notice-description *' });
const toastTitle = (text: string | RegExp) => screen.findByText(text, { selector: '.ant-notification-notice-title, .ant-notification-notice-title *' });

describe('Marketer portal', () => {
  it('says it is loading, then shows who the marketer is, the referral link and the earnings', async () => {
    await renderPortal([profileMock(), customersMock([])], '/marketer', { scrolled: false });
    expect(screen.getByText('Loading marketer portal...').closest('[role="status"]')).toBeInTheDocument();

    const header = await screen.findByRole('region', { name: 'Tunde Bakare' });
    expect(within(header).getByText('Bakare Ventures')).toBeInTheDocument();
    expect(within(header).getByText('Active')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'tunde@example.ng' })).toHaveAttribute('href', 'mailto:tunde@example.ng');
    expect(await within(header).findByRole('link', { name: '0803 123 4567' })).toHaveAttribute('href', 'tel:+2348031234567');
    expect(header).toHaveTextContent('Joined Jan 2, 2025');
    expect(within(header).getByText('TB')).toBeInTheDocument();

    const referral = screen.getByRole('region', { name: 'Your Referral Link' });
    expect(within(referral).getByRole('textbox', { name: 'Referral link' })).toHaveValue('http://localhost/register?ref=K7QW3MPA');
    expect(referral).toHaveTextContent('Referral code: K7QW3MPA');

    const earnings = screen.getByRole('region', { name: 'Your earnings' });
    const cards = within(earnings).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Total Commission₦123,456Lifetime earnings');
    expect(cards[1]).toHaveTextContent('This Month₦4,500Current month earnings');
    expect(cards[2]).toHaveTextContent('Total Customers52 activeActive customers');
    expect(within(cards[3]).getByRole('heading')).toHaveTextContent('Commission Status');
    const breakdown = cards[3];
    expect(breakdown).toHaveTextContent('Pending₦3,000');
    expect(breakdown).toHaveTextContent('Approved (to be paid)₦2,500');
    expect(breakdown).toHaveTextContent('Paid₦117,956');
    expect(breakdown).not.toHaveTextContent('Reversed');

    // The chart's figures as a table for screen readers.
    const table = within(earnings).getByRole('table', { name: /Commission earned per month, last 6 months/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['June 2025₦0', 'July 2025₦1,000', 'August 2025₦2,000', 'September 2025₦3,000', 'October 2025₦4,000', 'November 2025₦5,000']);
  });

  it('says when the marketer data cannot be loaded, and tries again', async () => {
    await renderPortal([{ request: { query: MyMarketerProfileQuery }, error: new Error('offline') }, profileMock(), customersMock([])], '/marketer', { scrolled: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load marketer data.');
    expect(await toastText('Failed to load marketer data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Tunde Bakare' })).toBeInTheDocument();
  });

  it('copies the referral link, or selects it when the browser will not', async () => {
    await renderPortal([profileMock(), customersMock([])]);
    const referral = await screen.findByRole('region', { name: 'Your Referral Link' });
    await user.click(within(referral).getByRole('button', { name: 'Copy Link' }));
    expect(await toastText('Referral link copied to clipboard')).toBeInTheDocument();
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/register?ref=K7QW3MPA');

    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(within(referral).getByRole('button', { name: 'Copy Link' }));
    expect(await toastTitle('Copy the link above')).toBeInTheDocument();
    const input = within(referral).getByRole<HTMLInputElement>('textbox', { name: 'Referral link' });
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
  });

  it('lists the referred customers with their status and whether a plan is under way', async () => {
    await renderPortal([
      profileMock(),
      customersMock([customer('c-1', 'Chiamaka Eze'), customer('c-2', 'Emeka Nwosu', { referralStatus: 'Pending', hasActivePlan: false, dateJoined: '2025-02-03T09:00:00.000Z' })]),
      nudgesMock(['c-1', 'c-2'], [nudge('c-1', 'Chiamaka', { overdueKobo: 1_125_000, canNudge: true, reasonCode: null, reason: null }), nudge('c-2', 'Emeka')]),
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent('/marketer');
    const table = await screen.findByRole('region', { name: 'Your customers' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name / E-mail', 'Phone Number', 'Date Joined', 'Status', 'Active Plan', 'Overdue']);
    await within(table).findByText('₦11,250');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Chiamaka Ezechiamaka@example.ng0803 000 0003Feb 1, 2025ActiveYes₦11,250Send reminder');
    expect(rows[1]).toHaveTextContent('Emeka Nwosuemeka@example.ng0803 000 0003Feb 3, 2025PendingNoNone');
    expect(screen.getByText('Showing 1 to 2 of 2 customers')).toBeInTheDocument();
  });

  it('sends an overdue customer a reminder after a confirmation; then the button is marked disabled with the reason', async () => {
    let sent = false;
    const refusedReason = 'This customer was reminded on 28 Nov, 10:00: one reminder every 3 days. Next possible: 1 Dec, 10:00 (Lagos time).';
    await renderPortal([
      profileMock(),
      customersMock([customer('c-1', 'Chiamaka Eze')]),
      nudgesMock(['c-1'], () => [
        sent
          ? nudge('c-1', 'Chiamaka', { overdueKobo: 1_125_000, reasonCode: 'NUDGE_TOO_SOON', reason: refusedReason, nextPossibleAt: '2026-12-01T09:00:00.000Z' })
          : nudge('c-1', 'Chiamaka', { overdueKobo: 1_125_000, canNudge: true, reasonCode: null, reason: null }),
      ]),
      {
        request: { query: SendCustomerNudgeMutation, variables: { customerId: 'c-1' } },
        result: () => {
          sent = true;
          return { data: { sendCustomerNudge: { __typename: 'NudgeSent' as const, id: 'n-1', customerId: 'c-1', firstName: 'Chiamaka', amountKobo: 1_125_000, nextPossibleAt: '2026-12-01T09:00:00.000Z' } } };
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Send reminder to Chiamaka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remind Chiamaka?' });
    expect(dialog).toHaveTextContent('We will text Chiamaka a reminder that ₦11,250 is overdue, with a link to pay');
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await toastText('Chiamaka will get an SMS with a link to pay.')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Send reminder to Chiamaka' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAccessibleDescription(refusedReason);
    // Still focusable (a keyboard user hears why), but it opens nothing.
    await user.click(button);
    expect(screen.queryByRole('dialog', { name: 'Remind Chiamaka?' })).not.toBeInTheDocument();
  });

  it('a refused reminder says why in a toast', async () => {
    await renderPortal([
      profileMock(),
      customersMock([customer('c-1', 'Chiamaka Eze')]),
      nudgesMock(['c-1'], [nudge('c-1', 'Chiamaka', { overdueKobo: 1_125_000, canNudge: true, reasonCode: null, reason: null })]),
      {
        request: { query: SendCustomerNudgeMutation, variables: { customerId: 'c-1' } },
        result: { data: { sendCustomerNudge: { __typename: 'ErrorResult' as const, errorCode: 'NUDGE_DAILY_LIMIT', message: 'You have sent 50 reminders today, the most a day. Next possible: 29 Nov, 08:00 (Lagos time).' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Send reminder to Chiamaka' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remind Chiamaka?' })).getByRole('button', { name: 'Send reminder' }));
    expect(await toastText('You have sent 50 reminders today, the most a day. Next possible: 29 Nov, 08:00 (Lagos time).')).toBeInTheDocument();
  });

  it('says "No customers found" when nobody has signed up with the code yet', async () => {
    await renderPortal([profileMock(), customersMock([])]);
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
  });

  it('registers a customer: the toast speaks of a set-password link, the dialog closes and the list and figures are fetched again', async () => {
    const input = { firstName: 'Ngozi', lastName: 'Obi', email: 'ngozi@example.ng', phoneNumber: '08031234567', address: '4 Awolowo Road, Ikoyi' };
    const ngozi = customer('c-3', 'Ngozi Obi', { referralStatus: 'Pending', hasActivePlan: false });
    let listed = 0;
    await renderPortal([
      profileMock(),
      {
        request: { query: MyReferredCustomersQuery, variables: { search: null, page: 1, pageSize: 10 } },
        result: () => {
          listed += 1;
          const items = listed > 1 ? [ngozi] : [];
          return { data: { myReferredCustomers: { __typename: 'ReferredCustomerPage' as const, items, totalCount: items.length, page: 1, pageSize: 10 } } };
        },
        maxUsageCount: INFINITE,
      },
      { request: { query: RegisterReferredCustomerMutation, variables: { input } }, result: { data: { registerReferredCustomer: ngozi } } },
    ]);
    await screen.findByText('No customers found');
    await user.click(screen.getByRole('button', { name: 'Register New Customer' }));
    const form = await screen.findByRole('form', { name: 'Register New Customer' });

    await fill(user, within(form).getByLabelText('First Name'), 'Ngozi');
    await fill(user, within(form).getByLabelText('Last Name'), 'Obi');
    await fill(user, within(form).getByLabelText('Email'), 'Ngozi@Example.ng ');
    await fill(user, within(form).getByLabelText('Phone Number'), '0803 123 4567');
    await fill(user, within(form).getByLabelText('Address'), '4 Awolowo Road, Ikoyi');
    await user.click(within(form).getByRole('button', { name: 'Register Customer' }));
    expect(await toastTitle('Customer registered successfully')).toBeInTheDocument();
    expect(screen.getByText('We e-mailed them a link to set their own password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Register New Customer' })).not.toBeInTheDocument());
    expect(await within(await screen.findByRole('region', { name: 'Your customers' })).findByText('Ngozi Obi')).toBeInTheDocument();
  });

  it('the register dialog needs every field, and an e-mail that is an e-mail', async () => {
    await renderPortal([profileMock(), customersMock([])]);
    await user.click(await screen.findByRole('button', { name: 'Register New Customer' }));
    const form = await screen.findByRole('form', { name: 'Register New Customer' });
    await user.click(within(form).getByRole('button', { name: 'Register Customer' }));
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Phone number is required', 'Address is required']) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText('First Name')).toHaveFocus();
    expect(within(form).getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');

    await fill(user, within(form).getByLabelText('Email'), 'ngozi@example');
    expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('keeps what was typed, shows the server\'s message and marks the field when registration is refused', async () => {
    const input = { firstName: 'Ngozi', lastName: 'Obi', email: 'ngozi@example.ng', phoneNumber: '08031234567', address: '4 Awolowo Road, Ikoyi' };
    const refused = {
      __typename: 'ErrorResult' as const,
      errorCode: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
      fieldErrors: [{ __typename: 'FieldError' as const, field: 'email', message: 'An account with this email already exists' }],
    };
    await renderPortal([profileMock(), customersMock([]), { request: { query: RegisterReferredCustomerMutation, variables: { input } }, result: { data: { registerReferredCustomer: refused } } }]);
    await screen.findByText('No customers found');
    await user.click(screen.getByRole('button', { name: 'Register New Customer' }));
    const form = await screen.findByRole('form', { name: 'Register New Customer' });
    await fill(user, within(form).getByLabelText('First Name'), 'Ngozi');
    await fill(user, within(form).getByLabelText('Last Name'), 'Obi');
    await fill(user, within(form).getByLabelText('Email'), 'ngozi@example.ng');
    await fill(user, within(form).getByLabelText('Phone Number'), '08031234567');
    await fill(user, within(form).getByLabelText('Address'), '4 Awolowo Road, Ikoyi');
    await user.click(within(form).getByRole('button', { name: 'Register Customer' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(await toastText('An account with this email already exists')).toBeInTheDocument();
    const email = within(form).getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('ngozi@example.ng');
    expect(within(form).getByLabelText('Address')).toHaveValue('4 Awolowo Road, Ikoyi');
    expect(screen.getByRole('dialog', { name: 'Register New Customer' })).toBeInTheDocument();
  });

  it("an Inactive marketer is refused by the server (FORBIDDEN, reason MARKETER_INACTIVE): its message is shown and they are sent home", async () => {
    const message = 'Your marketer account is inactive. Please contact support.';
    await renderPortal(
      [{ request: { query: MyMarketerProfileQuery }, result: { errors: [new GraphQLError(message, { extensions: { code: 'FORBIDDEN', reason: 'MARKETER_INACTIVE' } })] } }],
      '/marketer?tab=customers',
      { scrolled: false },
    );
    expect(await toastText(message)).toBeInTheDocument();
    expect(await toastTitle('Access Denied')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('region', { name: 'Tunde Bakare' })).not.toBeInTheDocument();
  });

  it('goes by the reason, not the wording: a FORBIDDEN without it gets the spec message, whatever its text says', async () => {
    const untagged = 'This account is inactive';
    await renderPortal([{ request: { query: MyMarketerProfileQuery }, result: { errors: [new GraphQLError(untagged, { extensions: { code: 'FORBIDDEN' } })] } }], '/marketer', { scrolled: false });
    expect(await toastText('You do not have marketer privileges')).toBeInTheDocument();
    expect(screen.queryByText(untagged)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('Commissions: per customer, then the details with every status and a reversal; the tab is kept in the address', async () => {
    const line = (id: string, kind: string, amountKobo: number, status: string, createdAt: string, paidAt: string | null = null) => ({
      __typename: 'Commission' as const,
      id,
      kind,
      amountKobo,
      baseKobo: amountKobo * 10,
      rate: 0.1,
      status,
      createdAt,
      paidAt,
    });
    const details = {
      request: { query: MyCustomerCommissionsQuery, variables: { customerId: 'c-1' } },
      result: {
        data: {
          myCommissions: {
            __typename: 'CustomerCommissionsPage' as const,
            items: [
              {
                __typename: 'CustomerCommissions' as const,
                customerId: 'c-1',
                customerName: 'Chiamaka Eze',
                totalKobo: 420_000,
                count: 5,
                commissions: [
                  line('k-5', 'Reversal', -120_000, 'Reversed', '2025-03-10T09:00:00.000Z'),
                  line('k-4', 'Accrual', 120_000, 'Reversed', '2025-03-01T09:00:00.000Z'),
                  line('k-3', 'Accrual', 120_000, 'Pending', '2025-02-20T09:00:00.000Z'),
                  line('k-2', 'Accrual', 150_000, 'Approved', '2025-02-10T09:00:00.000Z'),
                  line('k-1', 'Accrual', 150_000, 'Paid', '2025-02-01T09:00:00.000Z', '2025-02-28T09:00:00.000Z'),
                ],
              },
            ],
          },
        },
      },
    };
    await renderPortal([
      profileMock(),
      customersMock([]),
      commissionsMock([
        { customerId: 'c-1', customerName: 'Chiamaka Eze', customerContact: '0803 *** 4567', totalKobo: 420_000, count: 5 },
        { customerId: 'c-2', customerName: 'Emeka Nwosu', customerContact: 'em***@example.ng', totalKobo: 100_000, count: 1 },
      ]),
      details,
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Commissions' }));
    // The tab opens once its code has loaded (the router navigates in a transition).
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/marketer?tab=commissions'));

    const table = await screen.findByRole('region', { name: 'Commission per customer' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Beside each name, the contact the server masked: two customers of one name told apart.
    expect(rows[0]).toHaveTextContent('Chiamaka Eze0803 *** 4567₦4,2005');
    expect(rows[1]).toHaveTextContent('Emeka Nwosuem***@example.ng₦1,0001');

    await user.click(within(rows[0]).getByRole('button', { name: 'View Details for Chiamaka Eze (0803 *** 4567)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commission Details - Chiamaka Eze' });
    expect(await within(dialog).findByText(/Total commission/)).toHaveTextContent('Total commission: ₦4,200');
    const history = within(dialog).getByRole('region', { name: 'Commission history' });
    const lines = within(history).getAllByRole('row').slice(1);
    expect(lines.map((r) => r.textContent)).toEqual([
      '-₦1,200Reversal10%ReversedMar 10, 2025—',
      '₦1,20010%ReversedMar 1, 2025—',
      '₦1,20010%PendingFeb 20, 2025—',
      '₦1,50010%ApprovedFeb 10, 2025—',
      '₦1,50010%PaidFeb 1, 2025Feb 28, 2025',
    ]);
    expect(within(history).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Amount', 'Rate', 'Status', 'Created', 'Paid On']);
    expect(dialog).toHaveTextContent('Pending: until the plan is completed and its 48-hour refund window after delivery has passed.');
    expect(dialog).toHaveTextContent('Reversed: the payment was reverted or refunded.');
  });

  it('Commissions: says "No commissions yet" before any is earned; ?tab=commissions opens on it', async () => {
    await renderPortal([profileMock(), commissionsMock([])], '/marketer?tab=commissions');
    expect(await screen.findByText('No commissions yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Commissions' })).toHaveAttribute('aria-selected', 'true');
  });
});
