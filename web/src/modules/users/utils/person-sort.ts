import type { PersonSort, SortDirection } from '../../../gql/admin/graphql';

/** The orders the admin's people lists offer (each has an index on the server); the first is the default (spec section 9). */
export const PERSON_SORTS = [
  { key: 'newest', label: 'Newest first', sort: 'REGISTERED_AT', direction: 'DESC' },
  { key: 'oldest', label: 'Oldest first', sort: 'REGISTERED_AT', direction: 'ASC' },
  { key: 'name-asc', label: 'Name (A to Z)', sort: 'NAME', direction: 'ASC' },
  { key: 'name-desc', label: 'Name (Z to A)', sort: 'NAME', direction: 'DESC' },
  { key: 'email-asc', label: 'E-mail (A to Z)', sort: 'EMAIL', direction: 'ASC' },
  { key: 'email-desc', label: 'E-mail (Z to A)', sort: 'EMAIL', direction: 'DESC' },
] as const satisfies readonly { key: string; label: string; sort: PersonSort; direction: SortDirection }[];

export type PersonSortKey = (typeof PERSON_SORTS)[number]['key'];

/** The query variables of a sort choice; an unknown key is the default. */
export function personSortVariables(key: string): { sort: PersonSort; direction: SortDirection } {
  const { sort, direction } = PERSON_SORTS.find((s) => s.key === key) ?? PERSON_SORTS[0];
  return { sort, direction };
}
