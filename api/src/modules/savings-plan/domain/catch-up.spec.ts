import dayjs from 'dayjs';
import { addDays } from '../../../common/time';
import { catchUpFingerprint, datesBackFrom, planCatchUp, splitExactly, type CatchUpInstalmentState, type CatchUpPlan, type CatchUpProposal } from './catch-up';
import { buildSchedule, type PaymentFrequency } from './schedule';

const N = 100; // kobo per naira

/** A plan built as the app builds it, the first `paid` instalments paid. */
function plan(input: { priceNaira: number; frequency: PaymentFrequency; durationMonths: number; startDate: string; paid?: number; lastCatchUpOn?: string | null }): CatchUpPlan {
  const built = buildSchedule({ priceKobo: input.priceNaira * N, frequency: input.frequency, durationMonths: input.durationMonths, startDate: input.startDate });
  if (!built.ok) throw new Error('bad schedule');
  const instalments: CatchUpInstalmentState[] = built.instalments.map((i) => ({ ...i, id: `s${i.sequence}`, status: i.sequence <= (input.paid ?? 1) ? 'Paid' : 'Pending', fineKobo: 0 }));
  return { status: 'Active', startDate: input.startDate, frequency: input.frequency, instalments, lastCatchUpOn: input.lastCatchUpOn ?? null };
}

function ok(result: ReturnType<typeof planCatchUp>): CatchUpProposal {
  if (!result.ok) throw new Error(`refused: ${result.refusal.code} ${result.refusal.message}`);
  return result.proposal;
}

const sum = (xs: { amountKobo: number }[]) => xs.reduce((s, x) => s + x.amountKobo, 0);

/** The plan's instalments after the proposal: what was kept, and the new ones. */
function after(p: CatchUpPlan, proposal: CatchUpProposal) {
  return [...p.instalments.filter((s) => !proposal.replacedIds.includes(s.id)), ...proposal.instalments];
}

// Weekly over 3 months from Monday 6 January 2025: 12 × ₦5,000, due 6 Jan … 24 Mar; the window closes 6 May.
const weekly = plan({ priceNaira: 60_000, frequency: 'weekly', durationMonths: 3, startDate: '2025-01-06' });
// Thursday 30 January: instalments 2 to 4 (13, 20, 27 Jan) overdue, 5 to 12 (3 Feb … 24 Mar) remain.
const TODAY = '2025-01-30';

describe('spreading what is overdue over the remaining instalments', () => {
  it('moves the ₦15,000 overdue onto the 8 remaining weekly dates: same dates, same end, sums exact', () => {
    const p = ok(planCatchUp(weekly, { kind: 'spread' }, TODAY));
    expect(p).toMatchObject({ overdueKobo: 15_000 * N, overdueCount: 3, previousEndDate: '2025-03-24', endDate: '2025-03-24', lastDayOfWindow: '2025-05-05', canSpread: true, maxExtensionWeeks: 4 });
    expect(p.replacedIds).toEqual(['s2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10', 's11', 's12']);
    expect(p.instalments.map((i) => i.dueDate)).toEqual(['2025-02-03', '2025-02-10', '2025-02-17', '2025-02-24', '2025-03-03', '2025-03-10', '2025-03-17', '2025-03-24']);
    expect(p.instalments.every((i) => i.amountKobo === 6_875 * N)).toBe(true);
    expect(p.instalments.map((i) => i.sequence)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sum(after(weekly, p))).toBe(60_000 * N);
  });

  it('never touches paid instalments nor the one due today; the remainder is on the last, in whole naira', () => {
    // Daily over 1 month (30 × ₦1,000) from 1 March 2025; first 3 paid; on 10 March days 4 to 9 are overdue, 10 is due today.
    const daily = plan({ priceNaira: 30_001, frequency: 'daily', durationMonths: 1, startDate: '2025-03-01', paid: 3 });
    const p = ok(planCatchUp(daily, { kind: 'spread' }, '2025-03-10'));
    expect(p.replacedIds).not.toContain('s10');
    expect(p.replacedIds).not.toContain('s3');
    expect(p.instalments[0].dueDate).toBe('2025-03-11');
    expect(p.instalments).toHaveLength(20);
    const amounts = p.instalments.map((i) => i.amountKobo);
    expect(amounts.every((a) => a % N === 0)).toBe(true);
    expect(amounts[19] - amounts[0]).toBeGreaterThanOrEqual(0);
    expect(amounts[19] - amounts[0]).toBeLessThan(20 * N);
    expect(sum(after(daily, p))).toBe(30_001 * N);
  });

  it('is refused when no instalment is left after today, pointing at the extension', () => {
    // Weekly over 1 month from 6 January 2025 (4 × ₦2,500, last due 27 Jan); on 30 January all three unpaid are overdue.
    const short = plan({ priceNaira: 10_000, frequency: 'weekly', durationMonths: 1, startDate: '2025-01-06' });
    const r = planCatchUp(short, { kind: 'spread' }, TODAY);
    expect(r).toEqual({ ok: false, refusal: { code: 'CATCH_UP_UNAVAILABLE', message: 'No instalment is left after today to spread over: extend the plan instead (by up to 4 weeks)' } });
  });
});

