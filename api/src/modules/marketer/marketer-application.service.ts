import { randomUUID } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import { requireActor, requireRole, type RequestContext } from '../../common/context';
import { forUpdate, isUniqueViolation } from '../../common/db';
import { AppError, validationError, type FieldError } from '../../common/errors';
import { readListPage } from '../../common/list-query';
import { controlCharactersMessage, hasControlCharacters } from '../../common/text';
import type { JobQueue } from '../../jobs/queue';
import { recordAudit } from '../audit';
import { UserRoleRow, UserRow } from '../user';
import { marketerDetailProblems, normalizeMarketerDetails, type MarketerDetails, type MarketerDetailsInput } from './domain/marketer-rules';
import { referralLink } from './domain/referral-code';
import { applicationDecisionEmail } from './marketer-application.emails';
import { MarketerApplicationRow, MarketerApplicationStatuses, type MarketerApplicationStatus } from './marketer-application.entity';
import { MarketerRow } from './marketer.entity';
import { insertMarketerRecord } from './marketer.service';

export type MarketerApplicationInput = MarketerDetailsInput & { address?: string | null };

export interface MarketerApplicationView extends MarketerDetails {
  id: string;
  userId: string;
  name: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  address: string | null;
  status: MarketerApplicationStatus;
  createdAt: Date;
  decidedAt: Date | null;
  decisionReason: string | null;
}

export interface MarketerApplicationPage {
  items: MarketerApplicationView[];
  totalCount: number;
  page: number;
  pageSize: number;
}

const COMPANY_REQUIRED = 'Company name is required';
const REASON_REQUIRED = 'Say why the application is declined (at most 500 characters)';
const ALREADY = 'You are already a marketer';
const PENDING = 'Your application is already being reviewed';
const NOT_FOUND = 'Application not found';

/**
 * Becoming a marketer: a signed-in user applies with their business details; an admin approves
 * (the Marketer role, a marketer record at the default rate with a referral code, or the former
 * record reactivated) or declines with a reason. Either way the applicant is told by e-mail.
 */
export class MarketerApplicationService {
  constructor(private readonly deps: { jobs: JobQueue; publicUrl: string }) {}

  async apply(ctx: RequestContext, input: MarketerApplicationInput): Promise<MarketerApplicationView> {
    const actor = requireActor(ctx);
    const details = normalizeMarketerDetails(input);
    const address = input.address?.trim() || null;
    const problems: FieldError[] = details.companyName ? [] : [{ field: 'companyName', message: COMPANY_REQUIRED }];
    problems.push(...marketerDetailProblems(details));
    if (address && address.length > 300) problems.push({ field: 'address', message: 'Address must be at most 300 characters' });
    else if (address && hasControlCharacters(address)) problems.push({ field: 'address', message: controlCharactersMessage('Address') });
    if (problems.length) throw validationError(problems.map((p) => p.message).join('. '), problems);
    if (actor.roles.includes('Marketer')) throw new AppError('ALREADY_MARKETER', ALREADY);
    const row: MarketerApplicationRow = {
      id: randomUUID(),
      userId: actor.userId,
      pendingUserId: actor.userId,
      ...details,
      companyName: details.companyName!,
      address,
      status: 'Pending',
      decidedBy: null,
      decidedAt: null,
      decisionReason: null,
      createdAt: ctx.now,
    };
    try {
      await ctx.manager.insert(MarketerApplicationRow, row);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('APPLICATION_PENDING', PENDING);
      throw err;
    }
    ctx.log.info({ applicationId: row.id }, 'marketer application received');
    return (await views(ctx.manager, [row]))[0];
  }

