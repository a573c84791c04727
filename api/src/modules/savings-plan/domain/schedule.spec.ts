import { seeded } from '../../../../test/support/seeded';
import { daysBetween } from '../../../common/time';
import { buildSchedule, instalmentCount, PaymentFrequencies, splitWholeNaira, type Instalment, type PaymentFrequency } from './schedule';

const naira = (n: number) => n * 100;

function expectOk(check: ReturnType<typeof buildSchedule>): Instalment[] {
  if (!check.ok) throw new Error(JSON.stringify(check.problems));
  return check.instalments;
}

describe('schedule examples', () => {
  it('splits ₦100,000 over 3 months as 33,333 + 33,333 + 33,334, due monthly from the start', () => {
    expect(expectOk(buildSchedule({ priceKobo: naira(100_000), frequency: 'monthly', durationMonths: 3, startDate: '2026-11-22' }))).toEqual([
      { sequence: 1, dueDate: '2026-11-22', amountKobo: naira(33_333) },
      { sequence: 2, dueDate: '2026-12-22', amountKobo: naira(33_333) },
      { sequence: 3, dueDate: '2027-01-22', amountKobo: naira(33_334) },
    ]);
  });

  it('keeps month ends: 31 January, then the last day of February, then 31 March', () => {
    const dates = (start: string) => expectOk(buildSchedule({ priceKobo: naira(40_000), frequency: 'monthly', durationMonths: 4, startDate: start })).map((i) => i.dueDate);
    expect(dates('2026-01-31')).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(dates('2028-01-31')).toEqual(['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30']);
    expect(dates('2028-02-29')).toEqual(['2028-02-29', '2028-03-29', '2028-04-29', '2028-05-29']);
  });

  it('has 4 weekly and 30 daily instalments per month', () => {
    expect(instalmentCount('monthly', 3)).toBe(3);
    expect(instalmentCount('weekly', 3)).toBe(12);
    expect(instalmentCount('daily', 4)).toBe(120);
    const daily = expectOk(buildSchedule({ priceKobo: naira(45_000), frequency: 'daily', durationMonths: 1, startDate: '2026-12-20' }));
    expect(daily.map((i) => i.amountKobo)).toEqual(Array(30).fill(naira(1_500)));
    expect([daily[0].dueDate, daily[12].dueDate, daily[29].dueDate]).toEqual(['2026-12-20', '2027-01-01', '2027-01-18']);
  });

  it('refuses a price too small for every instalment to be at least ₦1, and bad input, naming the field', () => {
    expect(buildSchedule({ priceKobo: naira(119), frequency: 'daily', durationMonths: 4, startDate: '2026-11-22' })).toEqual({
      ok: false,
      problems: [{ field: 'frequency', message: "This pack's price is too low for 120 daily instalments; choose a less frequent schedule" }],
    });
    expect(buildSchedule({ priceKobo: 150, frequency: 'yearly', durationMonths: 5, startDate: '2026-02-30' })).toMatchObject({
      ok: false,
      problems: [{ field: 'frequency' }, { field: 'durationMonths' }, { field: 'startDate' }, { field: 'priceKobo' }],
    });
  });
});

