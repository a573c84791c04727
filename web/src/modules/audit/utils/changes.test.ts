import { actionLabel, changeRows, fieldLabel, formatWhen } from './changes';

describe('reading an audit entry', () => {
  it('names actions and fields in words', () => {
    expect(actionLabel('user.status-changed')).toBe('User status changed');
    expect(actionLabel('food-pack.prices-adjusted')).toBe('Food pack prices adjusted');
    expect(fieldLabel('phoneNumber')).toBe('Phone number');
    expect(fieldLabel('priceKobo')).toBe('Price');
  });

  it('lays before and after side by side, money in naira, nothing as a dash', () => {
    expect(changeRows('{"status":"Active","priceKobo":4500000}', '{"status":"Suspended","priceKobo":4950000}')).toEqual([
      { field: 'status', label: 'Status', before: 'Active', after: 'Suspended' },
      { field: 'priceKobo', label: 'Price', before: '₦45,000', after: '₦49,500' },
    ]);
    // A creation has no before.
    expect(changeRows(null, '{"email":"ada@example.com","roles":["Customer"],"address":null}')).toEqual([
      { field: 'email', label: 'Email', before: '—', after: 'ada@example.com' },
      { field: 'roles', label: 'Roles', before: '—', after: 'Customer' },
      { field: 'address', label: 'Address', before: '—', after: '—' },
    ]);
    expect(changeRows(null, null)).toEqual([]);
  });

  it('shows the time on the Lagos clock', () => {
    expect(formatWhen('2025-03-05T13:03:00.000Z')).toBe('Mar 5, 2025, 14:03');
  });
});
