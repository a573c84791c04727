import { primaryRole, toCreateUserInput, validateUserForm, EMPTY_USER } from './users';

describe('users tab helpers', () => {
  it('edits the primary role: Admin, then Marketer, then Dispatcher, else Customer', () => {
    expect(primaryRole(['Customer', 'Admin'])).toBe('Admin');
    expect(primaryRole(['Marketer', 'Customer'])).toBe('Marketer');
    expect(primaryRole(['Customer', 'Dispatcher'])).toBe('Dispatcher');
    expect(primaryRole(['Dispatcher', 'Marketer'])).toBe('Marketer');
    expect(primaryRole([])).toBe('Customer');
  });

  it('checks the fields with the shared profile rules and sends them normalised', () => {
    expect(validateUserForm(EMPTY_USER)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phoneNumber: 'Phone number is required',
    });
    const values = { ...EMPTY_USER, firstName: ' Ada ', lastName: 'Obi', email: ' Ada@Example.COM ', phoneNumber: '0803 123 4567', role: 'Marketer' as const };
    expect(validateUserForm(values)).toEqual({});
    expect(toCreateUserInput(values)).toEqual({ firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '08031234567', address: null, role: 'Marketer', status: 'Active' });
  });
});
