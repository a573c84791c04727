import { Field, Int, ObjectType, type ClassType } from 'type-graphql';

/** The fields of every paged list: one page of items, the total and where the page is. */
export function PageOf<T extends object>(itemType: ClassType<T>) {
  @ObjectType()
  abstract class Page {
    @Field(() => [itemType])
    items!: T[];

    @Field(() => Int)
    totalCount!: number;

    @Field(() => Int)
    page!: number;

    @Field(() => Int)
    pageSize!: number;
  }
  return Page;
}
