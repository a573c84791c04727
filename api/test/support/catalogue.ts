import { UserRoleRow } from '../../src/modules/user/user-role.entity';
import type { Role } from '../../src/modules/user/user.entity';
import { gql, newCustomer, REGISTER } from './graphql';
import type { TestSystem } from './test-system';

/** A 1×1 PNG: a real image by its magic bytes. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export interface SignedUp {
  token: string;
  userId: string;
  actor: { userId: string; roles: Role[] };
}

/**
 * Registers a customer over GraphQL (`extra`: other sign-up fields, e.g. a phone number or a referral
 * code) and, for another role, grants it in the database (roles are re-read per request).
 */
export async function signUpAs(t: TestSystem, email: string, role: Role = 'Customer', extra: Record<string, unknown> = {}): Promise<SignedUp> {
  const reg = await gql(t.http, REGISTER, { input: newCustomer(email, extra) });
  const { token, user } = reg.data!.register as { token: string; user: { id: string } };
  if (role !== 'Customer') await t.system.dataSource.manager.insert(UserRoleRow, { userId: user.id, role, grantedAt: new Date() });
  return { token, userId: user.id, actor: { userId: user.id, roles: role === 'Customer' ? ['Customer'] : [role, 'Customer'] } };
}

export const naira = (n: number) => n * 100;

/** One user of each role, for checking who may do what. */
export async function signUpEachRole(t: TestSystem): Promise<{ admin: SignedUp; customer: SignedUp; marketer: SignedUp }> {
  const [admin, customer, marketer] = await Promise.all([
    signUpAs(t, 'admin@example.ng', 'Admin'),
    signUpAs(t, 'customer@example.ng'),
    signUpAs(t, 'marketer@example.ng', 'Marketer'),
  ]);
  return { admin, customer, marketer };
}
