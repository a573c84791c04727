import { createUnionType, Field, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import { AppError, ErrorCodes, type ErrorCode as ErrorCodeValue } from '../common/errors';

export const ErrorCode = Object.fromEntries(ErrorCodes.map((c) => [c, c])) as { [K in ErrorCodeValue]: K };
registerEnumType(ErrorCode, { name: 'ErrorCode', description: 'Why a mutation was refused.' });

@ObjectType()
export class FieldError {
  @Field({ description: 'The input field, e.g. "email".' })
  field!: string;

  @Field()
  message!: string;
}

@ObjectType({ description: 'An expected refusal, returned as a value: show `message` to the person.' })
export class ErrorResult {
  @Field(() => ErrorCode)
  errorCode!: ErrorCodeValue;

  @Field()
  message!: string;

  @Field(() => [FieldError])
  fieldErrors!: FieldError[];
}

/** Runs a service call; an expected business failure becomes an ErrorResult value, anything else throws on. */
export async function asResult<T>(work: () => Promise<T>): Promise<T | ErrorResult> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) return { errorCode: err.code, message: err.message, fieldErrors: err.fieldErrors };
    throw err;
  }
}

/** What a mutation answers: its value, or an ErrorResult (told apart by `errorCode`). */
export function orErrorResult<T extends object>(name: string, type: ClassType<T>) {
  return createUnionType({ name, types: () => [type, ErrorResult] as const, resolveType: (v) => ('errorCode' in v ? ErrorResult : type) });
}
