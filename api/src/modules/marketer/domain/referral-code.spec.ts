import { generateReferralCode, REFERRAL_ALPHABET, REFERRAL_CODE_LENGTH, referralLink } from './referral-code';

describe('referral codes', () => {
  it('are 8 characters with no look-alikes (0/O, 1/I/L) and no U', () => {
    expect(REFERRAL_ALPHABET).toHaveLength(30);
    expect(REFERRAL_ALPHABET).not.toMatch(/[01OILU]/);
    for (let i = 0; i < 200; i++) {
      const code = generateReferralCode();
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
    }
  });

  it('draw every character from the random source, uniformly over the alphabet', () => {
    const asked: number[] = [];
    const draws = [0, 29, 1, 28, 2, 27, 3, 26];
    const code = generateReferralCode((n) => {
      asked.push(n);
      return draws[asked.length - 1];
    });
    expect(asked).toEqual(Array(8).fill(30));
    expect(code).toBe('2Z3Y4X5W');
  });

  it('are not repeated in practice (drawn with crypto)', () => {
    const codes = new Set(Array.from({ length: 5_000 }, () => generateReferralCode()));
    expect(codes.size).toBe(5_000);
  });

  it('make a sign-up link with the code filled in', () => {
    expect(referralLink('https://foodsavings.ng', 'AB23CD45')).toBe('https://foodsavings.ng/register?ref=AB23CD45');
    expect(referralLink('http://localhost:3000/', 'AB23CD45')).toBe('http://localhost:3000/register?ref=AB23CD45');
  });
});
