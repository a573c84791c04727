import { GraphQLError } from 'graphql';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '../../lib/session';
import { MyMarketerProfileQuery, MyReferredCustomersQuery } from '../../modules/marketer-portal/graphql/operations';
import { revealAll } from '../../../test/intersection-observer';
import { currentLocation, customer, renderApp, sessionStore } from '../../../test/render';

const marketer: SessionUser = { ...customer, id: 'u-2', firstName: 'Tunde', lastName: 'Bakare', email: 'tunde@example.ng', roles: ['Marketer', 'Customer'] };

const profile = {
  __typename: 'MarketerPortal' as const,
  activeCustomers: 0,
  marketer: {
    __typename: 'Marketer' as const,
    id: 'u-2',
    firstName: 'Tunde',
    lastName: 'Bakare',
    name: 'Tunde Bakare',
    email: 'tunde@example.ng',
    phoneNumber: '2348031234567',
    companyName: null,
    status: 'Active',
    referralCode: 'K7QW3MPA',
    referralLink: 'http://localhost/register?ref=K7QW3MPA',
    totalCustomers: 0,
    registeredAt: '2025-01-02T10:00:00.000Z',
  },
  summary: { __typename: 'CommissionSummary' as const, totalKobo: 0, thisMonthKobo: 0, pendingKobo: 0, approvedKobo: 0, paidKobo: 0, reversedKobo: 0, byMonth: [] },
};
const profileMock = { request: { query: MyMarketerProfileQuery }, result: { data: { myMarketerProfile: profile } }, maxUsageCount: Number.POSITIVE_INFINITY };
const customersMock = {
  request: { query: MyReferredCustomersQuery, variables: { search: null, page: 1, pageSize: 10 } },
  result: { data: { myReferredCustomers: { __typename: 'ReferredCustomerPage' as const, items: [], totalCount: 0, page: 1, pageSize: 10 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('the marketer page: who gets in (spec sections 2 and 6)', () => {
  it('sends a signed-out visitor to /login with the toast', async () => {
    await renderApp({ route: '/marketer?tab=commissions' });
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to access the marketer portal')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Marketer Portal' })).not.toBeInTheDocument();
  });

  it('turns a signed-in customer away to the home page with Access Denied', async () => {
    await renderApp({ route: '/marketer', session: sessionStore(customer) });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('You do not have marketer privileges')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Marketer Portal' })).not.toBeInTheDocument();
  });

  it('lets a marketer in: breadcrumb Home / Marketer Portal, then the portal', async () => {
    await renderApp({ route: '/marketer', session: sessionStore(marketer), mocks: [profileMock, customersMock] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketer Portal' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Marketer Portal' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Tunde Bakare' })).toBeInTheDocument();
    // The tables load as they come into view.
    act(() => revealAll());
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
    expect(currentLocation()).toBe('/marketer');
  });

  it('turns the account away like a customer when the server no longer counts it as a marketer', async () => {
    const forbidden = { request: { query: MyMarketerProfileQuery }, result: { errors: [new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })] } };
    await renderApp({ route: '/marketer', session: sessionStore(marketer), mocks: [forbidden] });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('You do not have marketer privileges')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Marketer Portal' })).not.toBeInTheDocument();
  });
});
