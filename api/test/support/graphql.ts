import type TestAgent from 'supertest/lib/agent';

export interface GqlResponse<T = Record<string, any>> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

/** POST a GraphQL operation as the web client does, optionally with a session token. */
export async function gql<T = Record<string, any>>(http: TestAgent, query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResponse<T>> {
  const req = http.post('/graphql').set('content-type', 'application/json');
  if (token) req.set('authorization', `Bearer ${token}`);
  const res = await req.send({ query, variables });
  return res.body as GqlResponse<T>;
}

export const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on AuthPayload { token expiresAt user { id email firstName roles status referralCode } }
      ... on ErrorResult { errorCode message fieldErrors { field message } }
    }
  }
`;

export const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on AuthPayload { token user { id email roles } }
      ... on ErrorResult { errorCode message }
    }
  }
`;

export const ME = /* GraphQL */ `query Me { me { id firstName lastName email phoneNumber address roles status registeredAt } }`;

export const UPDATE_MY_PROFILE = /* GraphQL */ `
  mutation UpdateMyProfile($input: UpdateMyProfileInput!) {
    updateMyProfile(input: $input) {
      __typename
      ... on User { id firstName lastName email phoneNumber address }
      ... on ErrorResult { errorCode message fieldErrors { field message } }
    }
  }
`;

export function newCustomer(email: string, extra: Record<string, unknown> = {}) {
  return { firstName: 'Kemi', lastName: 'Balogun', email, phoneNumber: '08034445555', address: '9 Opebi Road, Ikeja', password: 'Secret#2026', confirmedAdult: true, acceptTerms: true, ...extra };
}
