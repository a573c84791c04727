import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../ui/ToastProvider';
import type { MarketerFieldsFragment } from '../../gql/admin/graphql';
import {
  CreateMarketerMutation,
  MarketerCustomersQuery,
  MarketerNudgesQuery,
  MarketersQuery,
  PendingApplicationCountQuery,
  SetMarketerCommissionRateMutation,
  SetMarketerStatusMutation,
  UpdateMarketerMutation,
} from './graphql/operations';
import { marketerFormValues, toUpdateMarketerInput } from './utils/marketers';
import { MarketersTab } from './MarketersTab';
import { fill } from '../../../test/user-input';
import { apiMarketer } from './test-fixtures';

const user = userEvent.setup({ delay: null });

const tunde = apiMarketer('m-1', 'Tunde Bakare');
const page = (items: ReturnType<typeof apiMarketer>[]) => ({ __typename: 'MarketerPage' as const, items, totalCount: items.length, page: 1, pageSize: 10 });
const listMock = (items: ReturnType<typeof apiMarketer>[]): MockLink.MockedResponse => ({
  request: { query: MarketersQuery, variables: { search: null, page: 1, pageSize: 10, sort: 'REGISTERED_AT', direction: 'DESC' } },
  result: { data: { marketers: page(items) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

// The Applications tab's count of pending applications (covered in components/ApplicationsPanel.test.tsx).
const noApplications: MockLink.MockedResponse = {
  request: { query: PendingApplicationCountQuery },
  result: { data: { marketerApplications: { __typename: 'MarketerApplicationPage', totalCount: 0 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderTab(mocks: MockLink.MockedResponse[]) {
  render(
    <ToastProvider>
      <MockedProvider mocks={[...mocks, noApplications]}>
        <MarketersTab />
      </MockedProvider>
    </ToastProvider>,
  );
}

const toastText = (text: string | RegExp) => screen.findByText(text, { selector: '.ant-notification-notice-description, .ant-notification-notice-description *' });

describe('Marketers tab', () => {
  it('Add Marketer: the commission rate must be 0% to 25% in steps of 0.1%; it is sent as a fraction and the toast speaks of a set-password link', async () => {
    const created = apiMarketer('m-2', 'Ngozi Obi', { commissionRate: 0.125, totalCustomers: 0 });
    const input = {
      firstName: 'Ngozi',
      lastName: 'Obi',
      email: 'ngozi@example.ng',
      phoneNumber: '08031234567',
      companyName: null,
      address: null,
      city: null,
      state: null,
      postalCode: null,
      country: null,
      website: null,
      socialMediaHandle: null,
      commissionRate: 0.125,
    };
    renderTab([listMock([tunde]), { request: { query: CreateMarketerMutation, variables: { input } }, result: { data: { createMarketer: created } } }]);
    await screen.findByText('Tunde Bakare');

    await user.click(screen.getByRole('button', { name: 'Add Marketer' }));
    const form = await screen.findByRole('form', { name: 'Add Marketer' });
    const rate = within(form).getByRole('spinbutton', { name: /Commission Rate/ });
    expect(rate).toHaveValue(10);
    await fill(user, within(form).getByRole('textbox', { name: /First Name/ }), 'Ngozi');
    await fill(user, within(form).getByRole('textbox', { name: /Last Name/ }), 'Obi');
    await fill(user, within(form).getByRole('textbox', { name: /Email/ }), 'ngozi@example.ng');
    await fill(user, within(form).getByRole('textbox', { name: /Phone Number/ }), '0803 123 4567');

    for (const [typed, message] of [
      ['25.1', 'Commission rate must be from 0% to 25%'],
      ['-1', 'Commission rate must be from 0% to 25%'],
      ['12.55', 'Commission rate must be in steps of 0.1%'],
    ]) {
      await user.clear(rate);
      await user.type(rate, typed);
      await user.click(within(form).getByRole('button', { name: 'Add Marketer' }));
      expect(await within(form).findByText(message)).toBeInTheDocument();
      expect(rate).toHaveAttribute('aria-invalid', 'true');
      expect(rate).toHaveFocus();
    }

    await user.clear(rate);
    await user.type(rate, '12.5');
    await user.click(within(form).getByRole('button', { name: 'Add Marketer' }));
    const toast = await toastText(/Ngozi Obi is now a marketer/);
    expect(toast.textContent).toMatch(/link to set their password was e-mailed to ngozi@example\.ng/);
    expect(toast.textContent).toMatch(/No password is sent by e-mail/);
  });

  it('keeps what was typed and shows the server\'s message on the field when the e-mail is refused', async () => {
    const input = {
      firstName: 'Ngozi',
      lastName: 'Obi',
      email: 'tunde@example.ng',
      phoneNumber: '08031234567',
      companyName: 'Obi Foods',
      address: null,
      city: null,
      state: null,
      postalCode: null,
      country: null,
      website: null,
      socialMediaHandle: null,
      commissionRate: 0.1,
    };
    const refused = {
      __typename: 'ErrorResult' as const,
      errorCode: 'VALIDATION',
      message: 'This person is already a marketer',
      fieldErrors: [{ __typename: 'FieldError' as const, field: 'email', message: 'This person is already a marketer' }],
    };
    renderTab([listMock([tunde]), { request: { query: CreateMarketerMutation, variables: { input } }, result: { data: { createMarketer: refused } } }]);
    await screen.findByText('Tunde Bakare');
    await user.click(screen.getByRole('button', { name: 'Add Marketer' }));
    const form = await screen.findByRole('form', { name: 'Add Marketer' });
    await fill(user, within(form).getByRole('textbox', { name: /First Name/ }), 'Ngozi');
    await fill(user, within(form).getByRole('textbox', { name: /Last Name/ }), 'Obi');
    await fill(user, within(form).getByRole('textbox', { name: /Email/ }), 'tunde@example.ng');
    await fill(user, within(form).getByRole('textbox', { name: /Phone Number/ }), '08031234567');
    await fill(user, within(form).getByRole('textbox', { name: /Company Name/ }), 'Obi Foods');
    await user.click(within(form).getByRole('button', { name: 'Add Marketer' }));

    expect(await within(form).findByText('This person is already a marketer')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: /Company Name/ })).toHaveValue('Obi Foods');
  });

  it('changes the commission rate within 0% to 25%, says it applies from now on and lists the history', async () => {
    const changed = apiMarketer('m-1', 'Tunde Bakare', {
      commissionRate: 0.075,
      rateHistory: [
        { __typename: 'MarketerRateChange' as const, rate: 0.075, changedAt: '2025-03-05T10:00:00.000Z', changedByName: 'Adaeze Okafor' },
        ...tunde.rateHistory,
      ],
    });
    renderTab([
      listMock([tunde]),
      { request: { query: SetMarketerCommissionRateMutation, variables: { id: 'm-1', rate: 0.075 } }, result: { data: { setMarketerCommissionRate: changed } } },
    ]);
    await screen.findByText('Tunde Bakare');
    await user.click(screen.getByRole('button', { name: 'Change commission rate of Tunde Bakare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commission Rate: Tunde Bakare' });
    expect(dialog).toHaveTextContent('The new rate applies to commissions earned after the change.');
    const history = within(dialog).getByRole('list', { name: 'Rate history' });
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['10% from Jan 2, 2025 (set by Adaeze Okafor) (current)']);

    const rate = within(dialog).getByRole('spinbutton', { name: /New Commission Rate/ });
    await user.clear(rate);
    await user.type(rate, '26');
    await user.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    expect(await within(dialog).findByText('Commission rate must be from 0% to 25%')).toBeInTheDocument();

    await user.clear(rate);
    await user.type(rate, '7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    expect(await toastText('Tunde Bakare now earns 7.5% on commissions earned from now on.')).toBeInTheDocument();
    // The row follows the server's answer.
    expect(await screen.findByText('7.5%')).toBeInTheDocument();
  });

  it('View Customers lists the referred customers with their referral status', async () => {
    const customers = {
      __typename: 'ReferredCustomerPage' as const,
      totalCount: 2,
      page: 1,
      pageSize: 10,
      items: [
        { __typename: 'ReferredCustomer' as const, id: 'c-1', name: 'Chiamaka Eze', email: 'chiamaka@example.ng', phoneNumber: '2348030000003', dateJoined: '2025-02-01T09:00:00.000Z', referralStatus: 'Active', hasActivePlan: true },
        { __typename: 'ReferredCustomer' as const, id: 'c-2', name: 'Emeka Nwosu', email: 'emeka@example.ng', phoneNumber: '2348030000006', dateJoined: '2025-02-03T09:00:00.000Z', referralStatus: 'Pending', hasActivePlan: false },
      ],
    };
    renderTab([
      listMock([tunde]),
      { request: { query: MarketerCustomersQuery, variables: { id: 'm-1', search: null, page: 1, pageSize: 10 } }, error: new Error('offline') },
      { request: { query: MarketerCustomersQuery, variables: { id: 'm-1', search: null, page: 1, pageSize: 10 } }, result: { data: { marketerCustomers: customers } } },
      {
        request: { query: MarketerNudgesQuery, variables: { marketerId: 'm-1', page: 1, pageSize: 10 } },
        result: {
          data: {
            marketerNudges: {
              __typename: 'MarketerNudgePage' as const,
              totalCount: 1,
              page: 1,
              pageSize: 10,
              items: [{ __typename: 'MarketerNudge' as const, id: 'n-1', customerName: 'Chiamaka Eze', packName: 'Starter Staples Pack', amountKobo: 1_125_000, status: 'Queued', requestedAt: '2026-11-28T09:00:00.000Z', sentAt: '2026-11-28T09:00:01.000Z' }],
            },
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    await screen.findByText('Tunde Bakare');
    await user.click(screen.getByRole('button', { name: 'View customers of Tunde Bakare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customers referred by Tunde Bakare' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch referred customers');
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));

    const table = await within(dialog).findByRole('region', { name: 'Customers referred by Tunde Bakare' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chiamaka Eze');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent('Feb 1, 2025');
    expect(rows[1]).toHaveTextContent('Emeka Nwosu');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(within(dialog).getByText('Showing 1 to 2 of 2 customers')).toBeInTheDocument();

    // The reminders the marketer texted overdue customers (issue 27), below.
    const log = await within(dialog).findByRole('region', { name: 'Reminders sent by Tunde Bakare: list' });
    const [nudged] = within(log).getAllByRole('row').slice(1);
    expect(nudged).toHaveTextContent('Chiamaka EzeStarter Staples Pack₦11,25028 Nov, 10:00Sent'); // the send time is for wider screens
  });

  it("shows each marketer's sales and commission earned, lifetime and this month, in naira", async () => {
    renderTab([listMock([tunde, apiMarketer('m-2', 'Ngozi Eze', { totalSalesKobo: 0, totalCommissionKobo: 0, currentMonthCommissionKobo: 0 })])]);
    const table = (await screen.findByText('Ngozi Eze')).closest('table')!;
    expect(within(table).getByText('Sales', { selector: 'th' })).toBeInTheDocument();
    expect(within(table).getByText('Commission Earned', { selector: 'th' })).toBeInTheDocument();
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('₦60,000');
    expect(first).toHaveTextContent('₦6,000This month: ₦3,000');
    expect(second).toHaveTextContent('₦0This month: ₦0');
  });

  it('sorts the marketers on the server by the order picked', async () => {
    const ngozi = apiMarketer('m-2', 'Ngozi Eze');
    renderTab([
      listMock([ngozi, tunde]),
      {
        request: { query: MarketersQuery, variables: { search: null, page: 1, pageSize: 10, sort: 'NAME', direction: 'DESC' } },
        result: { data: { marketers: page([tunde, ngozi]) } },
      },
    ]);
    const first = async () => (await screen.findAllByRole('button', { name: /^Edit / }))[0];
    expect(await first()).toHaveAccessibleName('Edit Ngozi Eze');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name (Z to A)');
    await waitFor(async () => expect(await first()).toHaveAccessibleName('Edit Tunde Bakare'));
  });

  it('Edit Marketer opens with their details and saves the changed ones', async () => {
    const input = toUpdateMarketerInput({ ...marketerFormValues(tunde as MarketerFieldsFragment), companyName: 'Bakare Foods' });
    renderTab([
      listMock([tunde]),
      { request: { query: UpdateMarketerMutation, variables: { id: 'm-1', input } }, result: { data: { updateMarketer: { ...tunde, companyName: 'Bakare Foods' } } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Tunde Bakare' }));
    const form = await screen.findByRole('form', { name: 'Edit Marketer' });
    expect(within(form).getByLabelText('City')).toHaveValue('Ikeja');
    expect(within(form).queryByLabelText(/Commission Rate/)).not.toBeInTheDocument(); // changed in its own dialog, with history
    const company = within(form).getByLabelText('Company Name');
    await user.clear(company);
    await user.type(company, 'Bakare Foods');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await toastText("Tunde Bakare's details were saved.")).toBeInTheDocument();
    expect(await screen.findByText('Bakare Foods')).toBeInTheDocument();
  });

  it('the status switch makes a marketer Inactive and says what that means', async () => {
    renderTab([
      listMock([tunde]),
      { request: { query: SetMarketerStatusMutation, variables: { id: 'm-1', status: 'Inactive' } }, result: { data: { setMarketerStatus: { ...tunde, status: 'Inactive' } } } },
    ]);
    const status = await screen.findByRole('switch', { name: 'Active: Tunde Bakare' });
    expect(status).toBeChecked();
    await user.click(status);
    expect(await toastText('Tunde Bakare is inactive: no commissions are earned and the marketer portal is closed to them.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Tunde Bakare' })).not.toBeChecked());
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    renderTab([{ request: { query: MarketersQuery, variables: { search: null, page: 1, pageSize: 10, sort: 'REGISTERED_AT', direction: 'DESC' } }, error: new Error('offline') }, listMock([])]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch marketers. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No marketer data available.')).toBeInTheDocument();
  });
});
