import { seeded } from '../../../../test/support/seeded';
import { applyPayment, creditKobo, nextDue, statusOn, type PlanMoneyState, type ScheduleState } from './apply-payment';
import { buildSchedule, instalmentCount, PaymentFrequencies } from './schedule';

const naira = (n: number) => n * 100;

function plan(priceNaira: number, amounts: number[], extra: Partial<PlanMoneyState> = {}): PlanMoneyState {
  return {
    status: 'Active',
    cancelReason: null,
    priceKobo: naira(priceNaira),
    amountPaidKobo: 0,
    schedules: amounts.map((a, i) => ({ id: `s${i + 1}`, sequence: i + 1, dueDate: `2026-1${i}-01`, amountKobo: naira(a), status: 'Pending' as const })),
    ...extra,
  };
}

function paid(p: PlanMoneyState, ids: string[], amountPaidNaira: number): PlanMoneyState {
  return { ...p, amountPaidKobo: naira(amountPaidNaira), schedules: p.schedules.map((s) => (ids.includes(s.id) ? { ...s, status: 'Paid' as const } : s)) };
}

describe('applying a verified payment', () => {
  const three = plan(1_000, [333, 333, 334], { status: 'AwaitingFirstPayment' });

  it('pays the schedule it was issued for and activates a new plan', () => {
    expect(applyPayment(three, { amountKobo: naira(333), issuedForScheduleId: 's1' })).toEqual({
      events: ['firstPayment'],
      status: 'Active',
      amountPaidKobo: naira(333),
      appliedKobo: naira(333),
      overpaymentKobo: 0,
      paidScheduleIds: ['s1'],
      scheduleId: 's1',
    });
  });

  it('pays the next unpaid schedule when the one it was issued for is already paid', () => {
    const afterFirst = paid({ ...three, status: 'Active' }, ['s1'], 333);
    expect(applyPayment(afterFirst, { amountKobo: naira(333), issuedForScheduleId: 's1' })).toMatchObject({
      status: 'Active',
      amountPaidKobo: naira(666),
      paidScheduleIds: ['s2'],
      scheduleId: 's2',
    });
  });

  it('keeps money that does not cover a whole schedule as credit, and the next payment costs less', () => {
    const twoPaid = paid({ ...three, status: 'Active' }, ['s1', 's2'], 666);
    const early = applyPayment(paid(twoPaid, [], 666), { amountKobo: naira(100), issuedForScheduleId: 's3' });
    expect(early).toMatchObject({ amountPaidKobo: naira(766), paidScheduleIds: [], scheduleId: 's3', status: 'Active' });
    const after = paid(twoPaid, [], 766);
    expect(creditKobo(after)).toBe(naira(100));
    expect(nextDue(after, '2026-01-01')).toMatchObject({ scheduleId: 's3', amountDueKobo: naira(234) });
  });

  it('completes the plan when the total is reached, paying every schedule left, and records the overpayment', () => {
    const twoPaid = paid({ ...three, status: 'Active' }, ['s1', 's2'], 666);
    expect(applyPayment(twoPaid, { amountKobo: naira(500), issuedForScheduleId: 's3' })).toEqual({
      events: ['instalmentPayment', 'paidInFull'],
      status: 'Completed',
      amountPaidKobo: naira(1_000),
      appliedKobo: naira(334),
      overpaymentKobo: naira(166),
      paidScheduleIds: ['s3'],
      scheduleId: 's3',
    });
  });

  it('records a payment to a completed plan, or one cancelled by someone, as wholly overpaid', () => {
    const done = paid({ ...three, status: 'Completed' }, ['s1', 's2', 's3'], 1_000);
    expect(applyPayment(done, { amountKobo: naira(333), issuedForScheduleId: 's1' })).toMatchObject({
      events: [],
      status: 'Completed',
      appliedKobo: 0,
      overpaymentKobo: naira(333),
      paidScheduleIds: [],
    });
    expect(applyPayment({ ...three, status: 'Cancelled', cancelReason: 'cancelled' }, { amountKobo: naira(333), issuedForScheduleId: 's1' }).events).toEqual([]);
  });

  it('brings back a plan discarded unpaid when its first payment arrives late', () => {
    const discarded = { ...three, status: 'Cancelled' as const, cancelReason: 'unpaid' as const };
    expect(applyPayment(discarded, { amountKobo: naira(333), issuedForScheduleId: 's1' })).toMatchObject({ events: ['paymentAfterDiscard'], status: 'Active' });
    const single = plan(500, [500], { status: 'Cancelled', cancelReason: 'unpaid' });
    expect(applyPayment(single, { amountKobo: naira(500), issuedForScheduleId: 's1' })).toMatchObject({
      events: ['paymentAfterDiscard', 'paidInFull'],
      status: 'Completed',
    });
  });

  it('a one-instalment plan goes from awaiting straight to completed', () => {
    expect(applyPayment(plan(45_000, [45_000], { status: 'AwaitingFirstPayment' }), { amountKobo: naira(45_000), issuedForScheduleId: 's1' })).toMatchObject({
      events: ['firstPayment', 'paidInFull'],
      status: 'Completed',
    });
  });

  it('shows an unpaid schedule past its due date as Overdue', () => {
    expect(statusOn({ status: 'Pending', dueDate: '2026-11-21' }, '2026-11-22')).toBe('Overdue');
    expect(statusOn({ status: 'Pending', dueDate: '2026-11-22' }, '2026-11-22')).toBe('Pending');
    expect(statusOn({ status: 'Paid', dueDate: '2026-11-01' }, '2026-11-22')).toBe('Paid');
  });
});

