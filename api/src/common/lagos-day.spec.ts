// The dayjs-free day formatter (the web's first screens) against the dayjs one it stands in for.
import { formatLagos, LAGOS_DAY } from './lagos-format';
import { formatLagosDay } from './lagos-day';
it('reads every day as the dayjs formatter does', () => {
  const values = ['2026-11-27T23:30:00Z', '2026-12-31T23:00:00.000Z', '2026-03-01', '2026-02-30', 'nonsense', '2026-11-28T10:00:00', 1764370000000, new Date('2024-02-29T23:59:59Z'), '2026-11-28T00:30:00+01:00', '2026-01-01T00:00:00.000Z'];
  for (const v of values) expect([v, formatLagosDay(v)]).toEqual([v, formatLagos(v, LAGOS_DAY)]);
  for (let t = 0; t < 4e12; t += 9_876_543_21) expect(formatLagosDay(t)).toBe(formatLagos(t, LAGOS_DAY));
});
