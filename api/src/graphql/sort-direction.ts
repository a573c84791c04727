import { registerEnumType } from 'type-graphql';

/** The direction of any sorted list. */
export enum SortDirection {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortDirection, { name: 'SortDirection' });
