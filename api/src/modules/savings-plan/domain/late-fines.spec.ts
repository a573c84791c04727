import fc from 'fast-check';
import { addDays, addMonths, daysBetween, daysInMonth, type LocalDate } from '../../../common/time';
import type { ScheduleState } from './apply-payment';
import {
  capRoomKobo,
  fineCapKobo,
  fineMonthStart,
  finesOverCap,
  fineWarning,
  fineWindowEnd,
  finesDue,
  LATE_FINE_KOBO,
  lateFineActions,
  spreadFine,
  splitEvenly,
  type FineApplication,
  type LateFinePlan,
} from './late-fines';
import { buildSchedule, PaymentFrequencies } from './schedule';

const naira = (n: number) => n * 100;

/** An unpaid monthly plan: 4 × ₦10,000, the first instalment paid, recorded on its start, its fines capped at its price (4 fines). */
function monthlyPlan(startDate: LocalDate, overrides: Partial<LateFinePlan> = {}): LateFinePlan {
  const instalments: ScheduleState[] = [0, 1, 2, 3].map((i) => ({
    id: `s${i + 1}`,
    sequence: i + 1,
    dueDate: addMonths(startDate, i),
    amountKobo: naira(10_000),
    status: i === 0 ? 'Paid' : 'Overdue',
  }));
  return { status: 'Active', startDate, priceKobo: naira(40_000), amountPaidKobo: naira(10_000), instalments, fines: [], recordedOn: startDate, capPercent: 100, ...overrides };
}

/** What the service will do with the actions: add the fines and change the schedule. */
function applyActions(plan: LateFinePlan, actions: FineApplication[]): LateFinePlan {
  let instalments = plan.instalments.map((s) => ({ ...s }));
  for (const a of actions) {
    if (a.kind === 'spread') {
      for (const adj of a.adjustments) instalments.find((s) => s.id === adj.scheduleId)!.amountKobo += adj.addKobo;
    } else {
      instalments = [...instalments, { id: `fine-${a.monthIndex}`, ...a.instalment, status: 'Pending' }];
    }
  }
  return { ...plan, instalments, fines: [...plan.fines, ...actions.map((a) => ({ monthIndex: a.monthIndex, amountKobo: a.amountKobo }))] };
}

const months = (start: LocalDate, today: LocalDate, plan = monthlyPlan(start)) => finesDue(plan, today).map((f) => f.monthIndex);

