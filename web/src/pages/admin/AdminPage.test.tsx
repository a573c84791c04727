import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '../../lib/session';
import { DashboardMetricsQuery, LatestLedgerCheckQuery } from '../../modules/analytics/graphql/operations';
import { LogoutMutation } from '../../modules/auth/graphql/operations';
import { ArrearsAgeingQuery, DefaultersQuery } from '../../modules/savings-plans/admin/defaulters/graphql/operations';
import { AdminSavingsPlansQuery } from '../../modules/savings-plans/admin/plans/graphql/operations';
import { AdminUsersQuery } from '../../modules/users/graphql/operations';
import { DeliveriesQuery, RidersQuery, RunSheetQuery } from '../../modules/deliveries/graphql/operations';
import { deliveryPage, queueVariables } from '../../modules/deliveries/test-fixtures';
import { currentLocation, customer, renderApp, sessionStore } from '../../../test/render';

const user = userEvent.setup({ delay: null });
const admin: SessionUser = { ...customer, id: 'u-9', firstName: 'Adaeze', lastName: 'Okafor', email: 'admin@demo.ng', roles: ['Admin'] };

const metricsMock = {
  request: { query: DashboardMetricsQuery },
  result: { data: { dashboardMetrics: { __typename: 'DashboardMetrics', totalUsers: 6, activeMarketers: 1, foodPacks: 9, revenueKobo: 0, trend: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
// No nightly check yet: the dashboard shows no notice.
const ledgerMock = { request: { query: LatestLedgerCheckQuery }, result: { data: { latestLedgerCheck: null } }, maxUsageCount: Number.POSITIVE_INFINITY };
const usersMock = {
  request: { query: AdminUsersQuery, variables: { search: null, page: 1, pageSize: 10, sort: 'REGISTERED_AT', direction: 'DESC' } },
  result: { data: { adminUsers: { __typename: 'AdminUserPage', items: [], totalCount: 0, page: 1, pageSize: 10 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

// The Savings Plans and Defaulters tabs' first queries, answered empty.
const plansMock = {
  request: {
    query: AdminSavingsPlansQuery,
    variables: { filter: { startFrom: null, startTo: null, status: null, search: null }, sort: 'START_DATE', direction: 'DESC', page: 1, pageSize: 10 },
  },
  result: { data: { adminSavingsPlans: { __typename: 'AdminSavingsPlanPage', items: [], totalCount: 0, page: 1, pageSize: 10 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const defaultersMocks = [
  {
    request: { query: DefaultersQuery, variables: { page: 1, pageSize: 10 } },
    result: { data: { defaulters: { __typename: 'DefaulterPage', items: [], totalCount: 0, page: 1, pageSize: 10 } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  { request: { query: ArrearsAgeingQuery }, result: { data: { arrearsAgeing: [] } }, maxUsageCount: Number.POSITIVE_INFINITY },
];

// The Deliveries tab's first queries, and a run sheet, answered.
const deliveriesMocks = [
  { request: { query: DeliveriesQuery, variables: queueVariables() }, result: { data: deliveryPage([]) }, maxUsageCount: Number.POSITIVE_INFINITY },
  {
    request: { query: DeliveriesQuery, variables: queueVariables({ filter: { state: 'ReadyForPickup', method: 'pickup' }, pageSize: 10 }) },
    result: { data: deliveryPage([], { pageSize: 10 }) },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  { request: { query: RidersQuery }, result: { data: { riders: [{ __typename: 'Rider', id: 'r-1', name: 'Sade Rider', phoneNumber: '08059990000' }] } }, maxUsageCount: Number.POSITIVE_INFINITY },
  {
    request: { query: RunSheetQuery, variables: { date: '2026-12-02', riderId: 'r-1' } },
    result: {
      data: {
        runSheet: [
          {
            __typename: 'RunSheetStop',
            id: 'f-1',
            customerName: 'Chiamaka Eze',
            phoneNumber: '08030000003',
            street: '21 Adeniran Ogunsanya Street',
            landmark: null,
            area: 'Surulere',
            packName: 'Family Pack',
            items: ['Rice (50kg)'],
            state: 'Scheduled',
            scheduledFor: '2026-12-02',
            rider: { __typename: 'Rider', id: 'r-1', name: 'Sade Rider', phoneNumber: '08059990000' },
          },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

function openAdmin(route = '/admin', session = sessionStore(admin)) {
  return renderApp({ route, session, mocks: [metricsMock, ledgerMock, usersMock, plansMock, ...defaultersMocks, ...deliveriesMocks] });
}

describe('the admin page: who gets in (spec section 6)', () => {
  it('sends a signed-out visitor to /login with the toast', async () => {
    await renderApp({ route: '/admin?tab=activity' });
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to access the admin dashboard')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('shows a signed-in non-admin Access Denied, with a way home, and asks the server for nothing', async () => {
    const marketer: SessionUser = { ...customer, firstName: 'Musa', roles: ['Marketer', 'Customer'] };
    await renderApp({ route: '/admin', session: sessionStore(marketer) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You do not have administrative privileges to access this page.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dashboard metrics' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Home' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('lets an admin in: welcome by first name, the session badge, the figures and the Users tab', async () => {
    await openAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome, Adaeze/)).toBeInTheDocument();
    expect(screen.getByText('Active Admin Session')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Job queues' })).toBeInTheDocument();
    const metrics = screen.getByRole('region', { name: 'Dashboard metrics' });
    expect(await within(metrics).findByText('₦0')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('tabpanel', { name: 'Users' })).toHaveTextContent('No users found');
  });
});

describe('the admin page: tabs kept in the address', () => {
  it('opens the tab named in ?tab=, and falls back to Users for an unknown one', async () => {
    await openAdmin('/admin?tab=defaulters');
    expect(await screen.findByRole('tab', { name: 'Defaulters', selected: true })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Defaulters' });
    expect(await within(panel).findByRole('heading', { name: 'Defaulters Management' })).toBeInTheDocument();
    expect(await within(panel).findByText('No defaulters found')).toBeInTheDocument();
  });

  it('ignores an unknown tab', async () => {
    await openAdmin('/admin?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
  });

  it('changes tab on click and with the arrow keys, writing it to the address', async () => {
    await openAdmin();
    const tabs = within(await screen.findByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-label'))).toEqual(['Users', 'Marketers', 'Food Packs', 'Savings Plans', 'Manual Payments', 'Defaulters', 'Deliveries', 'Stock', 'Activity']);
    // One tab stop: the selected tab.
    expect(tabs.filter((t) => t.tabIndex === 0)).toEqual([tabs[0]]);

    await user.click(screen.getByRole('tab', { name: 'Savings Plans' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin?tab=savingsplans'));
    expect(await within(screen.getByRole('tabpanel', { name: 'Savings Plans' })).findByText('No savings plans found')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(currentLocation()).toBe('/admin?tab=manualpayments'));
    expect(screen.getByRole('tab', { name: 'Manual Payments' })).toHaveFocus();
    await user.keyboard('{Home}');
    await waitFor(() => expect(currentLocation()).toBe('/admin?tab=users'));
  });

  it("keeps the Deliveries tab's section in the address, and drops it for another tab", async () => {
    await openAdmin('/admin?tab=deliveries');
    const panel = await screen.findByRole('tabpanel', { name: 'Deliveries' });
    expect(await within(panel).findByText('No packs are waiting to be handed over')).toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: 'Pickup desk' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin?tab=deliveries&section=desk'));
    expect(await within(panel).findByText('No pickups are ready at the office.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin?tab=users'));
  });

  it('shows the printable run sheet as a page of its own, and goes back to the Run sheet section', async () => {
    await openAdmin('/admin?view=run-sheet&date=2026-12-02&rider=r-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Run sheet: Wednesday, Dec 2, 2026' })).toBeInTheDocument();
    expect(await screen.findByText('Chiamaka Eze')).toBeInTheDocument();
    expect(screen.getByText('Rice (50kg)')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(document.title).toBe('Run sheet 2026-12-02 — Food Savings');

    await user.click(screen.getByRole('button', { name: 'Back to deliveries' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin?tab=deliveries&section=runsheet'));
    expect(await screen.findByRole('tab', { name: 'Run sheet', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Run sheet' })).toBeInTheDocument();
  });

  it('logs out from the header', async () => {
    const { session } = await renderApp({
      route: '/admin',
      session: sessionStore(admin),
      mocks: [metricsMock, ledgerMock, usersMock, { request: { query: LogoutMutation }, result: { data: { logout: { __typename: 'Ack', ok: true } } } }],
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(session.get()).toBeNull();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });
});
