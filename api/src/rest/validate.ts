import { validate } from 'class-validator';
import { AppError } from '../common/errors';

/**
 * Checks a JSON body against the same class-validator rules as the GraphQL input type, so the
 * legacy paths refuse exactly what GraphQL refuses. Unknown fields are dropped.
 */
export async function parseBody<T extends object>(Input: new () => T, body: unknown): Promise<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION', 'The request body must be a JSON object');
  }
  const input = Object.assign(new Input(), body);
  const errors = await validate(input, { whitelist: true, forbidUnknownValues: false, stopAtFirstError: true });
  if (errors.length) {
    const fields = errors.flatMap((e) => Object.values(e.constraints ?? {}).map((message) => ({ field: e.property, message })));
    throw new AppError('VALIDATION', fields.map((f) => `${f.field}: ${f.message}`).join('; '), fields);
  }
  return input;
}