describe('late fines: examples', () => {
  it('closes the window 4 calendar months after the start, clamping month ends (leap years included)', () => {
    expect(fineWindowEnd('2026-01-10')).toBe('2026-05-10');
    expect(fineWindowEnd('2026-01-31')).toBe('2026-05-31');
    expect(fineWindowEnd('2025-10-31')).toBe('2026-02-28');
    expect(fineWindowEnd('2027-10-31')).toBe('2028-02-29');
    expect(fineWindowEnd('2027-10-29')).toBe('2028-02-29');
    expect(fineWindowEnd('2028-02-29')).toBe('2028-06-29');
  });

  it('fines a month or part of one: none on the last day, 1 when a day late, 2 when a month and a day late', () => {
    expect(months('2026-01-10', '2026-05-09')).toEqual([]);
    expect(months('2026-01-10', '2026-05-10')).toEqual([1]);
    expect(months('2026-01-10', '2026-06-09')).toEqual([1]);
    expect(months('2026-01-10', '2026-06-10')).toEqual([1, 2]);
    expect(finesDue(monthlyPlan('2026-01-10'), '2026-05-10')).toEqual([
      { monthIndex: 1, monthStart: '2026-05-10', monthEnd: '2026-06-10', amountKobo: 1_000_000 },
    ]);
  });

  it('counts later months from the start date, so a month end clamped in February does not drift', () => {
    // Start 31 October 2025: window ends 28 February; month 2 starts 31 March, month 3 on 30 April.
    expect(finesDue(monthlyPlan('2025-10-31'), '2026-04-30').map((f) => [f.monthStart, f.monthEnd])).toEqual([
      ['2026-02-28', '2026-03-31'],
      ['2026-03-31', '2026-04-30'],
      ['2026-04-30', '2026-05-31'],
    ]);
    expect(months('2025-10-31', '2026-03-30')).toEqual([1]);
    expect(months('2027-10-31', '2028-02-28')).toEqual([]);
    expect(months('2027-10-31', '2028-02-29')).toEqual([1]);
  });

  it('adds the fine as its own instalment on the first day of the month when no instalment is due in it', () => {
    const plan = monthlyPlan('2026-01-10');
    expect(lateFineActions(plan, '2026-06-12')).toEqual([
      { kind: 'instalment', monthIndex: 1, amountKobo: 1_000_000, instalment: { sequence: 5, dueDate: '2026-05-10', amountKobo: 1_000_000 } },
      { kind: 'instalment', monthIndex: 2, amountKobo: 1_000_000, instalment: { sequence: 6, dueDate: '2026-06-10', amountKobo: 1_000_000 } },
    ]);
  });

  it("spreads the fine over the month's unpaid instalments in whole naira, the first taking the remainder", () => {
    // A (longer) plan with instalments in the first month after the window: ₦10,000 over 3 unpaid ones.
    const inMonth = (id: string, sequence: number, dueDate: LocalDate, status: ScheduleState['status']): ScheduleState => ({ id, sequence, dueDate, amountKobo: naira(5_000), status });
    const instalments = [
      inMonth('a', 1, '2026-05-09', 'Overdue'), // before the month
      inMonth('b', 2, '2026-05-10', 'Pending'),
      inMonth('c', 3, '2026-05-17', 'Paid'),
      inMonth('d', 4, '2026-05-24', 'Overdue'),
      inMonth('e', 5, '2026-06-09', 'Pending'),
      inMonth('f', 6, '2026-06-10', 'Pending'), // next month
    ];
    expect(spreadFine({ monthIndex: 1, monthStart: '2026-05-10', monthEnd: '2026-06-10', amountKobo: LATE_FINE_KOBO }, instalments)).toEqual({
      kind: 'spread',
      monthIndex: 1,
      amountKobo: 1_000_000,
      adjustments: [
        { scheduleId: 'b', sequence: 2, addKobo: naira(3_334) },
        { scheduleId: 'd', sequence: 4, addKobo: naira(3_333) },
        { scheduleId: 'e', sequence: 5, addKobo: naira(3_333) },
      ],
    });
    expect(splitEvenly(7, 3)).toEqual([3, 2, 2]); // not whole naira: kobo parts
  });

  it('fines nothing for a paid, completed or cancelled plan; an unpaid fine keeps the plan late, a waived one does not', () => {
    expect(months('2026-01-10', '2026-09-01', monthlyPlan('2026-01-10', { amountPaidKobo: naira(40_000) }))).toEqual([]);
    expect(months('2026-01-10', '2026-09-01', monthlyPlan('2026-01-10', { status: 'Completed' }))).toEqual([]);
    expect(months('2026-01-10', '2026-09-01', monthlyPlan('2026-01-10', { status: 'Cancelled' }))).toEqual([]);
    const fined = { amountPaidKobo: naira(40_000), fines: [{ monthIndex: 1, amountKobo: LATE_FINE_KOBO }] };
    expect(months('2026-01-10', '2026-06-10', monthlyPlan('2026-01-10', fined))).toEqual([2]);
    expect(months('2026-01-10', '2026-06-10', monthlyPlan('2026-01-10', { ...fined, fines: [{ ...fined.fines[0], waived: true }] }))).toEqual([]);
    expect(months('2026-01-10', '2026-06-10', monthlyPlan('2026-01-10', { amountPaidKobo: naira(50_000), fines: fined.fines }))).toEqual([]);
  });

  it('warns from 14 days before the window closes: pay what remains by the day before', () => {
    const plan = monthlyPlan('2026-01-10');
    expect(fineWarning(plan, '2026-04-25')).toBeNull();
    expect(fineWarning(plan, '2026-04-26')).toEqual({
      windowEnd: '2026-05-10',
      monthIndex: 1,
      fineDate: '2026-05-10',
      payBy: '2026-05-09',
      fineKobo: 1_000_000,
      amountToAvoidKobo: naira(30_000),
      daysLeft: 14,
      capKobo: naira(40_000),
      capPercent: 100,
    });
    expect(fineWarning(plan, '2026-05-09')).toMatchObject({ daysLeft: 1, payBy: '2026-05-09' });
    expect(fineWarning(monthlyPlan('2026-01-10', { amountPaidKobo: naira(40_000) }), '2026-05-01')).toBeNull();
    // Leap year: start 29 October 2027, window ends 29 February 2028, warning from 15 February.
    expect(fineWarning(monthlyPlan('2027-10-29'), '2028-02-14')).toBeNull();
    expect(fineWarning(monthlyPlan('2027-10-29'), '2028-02-15')).toMatchObject({ fineDate: '2028-02-29', payBy: '2028-02-28', daysLeft: 14 });
  });

  it('after the window, warns of the next month’s fine, counting the fines already due in what to pay', () => {
    const plan = monthlyPlan('2026-01-10');
    expect(fineWarning(plan, '2026-05-26')).toBeNull();
    // Month 1's fine is due (the job may not have run yet): to avoid month 2's, pay the rest and it.
    expect(fineWarning(plan, '2026-05-27')).toMatchObject({ monthIndex: 2, fineDate: '2026-06-10', payBy: '2026-06-09', amountToAvoidKobo: naira(40_000) });
    const applied = applyActions(plan, lateFineActions(plan, '2026-05-10'));
    expect(fineWarning(applied, '2026-05-27')).toMatchObject({ monthIndex: 2, amountToAvoidKobo: naira(40_000) });
  });

  it('caps a plan at 25 % of its price in whole naira, rounded down', () => {
    expect(fineCapKobo(naira(9_000), 25)).toBe(naira(2_250));
    expect(fineCapKobo(naira(90_000), 25)).toBe(naira(22_500));
    expect(fineCapKobo(naira(9_001), 25)).toBe(naira(2_250)); // ₦2,250.25 → ₦2,250
    expect(fineCapKobo(naira(36_000), 0)).toBe(0);
    expect(() => fineCapKobo(naira(36_000), 101)).toThrow(RangeError);
    expect(() => fineCapKobo(naira(36_000), 2.5)).toThrow(RangeError);
  });

  it('a plan an admin started a year back and recorded today: no fine for months already over, one for the month under way, never above the cap', () => {
    // Start 10 January 2025, recorded 10 January 2026: months 1-8 (10 May 2025 to 9 January 2026) were over; month 9 starts today.
    const backdated = monthlyPlan('2025-01-10', { recordedOn: '2026-01-10', priceKobo: naira(9_000), amountPaidKobo: 0, capPercent: 25 });
    expect(finesDue(backdated, '2026-01-10')).toEqual([{ monthIndex: 9, monthStart: '2026-01-10', monthEnd: '2026-02-10', amountKobo: naira(2_250) }]);
    // Recorded a day later, month 9 is under way (not over): it is still fined; month 8 (over on the 9th) is not.
    expect(finesDue({ ...backdated, recordedOn: '2026-01-11' }, '2026-01-11').map((f) => f.monthIndex)).toEqual([9]);
    expect(finesDue({ ...backdated, recordedOn: '2026-01-09' }, '2026-01-11').map((f) => f.monthIndex)).toEqual([8]); // 8 first; the cap stops 9
    // Once the cap is reached nothing more is written, and no warning is shown.
    const fined = applyActions(backdated, lateFineActions(backdated, '2026-01-10'));
    expect(fined.fines).toEqual([{ monthIndex: 9, amountKobo: naira(2_250) }]);
    expect(finesDue(fined, '2026-09-01')).toEqual([]);
    expect(fineWarning(fined, '2026-01-30')).toBeNull();
    // Before the cap: the same plan with a ₦90,000 price is fined ₦10,000 a month from month 9, then what is left (₦2,500).
    const dear = { ...backdated, priceKobo: naira(90_000) };
    expect(finesDue(dear, '2026-03-10').map((f) => [f.monthIndex, f.amountKobo])).toEqual([
      [9, naira(10_000)],
      [10, naira(10_000)],
      [11, naira(2_500)],
    ]);
    expect(fineWarning(applyActions(dear, lateFineActions(dear, '2026-02-10')), '2026-02-27')).toMatchObject({ monthIndex: 11, fineKobo: naira(2_500), capKobo: naira(22_500), capPercent: 25 });
  });

  it('over-fined plans: whole fines over the cap are waived newest first; an admin waiver makes no room, the correction does', () => {
    const fines = [1, 2, 3, 4, 5, 6, 7, 8].map((monthIndex) => ({ monthIndex, amountKobo: LATE_FINE_KOBO }));
    const overFined = monthlyPlan('2025-01-10', { priceKobo: naira(9_000), capPercent: 25, fines });
    expect(finesOverCap(overFined)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]); // each ₦10,000 fine alone passes the ₦2,250 cap
    expect(finesOverCap({ ...overFined, priceKobo: naira(90_000) })).toEqual([8, 7, 6, 5, 4, 3]); // ₦20,000 left ≤ ₦22,500
    expect(finesOverCap({ ...overFined, priceKobo: naira(90_000), fines: fines.slice(0, 2) })).toEqual([]);
    // Waived by an admin already: not counted as owed, not waived again.
    expect(finesOverCap({ ...overFined, priceKobo: naira(90_000), fines: fines.slice(0, 3).map((f) => (f.monthIndex === 3 ? { ...f, waived: true } : f)) })).toEqual([]);

    // At its cap (₦10,000 + ₦10,000 + ₦2,500 on ₦90,000), an admin waives month 1: month 4 stays unfined.
    const atCap = monthlyPlan('2026-01-10', { priceKobo: naira(90_000), capPercent: 25, fines: [{ monthIndex: 1, amountKobo: LATE_FINE_KOBO, waived: true }, { monthIndex: 2, amountKobo: LATE_FINE_KOBO }, { monthIndex: 3, amountKobo: naira(2_500) }] });
    expect(capRoomKobo(atCap)).toBe(0);
    expect(finesDue(atCap, '2026-08-10')).toEqual([]);
    // Waived by the correction, its room is free again for a month not yet fined.
    const corrected = { ...atCap, fines: atCap.fines.map((f) => (f.monthIndex === 1 ? { ...f, overCap: true } : f)) };
    expect(finesDue(corrected, '2026-08-10').map((f) => [f.monthIndex, f.amountKobo])).toEqual([[4, naira(10_000)]]);
  });
});

