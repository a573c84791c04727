import { adminReason as waiveReason } from '../../audit/domain/admin-reason';
import { withoutFinePart } from './fine-waiver';

describe('waiving a late fine', () => {
  it('needs a one-line reason of 3 to 300 characters, trimmed', () => {
    expect(waiveReason('  Customer was in hospital ')).toEqual({ ok: true, value: 'Customer was in hospital' });
    expect(waiveReason('abc')).toMatchObject({ ok: true });
    expect(waiveReason('x'.repeat(300))).toMatchObject({ ok: true });
    for (const bad of ['', '  ab  ', 'x'.repeat(301)]) expect(waiveReason(bad)).toEqual({ ok: false, message: 'Reason must be 3 to 300 characters' });
    for (const bad of ['Goodwill\nURGENT', 'Good\u0000will', 'Good\u202ewill']) expect(waiveReason(bad)).toMatchObject({ ok: false, message: expect.stringMatching(/control characters/) });
  });

  it("takes the fine's part off an instalment, and removes a fine's own instalment", () => {
    expect(withoutFinePart({ amountKobo: 1_250_000, fineKobo: 500_000 })).toEqual({ amountKobo: 750_000 });
    expect(withoutFinePart({ amountKobo: 1_000_000, fineKobo: 1_000_000 })).toBe('delete');
    expect(() => withoutFinePart({ amountKobo: 100, fineKobo: 200 })).toThrow(RangeError);
  });
});
