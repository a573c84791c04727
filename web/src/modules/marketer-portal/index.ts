/** The marketer portal (issue 13); only the /marketer page imports it. Its operations are generated into gql/marketer. */
export { MarketerPortal } from './MarketerPortal';
