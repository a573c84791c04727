import { graphql } from '../../../gql/admin';

export const AdminActivityQuery = graphql(`
  query AdminActivity($filter: AdminActivityFilter, $page: Int, $pageSize: Int) {
    adminActivity(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        id
        actorId
        actorName
        action
        targetType
        targetId
        before
        after
        reason
        createdAt
      }
      totalCount
      page
      pageSize
    }
  }
`);

/** The filter's choices: the actions the trail records, and the admins who can act. */
export const ActivityFilterOptionsQuery = graphql(`
  query ActivityFilterOptions {
    auditActions
    adminUsers(search: "Admin", pageSize: 100) {
      items {
        id
        fullName
        roles
      }
    }
  }
`);
