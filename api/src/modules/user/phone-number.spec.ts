import { checkedProfile } from './phone-number';

describe('checkedProfile', () => {
  const valid = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.ng', phoneNumber: '0803 123 4567', address: '4 Bode Thomas St' };

  it('stores the phone number as 234XXXXXXXXXX', () => {
    expect(checkedProfile(valid)).toEqual({ fields: { ...valid, phoneNumber: '2348031234567' }, problems: [] });
  });

  it('refuses a landline on the phone field, in the fields\' order', () => {
    const { problems } = checkedProfile({ ...valid, firstName: '', phoneNumber: '0201 234 5678', address: 'x\u0000' });
    expect(problems.map((p) => p.field)).toEqual(['firstName', 'phoneNumber', 'address']);
    expect(problems[1]).toEqual({ field: 'phoneNumber', message: 'Enter a Nigerian mobile number, e.g. 0803 123 4567' });
  });

  it('gives one message when the light check already refused the number', () => {
    expect(checkedProfile({ ...valid, phoneNumber: '123' }).problems).toEqual([{ field: 'phoneNumber', message: 'Enter a Nigerian mobile number, e.g. 0803 123 4567' }]);
  });
});
