import { seeded } from '../../../../test/support/seeded';
import { addDays, dayOfWeek, daysBetween } from '../../../common/time';
import { addWorkingDays, deliveryWindow, isWorkingDay } from './delivery';
import { OUTSIDE_LAGOS_MESSAGE } from './lagos-address';
import { chooseFulfilment, preferenceProblem, progressPercent } from './plan-rules';

describe('delivery 3 to 5 working days after the last payment', () => {
  it('skips weekends', () => {
    expect(deliveryWindow('2026-11-23')).toEqual({ from: '2026-11-26', to: '2026-11-30' }); // Monday → Thursday to Monday
    expect(deliveryWindow('2026-11-27')).toEqual({ from: '2026-12-02', to: '2026-12-04' }); // Friday → Wednesday to Friday
    expect(deliveryWindow('2026-11-28')).toEqual({ from: '2026-12-02', to: '2026-12-04' }); // paid on a Saturday
  });

  it('skips public holidays when given', () => {
    const holidays = new Set(['2026-12-25', '2026-12-28', '2027-01-01']);
    // Thursday 24 December: Friday 25 and Monday 28 are holidays → Tue 29, Wed 30, Thu 31; Fri 1 January is one too → Mon 4, Tue 5.
    expect(deliveryWindow('2026-12-24', holidays)).toEqual({ from: '2026-12-31', to: '2027-01-05' });
  });

  it('always lands on a working day, later than the payment, with exactly n working days in between', () => {
    const rnd = seeded(5);
    for (let i = 0; i < 500; i++) {
      const start = addDays('2026-01-01', rnd.int(0, 1500));
      const n = rnd.int(1, 10);
      const end = addWorkingDays(start, n);
      expect(isWorkingDay(end)).toBe(true);
      let working = 0;
      for (let d = addDays(start, 1); d <= end; d = addDays(d, 1)) if (isWorkingDay(d)) working++;
      expect(working).toBe(n);
      expect(daysBetween(start, end)).toBeLessThanOrEqual(n + 2 * Math.ceil(n / 5) + 2);
      expect([0, 6]).not.toContain(dayOfWeek(end));
    }
  });
});

describe('plan choices', () => {
  it('delivers to the given one-line Lagos address, else the profile address; pickup keeps none', () => {
    expect(chooseFulfilment({ method: 'delivery', address: '  2 Broad St,\n Lagos Island ' }, '9 Opebi Road, Ikeja')).toEqual({
      ok: true,
      value: { method: 'delivery', address: '2 Broad St, Lagos Island', landmark: null, area: 'Lagos Island' },
    });
    expect(chooseFulfilment({ method: 'delivery' }, '9 Opebi Road, Ikeja')).toEqual({ ok: true, value: { method: 'delivery', address: '9 Opebi Road, Ikeja', landmark: null, area: 'Ikeja' } });
    expect(chooseFulfilment({ method: 'delivery', address: '5 Admiralty Way, Lekki Phase 1' }, null)).toMatchObject({ ok: true, value: { area: 'Eti-Osa' } });
    expect(chooseFulfilment({ method: 'delivery', address: '2 Broad St\u202e, Ikeja' }, null)).toEqual({
      ok: false,
      field: 'fulfilment.address',
      message: 'The delivery address must not contain line breaks or control characters',
    });
    expect(chooseFulfilment({ method: 'pickup', address: 'ignored' }, null)).toEqual({ ok: true, value: { method: 'pickup', address: null, landmark: null, area: null } });
    expect(chooseFulfilment({ method: 'delivery', address: ' ' }, null)).toEqual({ ok: false, field: 'fulfilment.address', message: 'A delivery address in Lagos is required' });
    expect(chooseFulfilment({ method: 'drone' }, null)).toMatchObject({ ok: false, field: 'fulfilment.method' });
  });

  it('refuses a delivery outside Lagos State, offering pickup', () => {
    expect(chooseFulfilment({ method: 'delivery', address: '14 Aminu Kano Crescent, Wuse 2, Abuja' }, null)).toEqual({ ok: false, field: 'fulfilment.address', message: OUTSIDE_LAGOS_MESSAGE });
    expect(chooseFulfilment({ method: 'delivery' }, 'Plot 5, Ring Road, Ibadan')).toEqual({ ok: false, field: 'fulfilment.address', message: OUTSIDE_LAGOS_MESSAGE });
    expect(OUTSIDE_LAGOS_MESSAGE).toMatch(/collect your pack from our office/);
  });

  it('checks a street, a landmark and one of the 20 areas when the address comes in parts', () => {
    expect(chooseFulfilment({ method: 'delivery', address: '12 Allen Avenue', landmark: 'Ikeja City Mall', area: 'ikeja' }, null)).toEqual({
      ok: true,
      value: { method: 'delivery', address: '12 Allen Avenue', landmark: 'Ikeja City Mall', area: 'Ikeja' },
    });
    expect(chooseFulfilment({ method: 'delivery', address: '12 Allen Avenue', landmark: 'Ikeja City Mall', area: 'Abuja Municipal' }, null)).toEqual({ ok: false, field: 'fulfilment.area', message: OUTSIDE_LAGOS_MESSAGE });
    expect(chooseFulfilment({ method: 'delivery', address: '12 Allen Avenue', landmark: '', area: 'Ikeja' }, null)).toMatchObject({ ok: false, field: 'fulfilment.landmark' });
    expect(chooseFulfilment({ method: 'delivery', address: '', landmark: 'Ikeja City Mall', area: 'Ikeja' }, '9 Opebi Road, Ikeja')).toMatchObject({ ok: false, field: 'fulfilment.address' });
  });

  it('allows automatic payment only with a saved reusable card', () => {
    expect(preferenceProblem('automatic', false)).toMatch(/saved card/);
    expect(preferenceProblem('automatic', true)).toBeNull();
    expect(preferenceProblem('manual', false)).toBeNull();
  });

  it('shows progress as a whole percentage', () => {
    expect(progressPercent(33_333_00, 100_000_00)).toBe(33);
    expect(progressPercent(66_667_00, 100_000_00)).toBe(67);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
