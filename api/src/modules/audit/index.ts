/** The audit feature's public entry: what other features and the composition root may use. */
export type { AuditAction } from './actions';
export { AuditEntryRow } from './audit-entry.entity';
export { AuditResolver } from './audit.resolver';
export { AuditService } from './audit.service';
export { changedFields, recordAudit, recordSystemAudit, SYSTEM_ACTOR_ID } from './audit';
