import type { EntityManager } from 'typeorm';

/**
 * A feature that keeps rows about plans (checkouts, pay links, reminders sent, automatic debit
 * attempts) and must follow an admin's cancelling or deleting a plan, in the same transaction.
 * The features implement it and services.ts hands them to PlanAdminService, so the plans do not
 * import the features built on them.
 */
export interface PlanDependents {
  /** The plan was cancelled: nothing may pay into it any more. */
  planCancelled?(m: EntityManager, planId: string, now: Date): Promise<void>;
  /** The plan (which never received money) is being deleted: remove what this feature kept about it. */
  planRemoved?(m: EntityManager, planId: string): Promise<void>;
}
