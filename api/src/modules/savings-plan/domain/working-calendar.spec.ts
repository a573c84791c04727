import { isLate, promisedDate, promisedWindow } from './working-calendar';

describe('the delivery promise in the Lagos working calendar', () => {
  it('skips Christmas, Boxing Day in lieu and New Year', () => {
    // Wednesday 23 December 2026: Thu 24 (1); Fri 25 Christmas, Sat 26 Boxing Day, Sun 27, Mon 28 in lieu;
    // Tue 29 (2), Wed 30 (3), Thu 31 (4); Fri 1 January; Mon 4 (5).
    expect(promisedWindow('2026-12-23', [])).toEqual({ from: '2026-12-30', to: '2027-01-04' });
    expect(promisedDate('2026-12-23', [])).toBe('2027-01-04');
  });

  it('skips Good Friday and Easter Monday', () => {
    // Wednesday 24 March 2027: Thu 25 (1); Fri 26, Mon 29 Easter; Tue 30 (2), Wed 31 (3), Thu 1 April (4), Fri 2 (5).
    expect(promisedWindow('2027-03-24', [])).toEqual({ from: '2027-03-31', to: '2027-04-02' });
  });

  it('skips the weekend after a Friday payment', () => {
    expect(promisedWindow('2026-11-27', [])).toEqual({ from: '2026-12-02', to: '2026-12-04' });
    // Friday 20 March 2026 is Eid al-Fitr; its second day, Saturday 21, is observed on Monday 23: Tue 24 (1) … Mon 30 (5).
    expect(promisedWindow('2026-03-20', [])).toEqual({ from: '2026-03-26', to: '2026-03-30' });
  });

  it('skips the days an admin closed', () => {
    expect(promisedWindow('2026-11-27', ['2026-12-02'])).toEqual({ from: '2026-12-03', to: '2026-12-07' });
    expect(promisedDate('2026-11-27', new Set(['2026-12-02', '2026-12-04']))).toBe('2026-12-08');
    // A closure on a weekend or a holiday changes nothing.
    expect(promisedDate('2026-12-23', ['2026-12-26', '2026-12-28'])).toBe('2027-01-04');
  });

  it('is late only after the promised day, and only until the pack is handed over', () => {
    expect(isLate('2027-01-04', '2027-01-04', false)).toBe(false);
    expect(isLate('2027-01-04', '2027-01-05', false)).toBe(true);
    expect(isLate('2027-01-04', '2027-02-01', false)).toBe(true);
    expect(isLate('2027-01-04', '2027-01-05', true)).toBe(false);
    expect(isLate('2027-01-04', '2027-01-03', false)).toBe(false);
  });
});
