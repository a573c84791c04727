import { contributionKeys, contributionToken, contributionTokenHash, isWellFormedContributionToken } from '../contribution-token';
import { cleanContributorName, contributionLinkStatus, contributionProblems, minimumContributionKobo } from './contribution-rules';

describe('a contribution', () => {
  const left = 9_000_000; // ₦90,000

  it('is from ₦500 up to what the plan still needs, in whole naira', () => {
    expect(contributionProblems({ name: 'Aunty Bisi', amountKobo: 50_000 }, left)).toEqual([]);
    expect(contributionProblems({ name: 'Aunty Bisi', amountKobo: left }, left)).toEqual([]);
    expect(contributionProblems({ name: 'Aunty Bisi', amountKobo: 49_900 }, left)).toEqual([{ field: 'amountKobo', message: 'The amount must be at least ₦500.' }]);
    expect(contributionProblems({ name: 'Aunty Bisi', amountKobo: left + 100 }, left)).toEqual([{ field: 'amountKobo', message: 'The plan needs only ₦90,000 more. Enter ₦90,000 or less.' }]);
    for (const bad of [0, -50_000, 50_050, 1.5, Number.NaN]) expect(contributionProblems({ name: 'Aunty Bisi', amountKobo: bad }, left)[0].field).toBe('amountKobo');
  });

  it('may be exactly what is left when that is under ₦500', () => {
    expect(minimumContributionKobo(30_000)).toBe(30_000);
    expect(contributionProblems({ name: 'Aunty Bisi', amountKobo: 30_000 }, 30_000)).toEqual([]);
    expect(contributionProblems({ name: 'Aunty Bisi', amountKobo: 20_000 }, 30_000)[0].message).toBe('The amount must be at least ₦300.');
  });

  it('names its payer in 2 to 60 characters of letters, spaces tidied', () => {
    expect(cleanContributorName('  Aunty\t\tBisi  ')).toBe('Aunty Bisi');
    expect(contributionProblems({ name: ' B ', amountKobo: 50_000 }, left)).toEqual([{ field: 'name', message: 'Your name must be 2 to 60 characters.' }]);
    expect(contributionProblems({ name: 'x'.repeat(61), amountKobo: 50_000 }, left)[0].field).toBe('name');
    expect(contributionProblems({ name: '12345', amountKobo: 50_000 }, left)[0].field).toBe('name');
    expect(contributionProblems({ name: 'Bisi\u202eevil', amountKobo: 50_000 }, left)[0].field).toBe('name');
    expect(contributionProblems({ name: 'Ọlábísí Adé-Bánjọ', amountKobo: 50_000 }, left)).toEqual([]);
  });
});

describe('a contribution link', () => {
  it('is Open while its plan is being paid and needs money; Off once turned off; Closed when paid or cancelled; Invalid when unknown', () => {
    const on = { turnedOffAt: null };
    expect(contributionLinkStatus(on, { status: 'Active' }, 100)).toBe('Open');
    expect(contributionLinkStatus(on, { status: 'AwaitingFirstPayment' }, 100)).toBe('Open');
    expect(contributionLinkStatus({ turnedOffAt: new Date() }, { status: 'Active' }, 100)).toBe('Off');
    expect(contributionLinkStatus(on, { status: 'Completed' }, 0)).toBe('Closed');
    expect(contributionLinkStatus(on, { status: 'Cancelled' }, 100)).toBe('Closed');
    expect(contributionLinkStatus(on, { status: 'Active' }, 0)).toBe('Closed');
    expect(contributionLinkStatus(null, null, 0)).toBe('Invalid');
  });

  it('has a 16-character token derived from its id, stored only as a keyed hash', () => {
    const keys = contributionKeys('a-session-secret-of-at-least-32-characters');
    const token = contributionToken(keys, '5b1f3c1e-0000-4000-8000-000000000001');
    expect(token).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(contributionToken(keys, '5b1f3c1e-0000-4000-8000-000000000001')).toBe(token);
    expect(contributionToken(keys, '5b1f3c1e-0000-4000-8000-000000000002')).not.toBe(token);
    expect(contributionToken(contributionKeys('another-session-secret-of-32-characters!'), '5b1f3c1e-0000-4000-8000-000000000001')).not.toBe(token);
    expect(contributionTokenHash(keys, token)).toMatch(/^[0-9a-f]{64}$/);
    expect(contributionTokenHash(keys, token)).not.toContain(token);
    for (const bad of ['', 'short', `${token}x`, '../../admin/xxxxx', 'Ab3dE5gH7jK9!xyz']) expect(isWellFormedContributionToken(bad)).toBe(false);
    expect(isWellFormedContributionToken(token)).toBe(true);
  });
});
