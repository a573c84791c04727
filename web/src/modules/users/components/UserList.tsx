import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session';
import { ListFailed, ListNote, Pager, pageSummary, SearchBox, useSearchPaging } from '../../ui/admin-list';
import { formatDate } from '../../ui/format';
import { useToast } from '../../ui/toast';
import type { AdminUsersQuery as AdminUsersResult, AdminUsersQueryVariables } from '../../../gql/admin/graphql';
import { AdminUsersQuery, UsersWithoutPlansQuery } from '../graphql/operations';
import { personSortVariables, type PersonSortKey } from '../utils/person-sort';
import { primaryRole, ROLE_TAG_COLORS, USERS_PAGE_SIZE } from '../utils/users';
import { PersonSortSelect } from './PersonSortSelect';
import { StatusSwitch } from './StatusSwitch';
import type { AdminUserRow } from './types';
import { formatPhone } from '../../ui/phone';

export type UserListKind = 'all' | 'withoutPlans';

export interface UserListProps {
  kind: UserListKind;
  onEdit: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => void;
}

type UsersPage = AdminUsersResult['adminUsers'];
type Variables = AdminUsersQueryVariables;

/** One list's query and what to read from its answer, kept with the query's own types. */
function usePage<Q>(query: TypedDocumentNode<Q, Variables>, select: (data: Q) => UsersPage, variables: Variables) {
  const { data, previousData, loading, error, refetch } = useQuery(query, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const shown = data ?? previousData;
  return { result: shown ? select(shown) : undefined, hasData: !!data, loading, error, refetch };
}

const LISTS = {
  all: {
    usePage: (v: Variables) => usePage(AdminUsersQuery, (d) => d.adminUsers, v),
    label: 'All users',
    failure: 'Failed to fetch users. Please try again.',
    empty: 'No users found',
  },
  withoutPlans: {
    usePage: (v: Variables) => usePage(UsersWithoutPlansQuery, (d) => d.usersWithoutPlans, v),
    label: 'Users without plans',
    failure: 'Failed to fetch users without plans',
    empty: 'Every customer has a plan under way',
  },
};

/**
 * One users list of the admin console, searched, sorted and paged on the server (10 a page,
 * newest first unless another order is picked). A new search or order starts again at page 1.
 * The page shown stays on screen while the next one loads.
 */
export function UserList({ kind, onEdit, onDelete }: UserListProps) {
  const list = LISTS[kind];
  const toast = useToast();
  const { user: me } = useSession();
  const { typed, setTyped, search, page, setPage } = useSearchPaging();
  const [order, setOrder] = useState<PersonSortKey>('newest');
  const reorder = (key: PersonSortKey) => {
    setOrder(key);
    setPage(1);
  };

  const variables = { search: search || null, page, pageSize: USERS_PAGE_SIZE, ...personSortVariables(order) };
  // Either list's usePage is one useQuery call: the hooks keep their order.
  const { result, hasData, loading, error, refetch } = list.usePage(variables);
  const failed = !!error && !hasData;

  useEffect(() => {
    if (failed) toast.error('Error', list.failure, { key: `users-${kind}` });
  }, [failed, toast, list.failure, kind]);
  // The last row of the last page went (deleted): show the new last page.
  const lastPage = result ? pageSummary(page, USERS_PAGE_SIZE, result.totalCount, 'users').pages : 1;
  if (hasData && page > lastPage) setPage(lastPage);

  const columns: TableColumnsType<AdminUserRow> = [
    {
      key: 'user',
      title: 'User',
      render: (_, u) => (
        <div className="fs-admin-cell">
          <strong>{u.fullName}</strong>
          <span>{u.email}</span>
          <span>{formatPhone(u.phoneNumber)}</span>
        </div>
      ),
    },
    {
      key: 'role',
      title: 'Role',
      responsive: ['sm'],
      render: (_, u) => {
        const role = primaryRole(u.roles);
        return <Tag color={ROLE_TAG_COLORS[role]}>{role}</Tag>;
      },
    },
    { key: 'registered', title: 'Registered', responsive: ['lg'], render: (_, u) => formatDate(u.registeredAt) },
    {
      // Status and the row's actions share a column, so a 360 px phone shows them beside the user.
      key: 'actions',
      title: 'Status / Actions',
      render: (_, u) => (
        <div className="fs-user-actions">
          <StatusSwitch user={u} self={u.id === me?.id} />
          <span className="fs-user-actions__buttons">
            <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={`Edit ${u.fullName}`} onClick={() => onEdit(u)} />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Delete ${u.fullName}`}
              disabled={u.id === me?.id}
              title={u.id === me?.id ? 'You cannot delete your own account' : undefined}
              onClick={() => onDelete(u)}
            />
          </span>
        </div>
      ),
    },
  ];

  let body;
  if (failed) {
    body = <ListFailed message={list.failure} onRetry={refetch} />;
  } else if (result && result.totalCount === 0 && !loading) {
    body = <ListNote>{search ? `No users match "${search}".` : list.empty}</ListNote>;
  } else {
    body = (
      <>
        <div className="fs-admin-table" role="region" aria-label={list.label} tabIndex={0}>
          <Table<AdminUserRow>
            rowKey="id"
            columns={columns}
            dataSource={result?.items ?? []}
            loading={loading}
            pagination={false}
            size="middle"
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: loading ? 'Loading...' : list.empty }}
          />
        </div>
        {result && <Pager label={`${list.label}: pages`} noun="users" page={result.page} pageSize={USERS_PAGE_SIZE} totalCount={result.totalCount} busy={loading} onPage={setPage} />}
      </>
    );
  }

  return (
    <div>
      <div className="fs-list-toolbar">
        <SearchBox label={`Search ${list.label.toLowerCase()}`} placeholder="Search name, e-mail, phone, role" value={typed} onChange={setTyped} />
        <PersonSortSelect value={order} onChange={reorder} />
      </div>
      {body}
    </div>
  );
}
