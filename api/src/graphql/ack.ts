import { Field, ObjectType } from 'type-graphql';
import { orErrorResult } from './error-result';

@ObjectType({ description: 'A plain acknowledgement.' })
export class Ack {
  @Field()
  ok!: boolean;

  @Field()
  message!: string;
}

export const AckResult = orErrorResult('AckResult', Ack);
