import type { LegacyIds } from '../../rest/legacy-ids';
import { validationError } from '../../common/errors';
import { koboToNaira } from '../../common/money';
import { queryParam } from '../../rest/route-helpers';
import type { FinancialView, FoodPackFiguresView, MarketingView, SalesPeriodView, UserGrowthView } from './analytics.service';
import type { Grouping } from './domain/periods';
import { readGrouping, readWindow, type Read, type ReportWindow } from './domain/window';

/** The report's window from `startDate` and `endDate` (see readWindow); a 400 naming the field otherwise. */
export function windowFrom(query: Record<string, unknown>, now: Date): ReportWindow {
  return accepted(readWindow({ startDate: queryParam(query, 'startDate'), endDate: queryParam(query, 'endDate') }, now));
}

export function groupingFrom(query: Record<string, unknown>): Grouping {
  return accepted(readGrouping(queryParam(query, 'groupBy')));
}

function accepted<T>(read: Read<T>): T {
  if (!read.ok) throw validationError(read.problems.map((p) => p.message).join('. '), read.problems);
  return read.value;
}

/** The window as answered: ISO instants, the end exclusive. */
function windowOf(w: ReportWindow) {
  return { startDate: w.start.toISOString(), endDate: w.end.toISOString() };
}

export function toLegacySalesTrends(w: ReportWindow, groupBy: Grouping, periods: SalesPeriodView[]) {
  return {
    ...windowOf(w),
    groupBy,
    periods: periods.map((p) => ({ period: p.period, paymentCount: p.payments, amountCollected: koboToNaira(p.collectedKobo), plansStarted: p.plansStarted })),
  };
}

export function toLegacyUserGrowth(w: ReportWindow, growth: UserGrowthView) {
  return { ...windowOf(w), groupBy: growth.groupBy, periods: growth.periods };
}

export function toLegacyFoodPacks(w: ReportWindow, packs: FoodPackFiguresView[], ids: LegacyIds) {
  return {
    ...windowOf(w),
    foodPacks: packs.map((p) => ({ foodPackId: ids.maybe('pack', p.foodPackId), name: p.name, plansStarted: p.plansStarted, plansCompleted: p.plansCompleted, revenue: koboToNaira(p.revenueKobo) })),
  };
}

export function toLegacyFinancial(w: ReportWindow, f: FinancialView) {
  return {
    ...windowOf(w),
    paymentCount: f.payments,
    totalCollected: koboToNaira(f.collectedKobo),
    totalReverted: koboToNaira(f.revertedKobo),
    netCollected: koboToNaira(f.netKobo),
    overpaymentsOwed: koboToNaira(f.overpaymentsOwedKobo),
    outstanding: koboToNaira(f.outstandingKobo),
    commissionAccrued: koboToNaira(f.commissionAccruedKobo),
  };
}

export function toLegacyMarketing(w: ReportWindow, k: MarketingView) {
  return {
    ...windowOf(w),
    totalSignUps: k.signUps,
    referredSignUps: k.referredSignUps,
    directSignUps: k.directSignUps,
    referredConverted: k.referredConverted,
    conversionRate: k.conversionRate,
    topMarketers: k.topMarketers.map((t) => ({
      marketerId: t.marketerId,
      fullName: t.fullName,
      referralCode: t.referralCode,
      referredSignUps: t.referredSignUps,
      convertedSignUps: t.convertedSignUps,
      paymentCount: t.payments,
      amountCollected: koboToNaira(t.collectedKobo),
    })),
  };
}
