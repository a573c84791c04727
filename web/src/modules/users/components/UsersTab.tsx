import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { DeleteUserDialog } from './DeleteUserDialog';
import type { AdminUserRow } from './types';
import { UserFormDialog } from './UserFormDialog';
import { UserList } from './UserList';
import './users.css';

type Dialog = { kind: 'form'; user: AdminUserRow | null } | { kind: 'delete'; user: AdminUserRow } | null;

/**
 * The admin console's Users tab (spec section 2, issue 11): 'All Users' and 'Users Without Plans'
 * (customers to win back), Add User, and per row Edit, Delete and the Active/Suspended switch.
 */
export function UsersTab() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const edit = (user: AdminUserRow) => setDialog({ kind: 'form', user });
  const remove = (user: AdminUserRow) => setDialog({ kind: 'delete', user });

  return (
    <section aria-labelledby="users-heading" className="fs-users">
      <div className="fs-admin-section__header">
        <h2 id="users-heading" ref={headingRef} tabIndex={-1}>
          Users
        </h2>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ kind: 'form', user: null })}>
          Add User
        </Button>
      </div>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'all', label: 'All Users', children: <UserList kind="all" onEdit={edit} onDelete={remove} /> },
          { key: 'withoutPlans', label: 'Users Without Plans', children: <UserList kind="withoutPlans" onEdit={edit} onDelete={remove} /> },
        ]}
      />
      <UserFormDialog open={dialog?.kind === 'form'} user={dialog?.kind === 'form' ? dialog.user : null} onClose={() => setDialog(null)} />
      <DeleteUserDialog
        user={dialog?.kind === 'delete' ? dialog.user : null}
        onClose={() => setDialog(null)}
        // The row (and its Delete button) is gone: focus goes back to the top of the list.
        onDeleted={() => headingRef.current?.focus()}
      />
    </section>
  );
}
