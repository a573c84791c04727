/** The commission feature's public entry: what other features and the composition root may use. */
export { CommissionEntryRow, CommissionPayoutItemRow, CommissionPayoutRow } from './commission.entity';
export { CommissionAdminResolver } from './commission.resolver';
export { CommissionService, commissionTotalsOf, reverseCommission } from './commission.service';
export type { CommissionLine, CommissionSummaryView, CustomerCommissionsPageView, CustomerCommissionsView, Performance } from './commission.service';
export { Commission, CommissionSummary, CustomerCommissions, CustomerCommissionsPage } from './commission.types';
export { commissionDuties } from './owed-work';
