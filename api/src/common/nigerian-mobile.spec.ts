import { toNigerianMobile } from './nigerian-mobile';

describe('toNigerianMobile', () => {
  it.each([
    ['08031234567', '2348031234567'],
    ['0803 123 4567', '2348031234567'],
    ['0803-123-4567', '2348031234567'],
    ['  0803.123.4567  ', '2348031234567'],
    ['(0803) 123 4567', '2348031234567'],
    ['+2348031234567', '2348031234567'],
    ['+234 803 123 4567', '2348031234567'],
    ['+234 (0) 803 123 4567', '2348031234567'],
    ['2348031234567', '2348031234567'],
    ['234 803-123-4567', '2348031234567'],
    ['8031234567', '2348031234567'],
    // Every network's prefixes: MTN, Glo, Airtel, 9mobile, newer 091x ranges.
    ['0706 123 4567', '2347061234567'],
    ['0805 123 4567', '2348051234567'],
    ['0802 123 4567', '2348021234567'],
    ['0909 123 4567', '2349091234567'],
    ['0913 123 4567', '2349131234567'],
    ['07012345678', '2347012345678'],
  ])('%j is %s', (typed, stored) => {
    expect(toNigerianMobile(typed)).toBe(stored);
  });

  it.each([
    ['a Lagos landline', '0201 234 5678'],
    ['a landline in international form', '+234 201 234 5678'],
    ['a toll-free number', '0800 123 4567'],
    ['a universal access number', '0700 123 4567'],
    ['a British mobile', '+44 7911 123456'],
    ['a US number', '+1 202 555 0123'],
    ['a Ghanaian mobile', '+233 24 123 4567'],
    ['one digit short', '0803 123 456'],
    ['one digit long', '0803 123 45678'],
    ['a mobile number hidden in words', 'call 0803 123 4567 now'],
    ['a number with an extension', '0803 123 4567 ext 2'],
    ['letters', 'O8O3 I23 4567'],
    ['a + in the middle', '0803+1234567'],
    ['nothing', ''],
    ['spaces', '   '],
    ['garbage', '!!!'],
    ['a very long run of digits', '0'.repeat(5000)],
  ])('refuses %s (%j)', (_what, typed) => {
    expect(toNigerianMobile(typed)).toBeNull();
  });
});
