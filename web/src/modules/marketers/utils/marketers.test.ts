import { formatRate, fractionToPercentText, percentToFraction, ratePercentProblem } from './marketers';

describe('commission rate in percent', () => {
  it('accepts 0% to 25% in steps of 0.1%', () => {
    for (const ok of ['0', '0.1', '10', '12.3', '24.9', '25', ' 7.5 ']) expect(ratePercentProblem(ok)).toBeNull();
    expect(ratePercentProblem('')).toBe('Commission rate is required');
    for (const out of ['-0.1', '25.1', '100', 'ten', 'Infinity']) expect(ratePercentProblem(out)).toBe('Commission rate must be from 0% to 25%');
    for (const fine of ['12.55', '0.05', '24.99']) expect(ratePercentProblem(fine)).toBe('Commission rate must be in steps of 0.1%');
  });

  it('is sent as an exact fraction and shown back as typed', () => {
    expect(percentToFraction('12.3')).toBe(0.123);
    expect(percentToFraction('10')).toBe(0.1);
    expect(percentToFraction('25')).toBe(0.25);
    expect(fractionToPercentText(0.123)).toBe('12.3');
    expect(fractionToPercentText(0.07)).toBe('7');
    expect(formatRate(0.125)).toBe('12.5%');
  });
});
