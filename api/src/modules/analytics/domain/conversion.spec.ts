import { conversionRate } from './conversion';

describe('a conversion rate', () => {
  it('is the share, to four decimals', () => {
    expect(conversionRate(1, 2)).toBe(0.5);
    expect(conversionRate(1, 3)).toBe(0.3333);
    expect(conversionRate(2, 3)).toBe(0.6667);
    expect(conversionRate(4, 4)).toBe(1);
  });

  it('is 0 when there is nobody to convert', () => {
    expect(conversionRate(0, 0)).toBe(0);
  });
});
