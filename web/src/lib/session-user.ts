import { graphql } from '../gql';

/**
 * The user fields kept in the stored session (lib/session.ts). Every operation that returns
 * the signed-in user selects them, so the stored copy can be refreshed from any answer.
 */
export const SessionUserFields = graphql(`
  fragment SessionUserFields on User {
    id
    firstName
    lastName
    email
    phoneNumber
    address
    roles
  }
`);
