import { graphql } from '../gql';

/**
 * What every mutation's refusal carries (the API's `ErrorResult`): a code to switch on, a
 * message for the person, and the fields to mark in the form.
 */
export const ErrorResultFields = graphql(`
  fragment ErrorResultFields on ErrorResult {
    errorCode
    message
    fieldErrors {
      field
      message
    }
  }
`);
