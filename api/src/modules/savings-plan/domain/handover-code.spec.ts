import { randomBytes } from 'node:crypto';
import { afterWrongCode, handoverCode, handoverCodeKey, handoverCodeMatches, MAX_WRONG_HANDOVER_CODES, newCodeNonce } from './handover-code';

const key = handoverCodeKey('a-session-secret-of-at-least-32-characters');

describe('handover codes', () => {
  it('are 6 digits, the same for the same pack and nonce', () => {
    const nonce = newCodeNonce();
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    const code = handoverCode(key, 'f-1', nonce);
    expect(code).toMatch(/^\d{6}$/);
    expect(handoverCode(key, 'f-1', nonce)).toBe(code);
  });

  it('differ with the pack, the nonce and the secret', () => {
    // A million codes: two inputs share one by chance once in a million, so each is checked over several nonces.
    const nonces = Array.from({ length: 5 }, () => newCodeNonce());
    const codes = (k: Buffer, id: string) => nonces.map((n) => handoverCode(k, id, n)).join();
    expect(codes(key, 'f-1')).not.toBe(codes(key, 'f-2'));
    expect(codes(key, 'f-1')).not.toBe(codes(handoverCodeKey('another-session-secret-of-32-characters'), 'f-1'));
    expect(new Set(nonces.map((n) => handoverCode(key, 'f-1', n))).size).toBeGreaterThan(1);
  });

  it('spread evenly over the first digit, leading zeros kept', () => {
    const counts = new Array(10).fill(0);
    for (let i = 0; i < 5000; i++) counts[Number(handoverCode(key, `f-${i}`, 'n')[0])]++;
    for (const c of counts) expect(c).toBeGreaterThan(380); // 500 expected each, 0 included
  });

  it('match only the code, ignoring the spaces a customer types, refusing anything but 6 digits', () => {
    const code = handoverCode(key, 'f-1', newCodeNonce(() => randomBytes(16)));
    expect(handoverCodeMatches(code, code)).toBe(true);
    expect(handoverCodeMatches(` ${code.slice(0, 3)} ${code.slice(3)} `, code)).toBe(true);
    expect(handoverCodeMatches(code === '000000' ? '000001' : '000000', code)).toBe(false);
    for (const typed of ['12345', '0123456', '12345a', '١٢٣٤٥٦', '', '-12345', '12345.']) expect(handoverCodeMatches(typed, '012345')).toBe(false);
  });
});

describe('wrong handover codes', () => {
  it('lock the code at the 5th', () => {
    expect(MAX_WRONG_HANDOVER_CODES).toBe(5);
    expect([0, 1, 2, 3, 4].map(afterWrongCode)).toEqual([
      { wrong: 1, locked: false, left: 4 },
      { wrong: 2, locked: false, left: 3 },
      { wrong: 3, locked: false, left: 2 },
      { wrong: 4, locked: false, left: 1 },
      { wrong: 5, locked: true, left: 0 },
    ]);
    expect(afterWrongCode(7)).toEqual({ wrong: 8, locked: true, left: 0 });
  });
});
