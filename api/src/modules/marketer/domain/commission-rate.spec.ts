import { basisPointsToRate, DEFAULT_RATE_BP, rateInEffect, rateToBasisPoints, RATE_RANGE_MESSAGE, RATE_STEP_MESSAGE } from './commission-rate';

describe('commission rate', () => {
  it('takes fractions from 0 to 0.25 in steps of 0.001, as basis points', () => {
    expect(rateToBasisPoints(0)).toEqual({ ok: true, basisPoints: 0 });
    expect(rateToBasisPoints(0.1)).toEqual({ ok: true, basisPoints: DEFAULT_RATE_BP });
    expect(rateToBasisPoints(0.25)).toEqual({ ok: true, basisPoints: 2_500 });
    expect(rateToBasisPoints(0.001)).toEqual({ ok: true, basisPoints: 10 });
    expect(rateToBasisPoints(0.123)).toEqual({ ok: true, basisPoints: 1_230 }); // 1230.0000000000002 in floating point
    expect(rateToBasisPoints(0.075)).toEqual({ ok: true, basisPoints: 750 });
  });

  it('round-trips every allowed step exactly', () => {
    for (let bp = 0; bp <= 2_500; bp += 10) {
      const rate = basisPointsToRate(bp);
      expect(rateToBasisPoints(rate)).toEqual({ ok: true, basisPoints: bp });
    }
  });

  it('refuses rates outside 0 % to 25 %', () => {
    for (const rate of [-0.001, 0.251, 0.3, 1, 10, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(rateToBasisPoints(rate)).toEqual({ ok: false, message: RATE_RANGE_MESSAGE });
    }
  });

  it('refuses rates finer than 0.1 %', () => {
    for (const rate of [0.0005, 0.1234, 0.10001, 0.2495]) {
      expect(rateToBasisPoints(rate)).toEqual({ ok: false, message: RATE_STEP_MESSAGE });
    }
  });

  it('gives fractions back from basis points', () => {
    expect(basisPointsToRate(1_000)).toBe(0.1);
    expect(basisPointsToRate(1_230)).toBe(0.123);
    expect(basisPointsToRate(0)).toBe(0);
  });
});

describe('the rate in effect', () => {
  const at = (iso: string) => new Date(iso);
  const history = [
    { rateBp: 1_000, changedAt: at('2026-01-01T00:00:00Z') },
    { rateBp: 1_500, changedAt: at('2026-03-01T12:00:00Z') },
    { rateBp: 500, changedAt: at('2026-02-01T00:00:00Z') }, // listed out of order
  ];

  it('is the latest change at or before the time', () => {
    expect(rateInEffect(history, at('2026-01-15T00:00:00Z'))).toBe(1_000);
    expect(rateInEffect(history, at('2026-02-01T00:00:00Z'))).toBe(500); // from the very moment of the change
    expect(rateInEffect(history, at('2026-03-01T11:59:59Z'))).toBe(500);
    expect(rateInEffect(history, at('2026-03-01T12:00:00Z'))).toBe(1_500);
    expect(rateInEffect(history, at('2027-01-01T00:00:00Z'))).toBe(1_500);
  });

  it('is none before the first change', () => {
    expect(rateInEffect(history, at('2025-12-31T23:59:59Z'))).toBeNull();
    expect(rateInEffect([], at('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it('takes the last listed of changes at the same instant', () => {
    const same = [
      { rateBp: 1_000, changedAt: at('2026-01-01T00:00:00Z') },
      { rateBp: 2_000, changedAt: at('2026-01-01T00:00:00Z') },
    ];
    expect(rateInEffect(same, at('2026-01-01T00:00:00Z'))).toBe(2_000);
  });
});
