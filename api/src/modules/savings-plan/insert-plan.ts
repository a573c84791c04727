import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Instalment } from './domain/schedule';
import { PaymentScheduleRow, SavingsPlanRow } from './savings-plan.entity';
import { markArrearsChanged } from './customer-arrears';

/**
 * Inserts a plan and its instalments, in the caller's transaction; answers the instalment rows.
 * Up to 120 daily rows: a few multi-row inserts rather than one round trip each. The rows carry
 * their own ids: TypeORM must not read defaults back into them (it matched them up by position
 * and gave the first checkout another instalment's id).
 */
export async function insertPlan(m: EntityManager, plan: SavingsPlanRow, instalments: Instalment[]): Promise<{ id: string; amountKobo: number }[]> {
  await m.insert(SavingsPlanRow, plan);
  await markArrearsChanged(m, plan.userId, plan.createdAt);
  const rows = instalments.map((i) => ({ id: randomUUID(), planId: plan.id, ...i, status: 'Pending' as const, paidAt: null, paymentId: null }));
  for (let i = 0; i < rows.length; i += 50) {
    await m.createQueryBuilder().insert().into(PaymentScheduleRow).values(rows.slice(i, i + 50)).updateEntity(false).execute();
  }
  return rows;
}
