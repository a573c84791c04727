import type { AdminUserFieldsFragment } from '../../../gql/admin/graphql';

/** A row of the users lists, as AdminUserFields selects it. */
export type AdminUserRow = AdminUserFieldsFragment;
