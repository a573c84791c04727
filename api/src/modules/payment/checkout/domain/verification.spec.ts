import { judgeClientPayment, judgePayment, MISMATCH_MESSAGE, NOT_YOURS_MESSAGE, NOT_SUCCESSFUL_MESSAGE, STILL_PROCESSING_MESSAGE } from './verification';

describe('judging the provider answer against the issued checkout', () => {
  const issued = { reference: 'fs-abc', amountKobo: 33_333_00, currency: 'NGN' };
  const paid = { status: 'success', reference: 'fs-abc', amountKobo: 33_333_00, currency: 'NGN' };

  it('credits only success with the same reference, amount and currency', () => {
    expect(judgePayment(issued, paid)).toEqual({ ok: true });
  });

  it.each([
    [{ amountKobo: 33_333_00 - 1 }, 'amount 3333299 kobo is not the 3333300 kobo issued'],
    [{ amountKobo: 33_333_00 + 100 }, 'amount 3333400 kobo is not the 3333300 kobo issued'],
    [{ currency: 'USD' }, 'currency USD is not NGN'],
    [{ currency: '' }, 'currency (none) is not NGN'],
    [{ reference: 'fs-other' }, 'reference fs-other is not fs-abc'],
    [{ amountKobo: Number.NaN }, 'amount NaN kobo is not the 3333300 kobo issued'],
  ])('refuses %j as a mismatch', (change, problem) => {
    expect(judgePayment(issued, { ...paid, ...change })).toEqual({ ok: false, code: 'PAYMENT_MISMATCH', message: MISMATCH_MESSAGE, problems: [problem] });
  });

  it('reports failed, abandoned and in-flight transactions as not paid', () => {
    expect(judgePayment(issued, { ...paid, status: 'failed' })).toEqual({ ok: false, code: 'PAYMENT_DECLINED', message: NOT_SUCCESSFUL_MESSAGE, providerStatus: 'failed' });
    expect(judgePayment(issued, { ...paid, status: 'abandoned' })).toMatchObject({ code: 'PAYMENT_NOT_SUCCESSFUL', message: NOT_SUCCESSFUL_MESSAGE });
    expect(judgePayment(issued, { ...paid, status: 'ongoing' })).toMatchObject({ code: 'PAYMENT_NOT_SUCCESSFUL', message: STILL_PROCESSING_MESSAGE });
  });
});

describe('judging a reference the customer\'s own client made (issue 28)', () => {
  const claim = { reference: '3f1c2a9e-8d44-4b7a-9c1e-2f6a5b7c8d90', customerEmail: 'Ada@Example.com' };
  const paid = { status: 'success', reference: claim.reference, amountKobo: 7_000_00, currency: 'NGN', customerEmail: 'ada@example.com' };

  it('credits a success in NGN by the same customer, whatever the amount', () => {
    expect(judgeClientPayment(claim, paid)).toEqual({ ok: true });
    expect(judgeClientPayment(claim, { ...paid, amountKobo: 1 })).toEqual({ ok: true });
  });

  it.each([
    [{ currency: 'GHS' }, 'currency GHS is not NGN'],
    [{ customerEmail: 'eve@example.com' }, 'paid by eve@example.com, not by the customer who reported it'],
    [{ customerEmail: null }, 'paid by (no e-mail), not by the customer who reported it'],
    [{ reference: 'other' }, `reference other is not ${claim.reference}`],
  ])('refuses %j as not the customer\'s payment', (change, problem) => {
    expect(judgeClientPayment(claim, { ...paid, ...change })).toEqual({ ok: false, code: 'PAYMENT_NOT_YOURS', message: NOT_YOURS_MESSAGE, problems: [problem] });
  });

  it('reports failed, abandoned and in-flight transactions as not paid', () => {
    expect(judgeClientPayment(claim, { ...paid, status: 'failed' })).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect(judgeClientPayment(claim, { ...paid, status: 'abandoned' })).toMatchObject({ code: 'PAYMENT_NOT_SUCCESSFUL', message: NOT_SUCCESSFUL_MESSAGE });
    expect(judgeClientPayment(claim, { ...paid, status: 'pending' })).toMatchObject({ code: 'PAYMENT_NOT_SUCCESSFUL', message: STILL_PROCESSING_MESSAGE });
  });
});
