import DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';
import type { Role } from '../modules/user/user.entity';
import { UserRoleRow } from '../modules/user/user-role.entity';

export interface Loaders {
  rolesByUserId: DataLoader<string, Role[]>;
}

export function createLoaders(manager: EntityManager): Loaders {
  return {
    rolesByUserId: new DataLoader(async (ids) => {
      const rows = await manager.find(UserRoleRow, { where: { userId: In([...ids]) } });
      return ids.map((id) => rows.filter((r) => r.userId === id).map((r) => r.role));
    }),
  };
}
