import { In, type EntityManager } from 'typeorm';
import { UserRow } from './user.entity';

/** Display names ('First Last') of users by id, in one query; nulls and repeats are skipped. */
export async function namesOf(m: EntityManager, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  const users = await m.find(UserRow, { where: { id: In(wanted) }, select: { id: true, firstName: true, lastName: true } });
  return new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
}