describe('schedule properties', () => {
  const rnd = seeded(20261122);
  const fixedStarts = ['2026-01-31', '2026-02-28', '2028-02-29', '2027-12-31', '2026-03-31', '2026-08-31', '2024-01-30', '2026-11-22'];
  const randomDate = () => {
    const y = rnd.int(2024, 2032);
    const m = rnd.int(1, 12);
    const d = rnd.int(1, new Date(Date.UTC(y, m, 0)).getUTCDate());
    return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  };

  type Case = { priceNaira: number; frequency: PaymentFrequency; durationMonths: number; startDate: string };
  const cases: Case[] = [];
  for (const frequency of PaymentFrequencies) {
    for (let durationMonths = 1; durationMonths <= 4; durationMonths++) {
      const count = instalmentCount(frequency, durationMonths);
      // The smallest prices, prices one short of and one past a multiple, and random ones up to ₦100m.
      const prices = [count, count + 1, 2 * count - 1, 2 * count + 1, 10 * count + count - 1];
      for (let i = 0; i < 40; i++) prices.push(rnd.int(count, i < 20 ? 500_000 : 100_000_000));
      for (const [i, priceNaira] of prices.entries()) {
        cases.push({ priceNaira, frequency, durationMonths, startDate: i < fixedStarts.length ? fixedStarts[i] : randomDate() });
      }
    }
  }

  it(`holds for ${cases.length} generated plans: count, exact whole-naira sum, remainder on the last, and dates`, () => {
    // Violations are gathered in plain code and asserted once: a quarter of a million expect() calls take seconds.
    const violations: string[] = [];
    const check = (ok: boolean, c: Case, what: string) => void (ok || violations.push(`${what}: ${JSON.stringify(c)}`));
    for (const c of cases) {
      const count = instalmentCount(c.frequency, c.durationMonths);
      const list = expectOk(buildSchedule({ priceKobo: naira(c.priceNaira), frequency: c.frequency, durationMonths: c.durationMonths, startDate: c.startDate }));

      check(list.length === count, c, `count ${list.length}`);
      check(list.reduce((s, i) => s + i.amountKobo, 0) === naira(c.priceNaira), c, 'sum');
      const base = Math.floor(c.priceNaira / count);
      for (const [k, inst] of list.entries()) {
        check(inst.sequence === k + 1, c, `sequence ${k}`);
        check(inst.amountKobo % 100 === 0 && inst.amountKobo >= naira(1), c, `whole naira, at least ₦1, at ${k}`);
        if (k < count - 1) check(inst.amountKobo === naira(base), c, `equal instalment at ${k}`);
      }
      const extra = list[count - 1].amountKobo / 100 - base;
      check(extra >= 0 && extra < count, c, `remainder ${extra} on the last`);

      check(list[0].dueDate === c.startDate, c, 'first due on the start date');
      const [sy, sm, sd] = c.startDate.split('-').map(Number);
      for (let k = 1; k < count; k++) {
        const step = daysBetween(list[k - 1].dueDate, list[k].dueDate);
        if (c.frequency === 'daily') check(step === 1, c, `daily step at ${k}`);
        if (c.frequency === 'weekly') check(step === 7, c, `weekly step at ${k}`);
        if (c.frequency === 'monthly') {
          // Calendar month k after the start, on the start's day or the month's last day.
          const [y, m, d] = list[k].dueDate.split('-').map(Number);
          const index = sy * 12 + (sm - 1) + k;
          check(y === Math.floor(index / 12) && m === (index % 12) + 1, c, `month ${k} is ${list[k].dueDate}`);
          check(d === Math.min(sd, new Date(Date.UTC(y, m, 0)).getUTCDate()), c, `day of month ${k} is ${list[k].dueDate}`);
        }
      }
    }
    expect(violations.slice(0, 10)).toEqual([]);
  });

  it('refuses every price below one naira per instalment', () => {
    for (const frequency of PaymentFrequencies) {
      for (let durationMonths = 1; durationMonths <= 4; durationMonths++) {
        const count = instalmentCount(frequency, durationMonths);
        for (const priceNaira of [1, Math.max(1, count - 1)].filter((p) => p < count)) {
          expect(buildSchedule({ priceKobo: naira(priceNaira), frequency, durationMonths, startDate: '2026-11-22' }).ok).toBe(false);
        }
      }
    }
  });

  it('splitWholeNaira refuses kobo and impossible splits', () => {
    expect(() => splitWholeNaira(150, 1)).toThrow(RangeError);
    expect(() => splitWholeNaira(naira(2), 3)).toThrow(RangeError);
    expect(splitWholeNaira(naira(1), 1)).toEqual([naira(1)]);
  });
});
