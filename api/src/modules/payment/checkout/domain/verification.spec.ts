import { judgePayment, MISMATCH_MESSAGE, NOT_SUCCESSFUL_MESSAGE, STILL_PROCESSING_MESSAGE } from './verification';

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
