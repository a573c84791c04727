import { requireRole, type RequestContext } from '../../common/context';
import { rawDate } from '../../common/db';
import { validationError } from '../../common/errors';
import { readListPage } from '../../common/list-query';
import { addDays, isLocalDate, lagosStartOfDay } from '../../common/time';
import { UserRow } from '../user';
import { AuditActions } from './actions';
import { AuditEntryRow } from './audit-entry.entity';
import { SYSTEM_ACTOR_ID } from './audit';

export interface ActivityFilter {
  actorId?: string | null;
  action?: string | null;
  /** Lagos calendar days, inclusive. */
  from?: string | null;
  to?: string | null;
}

export interface AuditEntryView {
  id: string;
  actorId: string;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: string | null;
  after: string | null;
  reason: string | null;
  createdAt: Date;
}

export interface AuditEntryPage {
  items: AuditEntryView[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** The console's Activity view: admin changes, newest first, filtered by admin, action and Lagos days. */
export class AuditService {
  async list(ctx: RequestContext, filter: ActivityFilter = {}, page?: number | null, pageSize?: number | null): Promise<AuditEntryPage> {
    requireRole(ctx, 'Admin');
    const paging = readListPage(page, pageSize);
    const qb = ctx.manager
      .createQueryBuilder(AuditEntryRow, 'a')
      .leftJoin(UserRow, 'u', 'u.id = a.actorId')
      .select(['a.id AS id', 'a.actorId AS actorId', 'a.action AS action', 'a.targetType AS targetType', 'a.targetId AS targetId'])
      .addSelect(['a.changes AS changes', 'a.reason AS reason', 'a.createdAt AS createdAt', 'u.firstName AS firstName', 'u.lastName AS lastName']);
    if (filter.actorId) qb.andWhere('a.actorId = :actorId', { actorId: filter.actorId });
    if (filter.action) {
      if (!(AuditActions as readonly string[]).includes(filter.action)) throw badFilter('action', 'Choose one of the listed actions');
      qb.andWhere('a.action = :action', { action: filter.action });
    }
    if (filter.from) qb.andWhere('a.createdAt >= :from', { from: lagosStartOfDay(day(filter.from, 'from')) });
    if (filter.to) qb.andWhere('a.createdAt < :to', { to: lagosStartOfDay(addDays(day(filter.to, 'to'), 1)) });
    const totalCount = await qb.clone().select('COUNT(*)', 'n').getRawOne<{ n: string | number }>().then((r) => Number(r?.n ?? 0));
    const rows = await qb.orderBy('a.createdAt', 'DESC').addOrderBy('a.id', 'DESC').offset(paging.offset).limit(paging.pageSize).getRawMany<RawEntry>();
    return { items: rows.map(entryView), totalCount, page: paging.page, pageSize: paging.pageSize };
  }
}

interface RawEntry {
  id: string;
  actorId: string;
  action: string;
  targetType: string;
  targetId: string | null;
  changes: string;
  reason: string | null;
  createdAt: Date | string;
  firstName: string | null;
  lastName: string | null;
}

function entryView(r: RawEntry): AuditEntryView {
  const { before, after } = JSON.parse(r.changes) as { before: unknown; after: unknown };
  return {
    id: r.id,
    actorId: r.actorId,
    actorName: r.actorId === SYSTEM_ACTOR_ID ? 'System' : r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    before: before === null ? null : JSON.stringify(before),
    after: after === null ? null : JSON.stringify(after),
    reason: r.reason,
    createdAt: rawDate(r.createdAt),
  };
}

function day(value: string, field: 'from' | 'to'): string {
  if (!isLocalDate(value)) throw badFilter(field, 'Dates are YYYY-MM-DD');
  return value;
}

function badFilter(field: string, message: string) {
  return validationError(message, [{ field, message }]);
}
