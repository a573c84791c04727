/** The original API's shapes for a marketer's own figures (specification sections 3 and 7): naira, rates as fractions. */
import { validationError, type FieldError } from '../../common/errors';
import { koboToNaira } from '../../common/money';
import { addDays, isLocalDate, lagosDate, lagosStartOfDay } from '../../common/time';
import type { CommissionLine, CustomerCommissionsView, Performance } from '../commission';

/**
 * The performance window: `startDate` and `endDate` as ISO instants or Lagos days (an end day
 * counts whole); by default the first of the current Lagos month to now, as the original client asked.
 */
export function performanceWindow(query: { startDate?: string; endDate?: string }, now: Date): { start: Date; end: Date } {
  const problems: FieldError[] = [];
  const read = (text: string | undefined, field: 'startDate' | 'endDate'): Date | undefined => {
    if (!text) return undefined;
    if (isLocalDate(text)) return lagosStartOfDay(field === 'endDate' ? addDays(text, 1) : text);
    const at = new Date(text);
    if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(at.getTime())) return at;
    problems.push({ field, message: `${field} must be a date (YYYY-MM-DD) or an ISO date-time` });
    return undefined;
  };
  const start = read(query.startDate, 'startDate') ?? lagosStartOfDay(`${lagosDate(now).slice(0, 8)}01`);
  const end = read(query.endDate, 'endDate') ?? now;
  if (!problems.length && end <= start) problems.push({ field: 'endDate', message: 'endDate must be after startDate' });
  if (problems.length) throw validationError(problems.map((p) => p.message).join('. '), problems);
  return { start, end };
}

export function toLegacyPerformance(p: Performance) {
  return { commission: koboToNaira(p.commissionKobo), customers: p.customers, sales: koboToNaira(p.salesKobo) };
}

/** Section 3's commission summary, amounts in naira, rates as fractions. */
export function toLegacyCommissionSummary(c: CustomerCommissionsView, lines: CommissionLine[]) {
  return {
    customerId: c.customerId,
    customerName: c.customerName,
    totalCommission: koboToNaira(c.totalKobo),
    commissions: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      amount: koboToNaira(l.amountKobo),
      rate: l.rate,
      status: l.status,
      createdAt: l.createdAt.toISOString(),
      paymentDate: l.paidAt?.toISOString() ?? null,
    })),
  };
}