describe('extending the plan by 1 to 4 weeks within the 4-month window', () => {
  it('a weekly plan gains a week: 9 dates to 31 March sharing the ₦55,000 left, the remainder on the last', () => {
    const p = ok(planCatchUp(weekly, { kind: 'extend', weeks: 1 }, TODAY));
    expect(p.endDate).toBe('2025-03-31');
    expect(p.instalments.map((i) => i.dueDate)).toEqual(['2025-02-03', '2025-02-10', '2025-02-17', '2025-02-24', '2025-03-03', '2025-03-10', '2025-03-17', '2025-03-24', '2025-03-31']);
    expect(p.instalments.map((i) => i.amountKobo)).toEqual([...Array(8).fill(6_111 * N), 6_112 * N]);
    expect(p.instalments.map((i) => i.sequence)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(sum(after(weekly, p))).toBe(60_000 * N);
  });

  it('never beyond the window: a 4-month weekly plan ending 21 April may gain 2 weeks (5 May, its last day), not 3', () => {
    const long = plan({ priceNaira: 60_000, frequency: 'weekly', durationMonths: 4, startDate: '2025-01-06' });
    expect(ok(planCatchUp(long, { kind: 'extend', weeks: 2 }, TODAY)).endDate).toBe('2025-05-05');
    const r = planCatchUp(long, { kind: 'extend', weeks: 3 }, TODAY);
    expect(r).toEqual({
      ok: false,
      refusal: { code: 'CATCH_UP_UNAVAILABLE', field: 'weeks', message: 'The plan must end within its 4-month window (by 5 May 2025): it can be extended by up to 2 weeks' },
    });
  });

  it('a monthly plan (31 January start) counts its dates back from the new end, 28 May, before the window closes on 31 May', () => {
    const monthly = plan({ priceNaira: 40_000, frequency: 'monthly', durationMonths: 4, startDate: '2025-01-31' });
    expect(monthly.instalments.map((i) => i.dueDate)).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30']);
    const p = ok(planCatchUp(monthly, { kind: 'extend', weeks: 4 }, '2025-03-05'));
    expect(p).toMatchObject({ overdueKobo: 10_000 * N, previousEndDate: '2025-04-30', endDate: '2025-05-28', lastDayOfWindow: '2025-05-30', maxExtensionWeeks: 4 });
    expect(p.instalments).toEqual([
      { sequence: 2, dueDate: '2025-03-28', amountKobo: 10_000 * N },
      { sequence: 3, dueDate: '2025-04-28', amountKobo: 10_000 * N },
      { sequence: 4, dueDate: '2025-05-28', amountKobo: 10_000 * N },
    ]);
    // The end date never passes start + 4 months, whatever the week count allowed.
    for (let weeks = 1; weeks <= p.maxExtensionWeeks; weeks++) {
      const e = ok(planCatchUp(monthly, { kind: 'extend', weeks }, '2025-03-05'));
      expect(dayjs(e.endDate).isBefore(dayjs('2025-01-31').add(4, 'month'))).toBe(true);
    }
  });

  it('a 4-month daily plan has no room to extend; weeks outside 1 to 4 are refused as input', () => {
    const daily = plan({ priceNaira: 120_000, frequency: 'daily', durationMonths: 4, startDate: '2025-01-01' });
    const r = planCatchUp(daily, { kind: 'extend', weeks: 1 }, '2025-01-05');
    expect(r.ok ? null : r.refusal.code).toBe('CATCH_UP_UNAVAILABLE');
    expect(ok(planCatchUp(daily, { kind: 'spread' }, '2025-01-05')).maxExtensionWeeks).toBe(0);
    for (const weeks of [0, 5, 1.5]) {
      expect(planCatchUp(weekly, { kind: 'extend', weeks }, TODAY)).toEqual({ ok: false, refusal: { code: 'VALIDATION', field: 'weeks', message: 'Choose 1 to 4 weeks' } });
    }
  });

  it('sums stay exact for every frequency, day and week count allowed', () => {
    for (const frequency of ['daily', 'weekly', 'monthly'] as const) {
      const p = plan({ priceNaira: 36_007, frequency, durationMonths: 3, startDate: '2025-02-10' });
      for (let day = 1; day < 100; day += 3) {
        const today = addDays('2025-02-10', day);
        const choices = [{ kind: 'spread' as const }, ...[1, 2, 3, 4].map((weeks) => ({ kind: 'extend' as const, weeks }))];
        for (const choice of choices) {
          const r = planCatchUp(p, choice, today);
          if (!r.ok) continue;
          const rows = after(p, r.proposal);
          expect(sum(rows)).toBe(36_007 * N);
          expect(r.proposal.instalments.every((i) => i.dueDate > today && i.amountKobo > 0 && Number.isSafeInteger(i.amountKobo))).toBe(true);
          expect(r.proposal.endDate < '2025-06-10').toBe(true);
          expect(new Set(rows.map((s) => s.sequence)).size).toBe(rows.length);
        }
      }
    }
  });
});

describe('who may catch up, and when', () => {
  it('a plan with nothing overdue, or not being paid, is not behind', () => {
    expect(planCatchUp(weekly, { kind: 'spread' }, '2025-01-13')).toMatchObject({ ok: false, refusal: { code: 'NOT_BEHIND' } });
    expect(planCatchUp({ ...weekly, status: 'Completed' }, { kind: 'spread' }, TODAY)).toMatchObject({ ok: false, refusal: { code: 'NOT_BEHIND' } });
  });

  it('once per 30 days: 29 days after the last catch-up is too soon, 30 days is allowed', () => {
    expect(planCatchUp({ ...weekly, lastCatchUpOn: '2025-01-01' }, { kind: 'spread' }, TODAY)).toEqual({
      ok: false,
      refusal: { code: 'CATCH_UP_TOO_SOON', message: 'A plan can be caught up once every 30 days: this one can be again from 31 January 2025' },
    });
    expect(planCatchUp({ ...weekly, lastCatchUpOn: '2024-12-31' }, { kind: 'spread' }, TODAY).ok).toBe(true);
  });

  it('a plan with an unpaid late fine is past its window and refused', () => {
    const fined = { ...weekly, instalments: weekly.instalments.map((s) => (s.id === 's3' ? { ...s, amountKobo: s.amountKobo + 2_500 * N, fineKobo: 2_500 * N } : s)) };
    expect(planCatchUp(fined, { kind: 'spread' }, TODAY)).toMatchObject({ ok: false, refusal: { code: 'CATCH_UP_UNAVAILABLE' } });
  });

  it('the fingerprint changes with a payment, the day or the choice, and not otherwise', () => {
    const base = catchUpFingerprint({ ...weekly, amountPaidKobo: 5_000 * N }, { kind: 'spread' }, TODAY);
    expect(catchUpFingerprint({ ...weekly, amountPaidKobo: 5_000 * N }, { kind: 'spread' }, TODAY)).toBe(base);
    expect(catchUpFingerprint({ ...weekly, amountPaidKobo: 6_000 * N }, { kind: 'spread' }, TODAY)).not.toBe(base);
    expect(catchUpFingerprint({ ...weekly, amountPaidKobo: 5_000 * N }, { kind: 'spread' }, '2025-01-31')).not.toBe(base);
    expect(catchUpFingerprint({ ...weekly, amountPaidKobo: 5_000 * N }, { kind: 'extend', weeks: 1 }, TODAY)).not.toBe(base);
  });
});

describe('helpers', () => {
  it('splitExactly: whole naira with the remainder last, else kobo', () => {
    expect(splitExactly(1_000 * N, 3)).toEqual([333 * N, 333 * N, 334 * N]);
    expect(splitExactly(250, 3)).toEqual([83, 83, 84]);
  });

  it('datesBackFrom: after today only, earliest first, month ends counted from the end date', () => {
    expect(datesBackFrom('2025-05-31', 'monthly', '2025-02-27')).toEqual(['2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31']);
    expect(datesBackFrom('2025-01-10', 'daily', '2025-01-10')).toEqual([]);
  });
});