describe('payment properties: money is never lost, never counted twice', () => {
  it('holds over random plans paid by random mixes of instalments, duplicates, part and over payments', () => {
    const rnd = seeded(777);
    const violations: string[] = [];
    let runs = 0;
    for (let n = 0; n < 400; n++) {
      const frequency = rnd.pick(PaymentFrequencies);
      const durationMonths = rnd.int(1, 4);
      const count = instalmentCount(frequency, durationMonths);
      const priceNaira = rnd.int(count, n % 2 ? 2_000 : 400_000);
      const built = buildSchedule({ priceKobo: naira(priceNaira), frequency, durationMonths, startDate: '2026-01-31' });
      if (!built.ok) throw new Error('schedule');
      let state: PlanMoneyState = {
        status: 'AwaitingFirstPayment',
        cancelReason: null,
        priceKobo: naira(priceNaira),
        amountPaidKobo: 0,
        schedules: built.instalments.map((i): ScheduleState => ({ id: `s${i.sequence}`, sequence: i.sequence, dueDate: i.dueDate, amountKobo: i.amountKobo, status: 'Pending' })),
      };
      let received = 0;
      let overpaid = 0;
      const check = (ok: boolean, what: string) => void (ok || violations.push(`plan ${n} (${frequency}, ${durationMonths} months, ₦${priceNaira}): ${what}`));
      for (let step = 0; step < count + 5 && state.status !== 'Completed'; step++) {
        const due = nextDue(state, '2026-01-31')!;
        const kind = rnd.int(1, 10);
        // Mostly what the server issues; sometimes a duplicate for a paid schedule, a part payment or too much.
        const paidOne = state.schedules.find((s) => s.status === 'Paid');
        const issuedFor = kind === 1 && paidOne ? paidOne.id : due.scheduleId;
        const amountKobo = kind === 2 ? naira(rnd.int(1, Math.max(1, due.amountDueKobo / 100))) : kind === 3 ? due.amountDueKobo + naira(rnd.int(1, 5_000)) : due.amountDueKobo;
        if (amountKobo <= 0) continue;
        const before = state;
        const r = applyPayment(state, { amountKobo, issuedForScheduleId: issuedFor });
        received += amountKobo;
        overpaid += r.overpaymentKobo;
        check(r.appliedKobo + r.overpaymentKobo === amountKobo, 'applied + overpaid = paid');
        check(r.amountPaidKobo === before.amountPaidKobo + r.appliedKobo, 'the plan grows by what was applied');
        check(new Set(r.paidScheduleIds).size === r.paidScheduleIds.length, 'no schedule paid twice by one payment');
        check(r.paidScheduleIds.every((id) => before.schedules.find((s) => s.id === id)!.status !== 'Paid'), 'only unpaid schedules are paid');
        state = {
          ...state,
          status: r.status,
          amountPaidKobo: r.amountPaidKobo,
          schedules: state.schedules.map((s) => (r.paidScheduleIds.includes(s.id) ? { ...s, status: 'Paid' } : s)),
        };
        const paidSum = state.schedules.filter((s) => s.status === 'Paid').reduce((a, s) => a + s.amountKobo, 0);
        check(paidSum <= state.amountPaidKobo, 'paid schedules are covered by money paid');
        check(state.amountPaidKobo <= state.priceKobo, 'never more than the price in the plan');
        check(state.amountPaidKobo + overpaid === received, 'every kobo received is in the plan or overpaid');
        const next = nextDue(state, '2026-01-31');
        if (next) check(creditKobo(state) < state.schedules.find((s) => s.id === next.scheduleId)!.amountKobo, 'credit never covers the next unpaid schedule');
        check(state.status === (state.amountPaidKobo >= state.priceKobo ? 'Completed' : 'Active'), `status ${state.status}`);
        if (state.status === 'Completed') check(state.schedules.every((s) => s.status === 'Paid'), 'a completed plan has every schedule paid');
        runs++;
      }
    }
    expect(violations.slice(0, 10)).toEqual([]);
    expect(runs).toBeGreaterThan(2_000);
  });
});

