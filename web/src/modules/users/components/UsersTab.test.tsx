import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSessionStore, SessionProvider } from '../../../lib/session';
import { ToastProvider } from '../../ui/ToastProvider';
import { AdminUsersQuery, CreateUserMutation, DeleteUserMutation, SetUserStatusMutation, UpdateUserMutation, UsersWithoutPlansQuery } from '../graphql/operations';
import { toUpdateUserInput, userFormValues } from '../utils/users';
import type { AdminUserRow } from './types';
import { UsersTab } from './UsersTab';

const user = userEvent.setup({ delay: null });
const ME = 'admin-1';

function apiUser(n: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminUser' as const,
    id: `u-${n}`,
    firstName: 'User',
    lastName: `Number${n}`,
    fullName: `User Number${n}`,
    email: `user${n}@example.ng`,
    phoneNumber: `0803000${String(n).padStart(4, '0')}`,
    address: null,
    roles: ['Customer'],
    status: 'Active',
    registeredAt: '2025-02-01T10:00:00.000Z',
    hasPlanUnderWay: false,
    hasMoneyOnRecord: false,
    ...extra,
  };
}

function usersPage(variables: { search: string | null; page: number; sort?: string; direction?: string }, ids: number[], totalCount: number): MockLink.MockedResponse {
  return {
    request: { query: AdminUsersQuery, variables: { sort: 'REGISTERED_AT', direction: 'DESC', ...variables, pageSize: 10 } },
    result: { data: { adminUsers: { __typename: 'AdminUserPage', items: ids.map((n) => apiUser(n)), totalCount, page: variables.page, pageSize: 10 } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function renderTab(mocks: MockLink.MockedResponse[]) {
  const session = createSessionStore(localStorage);
  session.signIn({ token: 't', expiresAt: null, user: { id: ME, firstName: 'Adaeze', lastName: 'Okafor', email: 'admin@demo.ng', phoneNumber: '08030000001', roles: ['Admin'] } });
  render(
    <ToastProvider>
      <SessionProvider store={session}>
        <MockedProvider mocks={mocks}>
          <UsersTab />
        </MockedProvider>
      </SessionProvider>
    </ToastProvider>,
  );
}

describe('the Users tab', () => {
  it('pages through all users 10 at a time and says where it is', async () => {
    renderTab([usersPage({ search: null, page: 1 }, range(1, 10), 23), usersPage({ search: null, page: 2 }, range(11, 20), 23), usersPage({ search: null, page: 3 }, range(21, 23), 23)]);
    expect(await screen.findByText('Showing 1 to 10 of 23 users')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const table = screen.getByRole('region', { name: 'All users' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 20 of 23 users')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21 to 23 of 23 users')).toBeInTheDocument();
    expect(screen.getByText('User Number23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches on the server, starting again at page 1', async () => {
    renderTab([
      usersPage({ search: null, page: 1 }, range(1, 10), 23),
      usersPage({ search: null, page: 2 }, range(11, 20), 23),
      usersPage({ search: 'Number7', page: 1 }, [7], 1),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search all users' }), 'Number7');
    expect(await screen.findByText('Showing 1 to 1 of 1 users')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('User Number7')).toBeInTheDocument();
  });

  it('sorts on the server by the order picked, starting again at page 1', async () => {
    renderTab([
      usersPage({ search: null, page: 1 }, range(1, 10), 23),
      usersPage({ search: null, page: 2 }, range(11, 20), 23),
      usersPage({ search: null, page: 1, sort: 'NAME', direction: 'ASC' }, [23, 22, 21], 23),
      usersPage({ search: null, page: 1, sort: 'EMAIL', direction: 'DESC' }, [9, 8], 23),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    const order = screen.getByRole('combobox', { name: 'Sort by' });
    expect(order).toHaveDisplayValue('Newest first');
    await user.selectOptions(order, 'Name (A to Z)');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'All users' });
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([expect.stringContaining('User Number23'), expect.stringContaining('User Number22'), expect.stringContaining('User Number21')]));

    await user.selectOptions(order, 'E-mail (Z to A)');
    expect(await within(table).findByText('User Number9')).toBeInTheDocument();
    expect(within(table).queryByText('User Number23')).not.toBeInTheDocument();
  });

  it('lists users without plans on their own tab', async () => {
    renderTab([
      usersPage({ search: null, page: 1 }, range(1, 3), 3),
      {
        request: { query: UsersWithoutPlansQuery, variables: { search: null, page: 1, pageSize: 10, sort: 'REGISTERED_AT', direction: 'DESC' } },
        result: { data: { usersWithoutPlans: { __typename: 'AdminUserPage', items: [apiUser(2)], totalCount: 1, page: 1, pageSize: 10 } } },
      },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Users Without Plans' }));
    const list = await screen.findByRole('region', { name: 'Users without plans' });
    expect(await within(list).findByText('User Number2')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 1 of 1 users')).toBeInTheDocument();
  });

  it('keeps what was typed in Add User when the server refuses a field, and shows its message there', async () => {
    const input = { firstName: 'Bola', lastName: 'Ade', email: 'user1@example.ng', phoneNumber: '08031112222', address: null, role: 'Marketer', status: 'Active' };
    renderTab([
      usersPage({ search: null, page: 1 }, range(1, 3), 3),
      {
        request: { query: CreateUserMutation, variables: { input } },
        result: {
          data: {
            createUser: {
              __typename: 'ErrorResult',
              errorCode: 'EMAIL_TAKEN',
              message: 'A user with this e-mail already exists',
              fieldErrors: [{ __typename: 'FieldError', field: 'email', message: 'This e-mail is already registered' }],
            },
          },
        },
      },
      {
        request: { query: CreateUserMutation, variables: { input: { ...input, email: 'bola@example.ng' } } },
        result: { data: { createUser: apiUser(30, { firstName: 'Bola', lastName: 'Ade', fullName: 'Bola Ade', email: 'bola@example.ng', roles: ['Marketer'] }) } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const form = await screen.findByRole('form', { name: 'Add User' });
    await user.type(within(form).getByLabelText('First Name'), 'Bola');
    await user.type(within(form).getByLabelText('Last Name'), 'Ade');
    await user.type(within(form).getByLabelText('Email'), 'user1@example.ng');
    await user.type(within(form).getByLabelText('Phone Number'), '0803 111 2222');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Marketer');
    await user.click(within(form).getByRole('button', { name: 'Create User' }));

    expect(await within(form).findByText('This e-mail is already registered')).toBeInTheDocument();
    expect(await screen.findByText('A user with this e-mail already exists')).toBeInTheDocument();
    const email = within(form).getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('user1@example.ng');
    expect(within(form).getByLabelText('First Name')).toHaveValue('Bola');
    expect(within(form).getByLabelText('Role')).toHaveValue('Marketer');

    await user.clear(email);
    await user.type(email, 'bola@example.ng');
    await user.click(within(form).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created')).toBeInTheDocument();
    expect(screen.getByText('Bola Ade will receive an e-mail with a link to set their password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add User' })).not.toBeInTheDocument());
  });

  it("Edit User opens with the user's details, keeps what was typed when the server refuses, then saves", async () => {
    const input = toUpdateUserInput({ ...userFormValues(apiUser(1) as AdminUserRow), firstName: 'Ola', role: 'Marketer' });
    const refused = { __typename: 'ErrorResult', errorCode: 'LAST_ADMIN', message: 'Role not changed', fieldErrors: [{ __typename: 'FieldError', field: 'role', message: 'Make someone else an admin first' }] };
    renderTab([
      usersPage({ search: null, page: 1 }, [1], 1),
      { request: { query: UpdateUserMutation, variables: { id: 'u-1', input } }, result: { data: { updateUser: refused } } },
      { request: { query: UpdateUserMutation, variables: { id: 'u-1', input } }, result: { data: { updateUser: apiUser(1, { firstName: 'Ola', fullName: 'Ola Number1', roles: ['Marketer', 'Customer'] }) } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit User Number1' }));
    const form = await screen.findByRole('form', { name: 'Edit User' });
    expect(within(form).getByLabelText('First Name')).toHaveValue('User');
    expect(within(form).getByLabelText('Email')).toHaveValue('user1@example.ng');
    expect(within(form).queryByLabelText('Status')).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText('First Name'));
    await user.type(within(form).getByLabelText('First Name'), 'Ola');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Marketer');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByText('Make someone else an admin first')).toBeInTheDocument();
    expect(within(form).getByLabelText('First Name')).toHaveValue('Ola');
    expect(within(form).getByLabelText('Role')).toHaveValue('Marketer');

    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    expect(screen.getByText("Ola Number1's details were saved.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit User' })).not.toBeInTheDocument());
  });

  it('makes a customer a Dispatcher (a rider): the form says what that means, and the list tags the role', async () => {
    const input = toUpdateUserInput({ ...userFormValues(apiUser(1) as AdminUserRow), role: 'Dispatcher' });
    const page = (roles: string[]) => ({ adminUsers: { __typename: 'AdminUserPage', items: [apiUser(1, { roles })], totalCount: 1, page: 1, pageSize: 10 } });
    const variables = { search: null, page: 1, pageSize: 10, sort: 'REGISTERED_AT', direction: 'DESC' };
    // A screen wide enough for the Role column (jsdom matches no media query).
    const wide = jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: true, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }));
    renderTab([
      { request: { query: AdminUsersQuery, variables }, result: { data: page(['Customer']) } },
      { request: { query: UpdateUserMutation, variables: { id: 'u-1', input } }, result: { data: { updateUser: apiUser(1, { roles: ['Dispatcher', 'Customer'] }) } } },
      { request: { query: AdminUsersQuery, variables }, result: { data: page(['Dispatcher', 'Customer']) }, maxUsageCount: Number.POSITIVE_INFINITY },
    ]);
    const table = await screen.findByRole('region', { name: 'All users' });
    expect(await within(table).findByText('Customer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit User Number1' }));
    const form = await screen.findByRole('form', { name: 'Edit User' });
    expect(within(within(form).getByLabelText('Role')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Customer', 'Dispatcher', 'Marketer', 'Admin']);
    expect(within(form).queryByText(/A dispatcher is a rider/)).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Role'), 'Dispatcher');
    expect(within(form).getByText('A dispatcher is a rider: they can be given deliveries in the Deliveries tab, and see only those.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    const tag = await within(table).findByText('Dispatcher');
    expect(tag).toHaveClass('ant-tag-purple');
    wide.mockRestore();
  });

  it('suspends a user from the status switch, and never offers it on the admin’s own row', async () => {
    renderTab([
      {
        request: { query: AdminUsersQuery, variables: { search: null, page: 1, pageSize: 10, sort: 'REGISTERED_AT', direction: 'DESC' } },
        result: { data: { adminUsers: { __typename: 'AdminUserPage', items: [apiUser(1), apiUser(9, { id: ME, fullName: 'Adaeze Okafor', roles: ['Admin'] })], totalCount: 2, page: 1, pageSize: 10 } } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: { query: SetUserStatusMutation, variables: { id: 'u-1', status: 'Suspended' } },
        result: { data: { setUserStatus: apiUser(1, { status: 'Suspended' }) } },
      },
    ]);
    expect(await screen.findByRole('switch', { name: 'Active: Adaeze Okafor' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Adaeze Okafor' })).toBeDisabled();
    const status = screen.getByRole('switch', { name: 'Active: User Number1' });
    expect(status).toBeChecked();
    await user.click(status);
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: User Number1' })).not.toBeChecked());
  });

  it('says before deleting that a user with money on record will be deactivated, not erased', async () => {
    renderTab([
      {
        request: { query: AdminUsersQuery, variables: { search: null, page: 1, pageSize: 10, sort: 'REGISTERED_AT', direction: 'DESC' } },
        result: { data: { adminUsers: { __typename: 'AdminUserPage', items: [apiUser(1, { hasMoneyOnRecord: true })], totalCount: 1, page: 1, pageSize: 10 } } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      { request: { query: DeleteUserMutation, variables: { id: 'u-1' } }, result: { data: { deleteUser: { __typename: 'DeletedUser', id: 'u-1', outcome: 'Deactivated' } } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete User Number1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/User Number1 has money on record: the account will be deactivated and their personal data.*removed; payments and plans are kept/);
    expect(dialog).not.toHaveTextContent(/will be deleted/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(screen.getByText(/account was deactivated and their personal data removed/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Users' })).toHaveFocus());
  });

  it('says before deleting that a user with nothing on record will be deleted', async () => {
    renderTab([
      usersPage({ search: null, page: 1 }, [2], 1),
      { request: { query: DeleteUserMutation, variables: { id: 'u-2' } }, result: { data: { deleteUser: { __typename: 'DeletedUser', id: 'u-2', outcome: 'Deleted' } } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete User Number2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/User Number2 \(user2@example.ng\) will be deleted\. This cannot be undone\./);
    expect(dialog).not.toHaveTextContent(/deactivated/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User Number2 was deleted.')).toBeInTheDocument();
  });
});
