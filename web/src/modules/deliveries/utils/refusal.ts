import { badUserInputFields, errorCodes, errorMessage, type FieldMessage } from '../../../lib/graphql-errors';

/** Why the server said no, for the person: its message, and messages for the form's fields. */
export interface Refusal {
  message: string;
  fields: FieldMessage[];
}

/**
 * A mutation that failed as a GraphQL error (scheduleDeliveries and markReadyForPickup answer a
 * refused move that way: BAD_USER_INPUT with the API's message and the fields): the server's own
 * message when it gave one for the person, else `failure` (a network failure, a server fault).
 */
export function refusalOf(error: unknown, failure: string): Refusal {
  const fields = badUserInputFields(error);
  const codes = errorCodes(error);
  const spoken = codes.includes('BAD_USER_INPUT') || codes.includes('FORBIDDEN');
  return { message: (spoken && errorMessage(error)) || failure, fields };
}