describe('late fines in the money: the plan owes its price plus the fines not waived', () => {
  // ₦40,000 in 4 × ₦10,000, three paid; a ₦10,000 fine added as an instalment of its own.
  const fined = (): PlanMoneyState => {
    const p = paid(plan(40_000, [10_000, 10_000, 10_000, 10_000, 10_000]), ['s1', 's2', 's3'], 30_000);
    return { ...p, finesKobo: naira(10_000) };
  };

  it('takes the fine: paying the price alone no longer completes the plan, paying the fine too does', () => {
    const priceOnly = applyPayment(fined(), { amountKobo: naira(10_000), issuedForScheduleId: 's4' });
    expect(priceOnly).toMatchObject({ events: ['instalmentPayment'], status: 'Active', amountPaidKobo: naira(40_000), appliedKobo: naira(10_000), overpaymentKobo: 0, paidScheduleIds: ['s4'] });
    const afterPrice = paid({ ...fined() }, ['s4'], 40_000);
    expect(applyPayment(afterPrice, { amountKobo: naira(12_000), issuedForScheduleId: 's5' })).toEqual({
      events: ['instalmentPayment', 'paidInFull'],
      status: 'Completed',
      amountPaidKobo: naira(50_000),
      appliedKobo: naira(10_000),
      overpaymentKobo: naira(2_000),
      paidScheduleIds: ['s5'],
      scheduleId: 's5',
    });
  });

  it('pays price and fine in one payment, and without fines the price is still the cap', () => {
    expect(applyPayment(fined(), { amountKobo: naira(20_000), issuedForScheduleId: 's4' })).toMatchObject({ status: 'Completed', amountPaidKobo: naira(50_000), paidScheduleIds: ['s4', 's5'] });
    const noFine = { ...fined(), finesKobo: 0, schedules: fined().schedules.slice(0, 4) };
    expect(applyPayment(noFine, { amountKobo: naira(20_000), issuedForScheduleId: 's4' })).toMatchObject({ status: 'Completed', amountPaidKobo: naira(40_000), overpaymentKobo: naira(10_000) });
  });

  it('holds over random plans fined at random moments (spread or as an instalment): never above, completes exactly at, price + fines', () => {
    const rnd = seeded(4242);
    const violations: string[] = [];
    for (let n = 0; n < 300; n++) {
      const count = rnd.int(1, 12);
      const priceNaira = rnd.int(count, 300_000);
      const built = buildSchedule({ priceKobo: naira(priceNaira), frequency: count > 4 ? 'weekly' : 'monthly', durationMonths: count > 4 ? 3 : count, startDate: '2026-01-31' });
      if (!built.ok) throw new Error('schedule');
      let state: PlanMoneyState = {
        status: 'Active',
        cancelReason: null,
        priceKobo: naira(priceNaira),
        finesKobo: 0,
        amountPaidKobo: 0,
        schedules: built.instalments.map((i): ScheduleState => ({ id: `s${i.sequence}`, sequence: i.sequence, dueDate: i.dueDate, amountKobo: i.amountKobo, status: 'Pending' })),
      };
      const check = (ok: boolean, what: string) => void (ok || violations.push(`plan ${n}: ${what}`));
      for (let step = 0; step < 40 && state.status !== 'Completed'; step++) {
        if (rnd.int(1, 4) === 1) {
          // A fine: spread over the unpaid schedules (whole parts, first ones take the rest) or a new instalment.
          const fine = naira(10_000);
          const unpaid = state.schedules.filter((s) => s.status !== 'Paid');
          const spread = unpaid.length > 0 && rnd.int(0, 1) === 1;
          const schedules = spread
            ? state.schedules.map((s) => {
                const i = unpaid.findIndex((u) => u.id === s.id);
                return i < 0 ? s : { ...s, amountKobo: s.amountKobo + Math.floor(fine / unpaid.length) + (i < fine % unpaid.length ? 1 : 0) };
              })
            : [...state.schedules, { id: `f${step}`, sequence: state.schedules.length + 1, dueDate: '2026-06-01', amountKobo: fine, status: 'Pending' as const }];
          state = { ...state, finesKobo: state.finesKobo! + fine, schedules };
        }
        const due = nextDue(state, '2026-01-31')!;
        const amountKobo = rnd.int(1, 3) === 1 ? naira(rnd.int(1, 20_000)) : due.amountDueKobo;
        if (amountKobo <= 0) continue;
        const r = applyPayment(state, { amountKobo, issuedForScheduleId: due.scheduleId });
        state = { ...state, status: r.status, amountPaidKobo: r.amountPaidKobo, schedules: state.schedules.map((s) => (r.paidScheduleIds.includes(s.id) ? { ...s, status: 'Paid' } : s)) };
        const total = state.priceKobo + state.finesKobo!;
        check(state.schedules.reduce((a, s) => a + s.amountKobo, 0) === total, 'schedules sum to price + fines');
        check(state.amountPaidKobo <= total, 'never more than price + fines in the plan');
        check(state.status === (state.amountPaidKobo >= total ? 'Completed' : 'Active'), `status ${state.status} at ${state.amountPaidKobo} of ${total}`);
        if (state.status === 'Completed') check(state.schedules.every((s) => s.status === 'Paid'), 'a completed plan has every schedule paid');
      }
    }
    expect(violations.slice(0, 10)).toEqual([]);
  });
});
