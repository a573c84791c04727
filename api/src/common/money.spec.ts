import { bigintKobo, isWholeNairaKobo, koboToNaira, nairaToKobo, roundToWholeNairaKobo } from './money';

describe('money', () => {
  it('converts naira and kobo both ways', () => {
    expect(nairaToKobo(45_000)).toBe(4_500_000);
    expect(nairaToKobo(1.15)).toBe(115); // 1.15 * 100 is 114.99999999999999 in floating point
    expect(koboToNaira(4_500_000)).toBe(45_000);
    expect(koboToNaira(150)).toBe(1.5);
  });

  it('rounds to whole naira, halves up, ignoring floating-point noise', () => {
    expect(roundToWholeNairaKobo(150_000)).toBe(150_000);
    expect(roundToWholeNairaKobo(4_549)).toBe(4_500);
    expect(roundToWholeNairaKobo(4_550)).toBe(4_600);
    expect(roundToWholeNairaKobo(4_500 * 1.1)).toBe(5_000); // ₦49.50000000000001
    expect(roundToWholeNairaKobo(4_949.999999999999)).toBe(5_000);
    expect(roundToWholeNairaKobo(-4_950)).toBe(-5_000);
    expect(Object.is(roundToWholeNairaKobo(-10), 0)).toBe(true);
  });

  it('knows whole-naira amounts', () => {
    expect(isWholeNairaKobo(4_500_000)).toBe(true);
    expect(isWholeNairaKobo(4_500_050)).toBe(false);
    expect(isWholeNairaKobo(1.5)).toBe(false);
  });

  it('reads BIGINT columns from either driver and refuses unsafe values', () => {
    expect(bigintKobo.from('4500000')).toBe(4_500_000);
    expect(bigintKobo.from(4_500_000)).toBe(4_500_000);
    expect(bigintKobo.from(null)).toBeNull();
    expect(() => bigintKobo.from('9007199254740993')).toThrow(/not a safe integer/);
    expect(bigintKobo.to(100)).toBe(100);
  });
});