  /** The caller's latest application, or null. */
  async mine(ctx: RequestContext): Promise<MarketerApplicationView | null> {
    const actor = requireActor(ctx);
    const row = await ctx.manager.findOne(MarketerApplicationRow, { where: { userId: actor.userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return row ? (await views(ctx.manager, [row]))[0] : null;
  }

  /** Applications in one state (Pending by default), oldest first for Pending (first come, first served), newest first otherwise. */
  async list(ctx: RequestContext, status: MarketerApplicationStatus = 'Pending', page?: number | null, pageSize?: number | null): Promise<MarketerApplicationPage> {
    requireRole(ctx, 'Admin');
    if (!MarketerApplicationStatuses.includes(status)) throw validationError('Status must be Pending, Approved or Declined', [{ field: 'status', message: 'Status must be Pending, Approved or Declined' }]);
    const paging = readListPage(page, pageSize);
    const order = status === 'Pending' ? 'ASC' : 'DESC';
    const [rows, totalCount] = await ctx.manager.findAndCount(MarketerApplicationRow, { where: { status }, order: { createdAt: order, id: order }, skip: paging.offset, take: paging.pageSize });
    return { items: await views(ctx.manager, rows), totalCount, page: paging.page, pageSize: paging.pageSize };
  }

  async decide(ctx: RequestContext, id: string, approve: boolean, reason?: string | null): Promise<MarketerApplicationView> {
    const actor = requireRole(ctx, 'Admin');
    const why = reason?.trim() || null;
    if (!approve && (!why || why.length > 500 || hasControlCharacters(why.replace(/[\n\t]/g, ' ')))) throw validationError(REASON_REQUIRED, [{ field: 'reason', message: REASON_REQUIRED }]);
    const decided = await ctx.manager.transaction(async (m) => {
      const row = await m.findOne(MarketerApplicationRow, { where: { id }, lock: forUpdate(m) });
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND, [{ field: 'id', message: NOT_FOUND }]);
      if (row.status !== 'Pending') throw new AppError('APPLICATION_DECIDED', `This application was already ${row.status.toLowerCase()}`);
      const status: MarketerApplicationStatus = approve ? 'Approved' : 'Declined';
      await m.update(MarketerApplicationRow, { id }, { status, pendingUserId: null, decidedBy: actor.userId, decidedAt: ctx.now, decisionReason: why });
      const marketer = approve ? await makeMarketer(m, ctx, row, actor.userId) : null;
      await recordAudit(m, ctx, {
        action: approve ? 'marketer.application-approved' : 'marketer.application-declined',
        targetType: 'User',
        targetId: row.userId,
        before: { status: 'Pending' },
        after: { status, applicationId: id, companyName: row.companyName, ...(marketer ? { referralCode: marketer.referralCode } : {}) },
        reason: why,
      });
      return { ...row, status, pendingUserId: null, decidedBy: actor.userId, decidedAt: ctx.now, decisionReason: why, referralCode: marketer?.referralCode };
    });
    await this.tell(ctx, decided);
    return (await views(ctx.manager, [decided]))[0];
  }

  /** Best effort after the commit: a queue that is down loses the e-mail, not the decision (the applicant sees it in their profile). */
  private async tell(ctx: RequestContext, decided: MarketerApplicationRow & { referralCode?: string }): Promise<void> {
    const user = await ctx.manager.findOne(UserRow, { where: { id: decided.userId } });
    if (!user) return;
    const base = this.deps.publicUrl.replace(/\/+$/, '');
    const mail = decided.status === 'Approved'
      ? applicationDecisionEmail(user, { approved: true, portalUrl: `${base}/marketer`, referralLink: referralLink(base, decided.referralCode!) })
      : applicationDecisionEmail(user, { approved: false, reason: decided.decisionReason ?? '' });
    try {
      await this.deps.jobs.enqueue('mail.send', mail);
    } catch (err) {
      ctx.log.warn({ err, applicationId: decided.id }, 'marketer application decision e-mail not queued');
    }
  }
}

/** The Marketer role and an Active record with the application's details: a new one, or the former marketer's (same code and rate). */
async function makeMarketer(m: EntityManager, ctx: RequestContext, application: MarketerApplicationRow, adminId: string): Promise<MarketerRow> {
  if (!(await m.exists(UserRoleRow, { where: { userId: application.userId, role: 'Marketer' } }))) {
    await m.insert(UserRoleRow, { userId: application.userId, role: 'Marketer', grantedAt: ctx.now });
  }
  const details = normalizeMarketerDetails(application);
  const former = await m.findOne(MarketerRow, { where: { userId: application.userId }, lock: forUpdate(m) });
  if (!former) return insertMarketerRecord(m, { userId: application.userId, now: ctx.now, details, changedBy: adminId });
  const values = { ...details, status: 'Active' as const, updatedAt: ctx.now };
  await m.update(MarketerRow, { userId: former.userId }, values);
  return { ...former, ...values };
}

async function views(m: EntityManager, rows: MarketerApplicationRow[]): Promise<MarketerApplicationView[]> {
  if (!rows.length) return [];
  const users = await m.find(UserRow, { where: { id: In([...new Set(rows.map((r) => r.userId))]) }, select: { id: true, firstName: true, lastName: true, email: true, phoneNumber: true } });
  const byId = new Map(users.map((u) => [u.id, u]));
  return rows.map((r) => {
    const u = byId.get(r.userId);
    const { pendingUserId: _pending, decidedBy: _by, ...rest } = r;
    return { ...rest, name: u ? `${u.firstName} ${u.lastName}`.trim() : '', email: u?.email ?? '', phoneNumber: u?.phoneNumber ?? '' };
  });
}
