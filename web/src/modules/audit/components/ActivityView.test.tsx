import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../../ui/ToastProvider';
import { ActivityFilterOptionsQuery, AdminActivityQuery } from '../graphql/operations';
import { ActivityView } from './ActivityView';

const user = userEvent.setup({ delay: null });
type Filter = { actorId: string | null; action: string | null; from: string | null; to: string | null };
const NO_FILTER: Filter = { actorId: null, action: null, from: null, to: null };

function entry(id: string, action: string, before: unknown, after: unknown) {
  return {
    __typename: 'AuditEntry' as const,
    id,
    actorId: 'admin-1',
    actorName: 'Adaeze Okafor',
    action,
    targetType: 'User',
    targetId: 'u-7',
    before: before === null ? null : JSON.stringify(before),
    after: JSON.stringify(after),
    reason: null,
    createdAt: '2025-03-05T13:03:00.000Z',
  };
}

function activity(filter: Filter, items: ReturnType<typeof entry>[]): MockLink.MockedResponse {
  return {
    request: { query: AdminActivityQuery, variables: { filter, page: 1, pageSize: 10 } },
    result: { data: { adminActivity: { __typename: 'AuditEntryPage', items, totalCount: items.length, page: 1, pageSize: 10 } } },
  };
}

const options: MockLink.MockedResponse = {
  request: { query: ActivityFilterOptionsQuery },
  result: {
    data: {
      auditActions: ['user.created', 'user.status-changed'],
      adminUsers: {
        __typename: 'AdminUserPage',
        items: [
          { __typename: 'AdminUser', id: 'admin-1', fullName: 'Adaeze Okafor', roles: ['Admin'] },
          // The search for 'Admin' also finds a customer who lives on Admiralty Way: not an admin.
          { __typename: 'AdminUser', id: 'u-3', fullName: 'Emeka Nwosu', roles: ['Customer'] },
        ],
      },
    },
  },
};

describe('ActivityView', () => {
  it('lists admin changes with before and after side by side, and filters by action on the server', async () => {
    render(
      <ToastProvider>
        <MockedProvider
          mocks={[
            options,
            activity(NO_FILTER, [entry('a1', 'user.status-changed', { status: 'Active' }, { status: 'Suspended' }), entry('a2', 'user.created', null, { email: 'kemi@example.ng' })]),
            activity({ ...NO_FILTER, action: 'user.created' }, [entry('a2', 'user.created', null, { email: 'kemi@example.ng' })]),
          ]}
        >
          <ActivityView />
        </MockedProvider>
      </ToastProvider>,
    );
    const first = (await screen.findByText('User status changed', { selector: 'strong' })).closest('li')!;
    expect(first).toHaveTextContent('By Adaeze Okafor · User u-7');
    expect(within(first).getByRole('row', { name: 'Status Active Suspended' })).toBeInTheDocument();
    expect(within(first).getByText('Mar 5, 2025, 14:03')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();

    // The admins' names are a query of their own, which may answer after the activity's.
    const admin = screen.getByLabelText('Admin');
    await waitFor(() => expect(within(admin).getAllByRole('option').map((o) => o.textContent)).toEqual(['All admins', 'Adaeze Okafor']));
    await user.selectOptions(screen.getByLabelText('Action'), 'user.created');
    expect(await screen.findByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(screen.queryByText('User status changed', { selector: 'strong' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Email — kemi@example.ng' })).toBeInTheDocument();
  });

  it('refuses a date range that ends before it starts, without asking the server', async () => {
    render(
      <ToastProvider>
        <MockedProvider mocks={[options, activity(NO_FILTER, []), activity({ ...NO_FILTER, from: '2025-03-10' }, [])]}>
          <ActivityView />
        </MockedProvider>
      </ToastProvider>,
    );
    expect(await screen.findByText('No activity found')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-10' } });
    expect(await screen.findByText('No activity found')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The From date must be on or before the To date.');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    // No list and no request: an unmocked request would have shown a second alert.
    expect(screen.queryByText('No activity found')).not.toBeInTheDocument();
  });
});
