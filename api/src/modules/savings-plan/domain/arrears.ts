import { addDays, type LocalDate } from '../../../common/time';

/** Arrears by age: how many days past due an unpaid instalment is. Pure. */
export const ARREARS_BUCKETS = [
  { label: '1-7', fromDays: 1, toDays: 7 },
  { label: '8-30', fromDays: 8, toDays: 30 },
  { label: '31-60', fromDays: 31, toDays: 60 },
  { label: '61+', fromDays: 61, toDays: null },
] as const satisfies readonly { label: string; fromDays: number; toDays: number | null }[];

/** The bucket's index for an instalment `days` days past due; null when not past due. */
export function arrearsBucketOf(days: number): number | null {
  if (days < 1) return null;
  return ARREARS_BUCKETS.findIndex((b) => b.toDays === null || days <= b.toDays);
}

/**
 * The due dates each bucket holds on `today`, both ends included (the oldest bucket has no end):
 * what SQL compares due dates with, so the database buckets exactly as arrearsBucketOf does.
 */
export function arrearsDueDates(today: LocalDate): { newest: LocalDate; oldest: LocalDate | null }[] {
  return ARREARS_BUCKETS.map((b) => ({ newest: addDays(today, -b.fromDays), oldest: b.toDays === null ? null : addDays(today, -b.toDays) }));
}

/** What one plan, or one customer, owes past due: amount, instalments, the oldest due date, and the amount by bucket. */
export interface Arrears {
  owedKobo: number;
  dueCount: number;
  oldestDue: LocalDate;
  bucketKobo: number[];
}

/** Plans' arrears summed per customer (`ownerOf`: plan id → customer); plans without an owner (not being paid) are left out. */
export function arrearsByCustomer(plans: Iterable<Arrears & { planId: string }>, ownerOf: Map<string, string>): Map<string, Arrears> {
  const byCustomer = new Map<string, Arrears>();
  for (const plan of plans) {
    const userId = ownerOf.get(plan.planId);
    if (!userId) continue;
    const sum = byCustomer.get(userId);
    if (!sum) {
      byCustomer.set(userId, { owedKobo: plan.owedKobo, dueCount: plan.dueCount, oldestDue: plan.oldestDue, bucketKobo: [...plan.bucketKobo] });
      continue;
    }
    sum.owedKobo += plan.owedKobo;
    sum.dueCount += plan.dueCount;
    if (plan.oldestDue < sum.oldestDue) sum.oldestDue = plan.oldestDue;
    plan.bucketKobo.forEach((kobo, i) => (sum.bucketKobo[i] += kobo));
  }
  return byCustomer;
}
