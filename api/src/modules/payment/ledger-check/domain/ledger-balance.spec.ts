import { ledgerDifference } from './ledger-balance';

describe('the ledger equation', () => {
  it('balances when what was received less reversals is in plans or owed back', () => {
    expect(ledgerDifference({ collectedKobo: 1_000_00, reversedKobo: 200_00, plansPaidKobo: 750_00, creditsKobo: 0, overpaidKobo: 50_00 })).toBe(0);
  });

  it('shows money received but in no plan as a positive difference, and money in a plan never received as a negative one', () => {
    expect(ledgerDifference({ collectedKobo: 1_000_00, reversedKobo: 0, plansPaidKobo: 900_00, creditsKobo: 0, overpaidKobo: 0 })).toBe(100_00);
    expect(ledgerDifference({ collectedKobo: 1_000_00, reversedKobo: 300_00, plansPaidKobo: 1_000_00, creditsKobo: 0, overpaidKobo: 0 })).toBe(-300_00);
  });
});
