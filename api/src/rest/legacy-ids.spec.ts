import { parseLegacyKey } from './legacy-ids';

describe('parseLegacyKey', () => {
  it('reads a whole number sent as a JSON number or as text', () => {
    expect(parseLegacyKey(42)).toEqual({ number: 42 });
    expect(parseLegacyKey('42')).toEqual({ number: 42 });
    expect(parseLegacyKey(' 7 ')).toEqual({ number: 7 });
  });

  it('reads a UUID in any letter case as the lower-case UUID', () => {
    expect(parseLegacyKey('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toEqual({ uuid: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' });
  });

  it('refuses what is neither: zero, negatives, fractions, numbers beyond the column, other text', () => {
    for (const raw of [0, -1, 1.5, 2_147_483_648, '0', '-3', '1e3', '12abc', '', 'x', null, undefined, {}, [1], true]) {
      expect([raw, parseLegacyKey(raw)]).toEqual([raw, null]);
    }
  });
});