// ---- properties ----

const dateArb = fc
  .record({ y: fc.integer({ min: 2024, max: 2032 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(Math.min(d, daysInMonth(y, m))).padStart(2, '0')}`);

/** A real schedule (schedule.ts), some of it paid, some credit on the next instalment. */
const planArb = fc
  .record({
    startDate: dateArb,
    frequency: fc.constantFrom(...PaymentFrequencies),
    durationMonths: fc.integer({ min: 1, max: 4 }),
    priceNaira: fc.integer({ min: 120, max: 500_000 }),
    paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
    creditShare: fc.double({ min: 0, max: 0.99, noNaN: true }),
    fullyPaid: fc.boolean(),
    status: fc.constantFrom('Active', 'Active', 'Active', 'AwaitingFirstPayment', 'Completed', 'Cancelled') as fc.Arbitrary<LateFinePlan['status']>,
    // Recorded up to a month before its start (a plan starting later) or up to 400 days after (an admin backdating it).
    recordedAfterDays: fc.oneof(fc.constant(0), fc.integer({ min: -30, max: 400 })),
    capPercent: fc.oneof(fc.constant(25), fc.constant(100), fc.integer({ min: 0, max: 100 })),
  })
  .map((r): LateFinePlan => {
    const check = buildSchedule({ priceKobo: naira(r.priceNaira), frequency: r.frequency, durationMonths: r.durationMonths, startDate: r.startDate });
    if (!check.ok) throw new Error(JSON.stringify(check.problems));
    const n = check.instalments.length;
    const paid = r.fullyPaid ? n : Math.min(n - 1, Math.floor(r.paidShare * n));
    const instalments: ScheduleState[] = check.instalments.map((i, idx) => ({ ...i, id: `s${i.sequence}`, status: idx < paid ? 'Paid' : 'Pending' }));
    const paidKobo = instalments.slice(0, paid).reduce((s, i) => s + i.amountKobo, 0);
    const credit = paid < n ? Math.floor(r.creditShare * instalments[paid].amountKobo) : 0;
    return {
      status: r.status,
      startDate: r.startDate,
      priceKobo: naira(r.priceNaira),
      amountPaidKobo: paidKobo + credit,
      instalments,
      fines: [],
      recordedOn: addDays(r.startDate, r.recordedAfterDays),
      capPercent: r.capPercent,
    };
  });

const isLate = (p: LateFinePlan) => (p.status === 'Active' || p.status === 'AwaitingFirstPayment') && p.amountPaidKobo < p.priceKobo;
/** A day from the plan's start (or from when it was recorded, if later): the job never runs on a plan before it exists. */
const todayArb = (plan: LateFinePlan) => fc.integer({ min: 0, max: 500 }).map((d) => addDays(plan.recordedOn > plan.startDate ? plan.recordedOn : plan.startDate, d));
const capOf = (p: LateFinePlan) => fineCapKobo(p.priceKobo, p.capPercent);
const owedFines = (p: LateFinePlan) => p.fines.filter((f) => !f.waived).reduce((s, f) => s + f.amountKobo, 0);
/** The months the rule fines as of today, before the cap: started by today, not over when recorded. */
function fineableMonths(plan: LateFinePlan, today: LocalDate): number[] {
  const out: number[] = [];
  for (let k = 1; fineMonthStart(plan.startDate, k) <= today; k++) if (fineMonthStart(plan.startDate, k + 1) > plan.recordedOn) out.push(k);
  return out;
}
const planAndDay = planArb.chain((plan) => fc.tuple(fc.constant(plan), todayArb(plan)));
const runs = { numRuns: 300, seed: 20260510 };

describe('late fines: properties', () => {
  it('no fine for a fully paid or closed plan, and none before the window closes', () => {
    fc.assert(
      fc.property(planAndDay, ([plan, today]) => {
        if (!isLate(plan)) {
          expect(finesDue(plan, today)).toEqual([]);
          expect(fineWarning(plan, today)).toBeNull();
        }
        if (today < fineWindowEnd(plan.startDate)) expect(finesDue(plan, today)).toEqual([]);
      }),
      runs,
    );
  });

  it('a late plan owes one ₦10,000 fine per month or part of one since the window closed, months back to back', () => {
    fc.assert(
      // The rule before the cap and backdating: recorded on its start, fines capped at the price, a price no month count reaches.
      fc.property(planAndDay, ([arb, today]) => {
        const plan = { ...arb, recordedOn: arb.startDate, capPercent: 100, priceKobo: Math.max(arb.priceKobo, naira(1_000_000)) };
        fc.pre(isLate(plan));
        const due = finesDue(plan, today);
        const windowEnd = fineWindowEnd(plan.startDate);
        if (today < windowEnd) return expect(due).toEqual([]);
        expect(due.map((f) => f.monthIndex)).toEqual(due.map((_, i) => i + 1));
        expect(due[0].monthStart).toBe(windowEnd);
        due.forEach((f, i) => {
          expect(f.amountKobo).toBe(1_000_000);
          expect(daysBetween(f.monthStart, f.monthEnd)).toBeGreaterThanOrEqual(28);
          expect(daysBetween(f.monthStart, f.monthEnd)).toBeLessThanOrEqual(31);
          if (i > 0) expect(f.monthStart).toBe(due[i - 1].monthEnd);
        });
        // The last month is the one today falls in: a part of a month counts as a month.
        expect(due[due.length - 1].monthStart <= today && today < due[due.length - 1].monthEnd).toBe(true);
        // The day before, one fine fewer exactly when today starts a month.
        const before = finesDue(plan, addDays(today, -1)).length;
        expect(due.length - before).toBe(today === due[due.length - 1].monthStart ? 1 : 0);
      }),
      runs,
    );
  });

  it('at most one fine per plan and month: applying what is due, then asking again (same or later days), adds nothing twice', () => {
    fc.assert(
      fc.property(planAndDay, fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 6 }), ([plan, today], steps) => {
        let p = applyActions(plan, lateFineActions(plan, today));
        expect(finesDue(p, today)).toEqual([]);
        let day = today;
        for (const step of steps) {
          day = addDays(day, step);
          p = applyActions(p, lateFineActions(p, day));
          expect(finesDue(p, day)).toEqual([]);
        }
        const monthsFined = p.fines.map((f) => f.monthIndex);
        expect(new Set(monthsFined).size).toBe(monthsFined.length);
        // The schedule carries the price plus every fine exactly; the fines never pass the cap.
        const scheduled = p.instalments.reduce((s, i) => s + i.amountKobo, 0);
        expect(scheduled).toBe(plan.priceKobo + owedFines(p));
        expect(owedFines(p)).toBeLessThanOrEqual(capOf(plan));
      }),
      runs,
    );
  });

  it('a spread fine is whole, non-negative parts that sum exactly to it, only on unpaid instalments due in its month', () => {
    const statusArb = fc.constantFrom('Paid', 'Pending', 'Overdue') as fc.Arbitrary<ScheduleState['status']>;
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.array(fc.record({ offset: fc.integer({ min: -20, max: 50 }), status: statusArb, amount: fc.integer({ min: 1, max: 10_000_000 }) }), { maxLength: 40 }),
        (monthStart, fineKobo, rows) => {
          const monthEnd = addMonths(monthStart, 1);
          const instalments = rows.map((r, i): ScheduleState => ({ id: `i${i}`, sequence: i + 1, dueDate: addDays(monthStart, r.offset), amountKobo: r.amount, status: r.status }));
          const action = spreadFine({ monthIndex: 1, monthStart, monthEnd, amountKobo: fineKobo }, instalments);
          const eligible = instalments.filter((s) => s.status !== 'Paid' && s.dueDate >= monthStart && s.dueDate < monthEnd);
          if (eligible.length === 0) {
            expect(action).toEqual({ kind: 'instalment', monthIndex: 1, amountKobo: fineKobo, instalment: { sequence: rows.length + 1, dueDate: monthStart, amountKobo: fineKobo } });
            return;
          }
          if (action.kind !== 'spread') throw new Error('expected a spread');
          const parts = action.adjustments.map((a) => a.addKobo);
          expect(parts.every((x) => Number.isSafeInteger(x) && x > 0)).toBe(true);
          expect(parts.reduce((s, x) => s + x, 0)).toBe(fineKobo);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(100);
          expect(action.adjustments.every((a) => eligible.some((s) => s.id === a.scheduleId))).toBe(true);
          expect(action.adjustments.length).toBe(Math.min(eligible.length, fineKobo));
        },
      ),
      runs,
    );
  });

  it('splitEvenly: integer parts, never negative, summing exactly, largest first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 500 }), (total, count) => {
        const parts = splitEvenly(total, count);
        expect(parts).toHaveLength(count);
        expect(parts.every((x) => Number.isSafeInteger(x) && x >= 0)).toBe(true);
        expect(parts.reduce((s, x) => s + x, 0)).toBe(total);
        expect([...parts].sort((a, b) => b - a)).toEqual(parts);
      }),
      runs,
    );
  });

  it('warns exactly from 14 days before the window closes, with what remains to pay and the cap, in whole kobo', () => {
    fc.assert(
      fc.property(planArb, fc.integer({ min: 1, max: 60 }), (arb, daysBefore) => {
        const plan = { ...arb, recordedOn: arb.startDate };
        const windowEnd = fineWindowEnd(plan.startDate);
        const today = addDays(windowEnd, -daysBefore);
        const warning = fineWarning(plan, today);
        if (!isLate(plan) || daysBefore > 14 || capOf(plan) === 0) return expect(warning).toBeNull();
        expect(warning).toEqual({
          windowEnd,
          monthIndex: 1,
          fineDate: windowEnd,
          payBy: addDays(windowEnd, -1),
          fineKobo: Math.min(LATE_FINE_KOBO, capOf(plan)),
          amountToAvoidKobo: plan.priceKobo - plan.amountPaidKobo,
          daysLeft: daysBefore,
          capKobo: capOf(plan),
          capPercent: plan.capPercent,
        });
        expect(Number.isSafeInteger(warning!.amountToAvoidKobo) && warning!.amountToAvoidKobo > 0).toBe(true);
      }),
      runs,
    );
  });

  it('paying what the warning says by its date avoids the fine', () => {
    fc.assert(
      fc.property(planAndDay, ([plan, today]) => {
        const warning = fineWarning(plan, today);
        if (!warning) return;
        const p = applyActions(plan, lateFineActions(plan, today));
        const paid = { ...p, amountPaidKobo: p.amountPaidKobo + warning.amountToAvoidKobo };
        expect(finesDue(paid, warning.fineDate)).toEqual([]);
        expect(finesDue(p, warning.fineDate).map((f) => f.monthStart)).toContain(warning.fineDate);
      }),
      runs,
    );
  });

  it('never above the cap, never for a month over when the plan was recorded, and the correction is the fewest whole fines', () => {
    const waivedArb = fc.array(fc.boolean(), { maxLength: 20 });
    fc.assert(
      fc.property(planAndDay, fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 4 }), waivedArb, ([plan, today], steps, adminWaives) => {
        let p = applyActions(plan, lateFineActions(plan, today));
        let day = today;
        for (const step of steps) {
          day = addDays(day, step);
          // Now and then an admin waives a fine: it must not make room for another.
          p = { ...p, fines: p.fines.map((f, i) => (adminWaives[i] ? { ...f, waived: true } : f)) };
          p = applyActions(p, lateFineActions(p, day));
          expect(owedFines(p) + p.fines.filter((f) => f.waived && !f.overCap).reduce((s, f) => s + f.amountKobo, 0)).toBeLessThanOrEqual(capOf(p));
        }
        for (const f of p.fines) expect(fineMonthStart(p.startDate, f.monthIndex + 1) > p.recordedOn).toBe(true);
        expect(p.fines.every((f) => f.amountKobo > 0 && f.amountKobo <= LATE_FINE_KOBO)).toBe(true);
        expect(new Set(p.fines.map((f) => f.monthIndex)).size).toBe(p.fines.length);
        // What is fined is what the rule allows, in month order, up to the cap.
        expect(p.fines.every((f) => fineableMonths(p, day).includes(f.monthIndex))).toBe(true);
        expect(finesOverCap(p)).toEqual([]);
      }),
      runs,
    );
  });

  it('an over-fined plan (₦10,000 every month, no cap) is brought within its cap by waiving the newest whole fines, once', () => {
    fc.assert(
      fc.property(planAndDay, ([arb, today]) => {
        const uncapped = { ...arb, recordedOn: arb.startDate, capPercent: 100, priceKobo: Math.max(arb.priceKobo, naira(1_000_000)) };
        const fined = applyActions(uncapped, lateFineActions(uncapped, today));
        const plan = { ...fined, priceKobo: arb.priceKobo, capPercent: arb.capPercent };
        const waive = finesOverCap(plan);
        expect(waive).toEqual([...waive].sort((a, b) => b - a)); // newest first
        const after = { ...plan, fines: plan.fines.map((f) => (waive.includes(f.monthIndex) ? { ...f, waived: true, overCap: true } : f)) };
        expect(owedFines(after)).toBeLessThanOrEqual(capOf(plan));
        if (waive.length) {
          // The fewest: keeping the last one waived would leave the plan over its cap.
          const oneFewer = plan.fines.filter((f) => !waive.slice(0, -1).includes(f.monthIndex));
          expect(oneFewer.reduce((s, f) => s + f.amountKobo, 0)).toBeGreaterThan(capOf(plan));
        }
        expect(finesOverCap(after)).toEqual([]); // a second correction changes nothing
        const next = applyActions(after, lateFineActions(after, addDays(today, 40)));
        expect(owedFines(next)).toBeLessThanOrEqual(capOf(plan));
      }),
      runs,
    );
  });
});
