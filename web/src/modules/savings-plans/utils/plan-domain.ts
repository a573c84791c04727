/**
 * The server's own plan rules, shared rather than copied (like @domain/password-policy): the
 * schedule split for the set-up modal's preview and the fulfilment limits. Both files are pure
 * (common/time.ts and common/money.ts, whose only other import is a TypeORM type).
 * One seam: switch these paths to `@domain/...` aliases without touching anything else.
 */
export { buildSchedule, type Instalment, type PaymentFrequency } from '../../../../../api/src/modules/savings-plan/domain/schedule';
export { ADDRESS_MAX, type FulfilmentMethod, type PaymentPreference } from '../../../../../api/src/modules/savings-plan/domain/plan-rules';
export { lagosDate } from '../../../../../api/src/common/time';
