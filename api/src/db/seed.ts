import type { DataSource } from 'typeorm';
import { passwordHasher } from '../modules/auth/password-hasher';
import { UserRow, type Role } from '../modules/user/user.entity';
import { UserRoleRow } from '../modules/user/user-role.entity';

export const DEMO_PASSWORD = 'Demo@2026';

interface DemoUser {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  roles: Role[];
}

export const demoUsers: DemoUser[] = [
  { firstName: 'Adaeze', lastName: 'Okafor', email: 'admin@demo.ng', phoneNumber: '08030000001', address: '12 Awolowo Road, Ikoyi, Lagos', roles: ['Admin'] },
  { firstName: 'Tunde', lastName: 'Bakare', email: 'marketer@demo.ng', phoneNumber: '08030000002', address: '5 Allen Avenue, Ikeja, Lagos', roles: ['Marketer'] },
  { firstName: 'Chiamaka', lastName: 'Eze', email: 'customer@demo.ng', phoneNumber: '08030000003', address: '21 Adeniran Ogunsanya Street, Surulere, Lagos', roles: ['Customer'] },
  { firstName: 'Ibrahim', lastName: 'Musa', email: 'ibrahim.musa@demo.ng', phoneNumber: '08030000004', address: '3 Ago Palace Way, Okota, Lagos', roles: ['Customer'] },
  { firstName: 'Folake', lastName: 'Adeyemi', email: 'folake.adeyemi@demo.ng', phoneNumber: '08030000005', address: '14 Herbert Macaulay Way, Yaba, Lagos', roles: ['Customer'] },
  { firstName: 'Emeka', lastName: 'Nwosu', email: 'emeka.nwosu@demo.ng', phoneNumber: '08030000006', address: '8 Admiralty Way, Lekki Phase 1, Lagos', roles: ['Customer'] },
];

export interface SeedReport {
  created: string[];
}

/** Adds the demo accounts that are missing; running it again changes nothing. */
export async function seedDemoData(ds: DataSource, now: Date): Promise<SeedReport> {
  const created: string[] = [];
  const passwordHash = await passwordHasher.hash(DEMO_PASSWORD);
  await ds.transaction(async (m) => {
    for (const u of demoUsers) {
      if (await m.exists(UserRow, { where: { email: u.email } })) continue;
      const row = await m.save(
        m.create(UserRow, { ...u, status: 'Active', passwordHash, referralCodeUsed: null, registeredAt: now, updatedAt: now }),
      );
      await m.save(u.roles.map((role) => m.create(UserRoleRow, { userId: row.id, role, grantedAt: now })));
      created.push(u.email);
    }
  });
  return { created };
}
