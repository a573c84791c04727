import {
  adminGuard,
  deactivatedIdentity,
  deletionOutcome,
  isDeactivated,
  pageWindow,
  parseRole,
  parseStatus,
  primaryRole,
  readingDirection,
  readPersonSort,
  rolesWithPrimary,
  splitFullName,
  userSearch,
} from './user-admin-rules';

describe('roles', () => {
  it('the primary role is the highest held', () => {
    expect(primaryRole(['Customer', 'Admin'])).toBe('Admin');
    expect(primaryRole(['Customer', 'Marketer'])).toBe('Marketer');
    expect(primaryRole(['Customer'])).toBe('Customer');
    expect(primaryRole([])).toBe('Customer');
  });

  it.each([
    [['Customer'], 'Admin', ['Admin', 'Customer']],
    [['Customer'], 'Marketer', ['Marketer', 'Customer']],
    [['Admin', 'Customer'], 'Marketer', ['Marketer', 'Customer']],
    [['Admin', 'Marketer', 'Customer'], 'Customer', ['Customer']],
    [['Marketer'], 'Customer', ['Customer']],
    [['Admin'], 'Admin', ['Admin']],
    [['Marketer', 'Customer'], 'Marketer', ['Marketer', 'Customer']],
  ] as const)('%j made %s is %j', (current, primary, expected) => {
    const roles = rolesWithPrimary(current, primary);
    expect(roles).toEqual(expected);
    expect(primaryRole(roles)).toBe(primary);
  });

  it('reads roles and statuses in any letter case, and nothing else', () => {
    expect(parseRole('marketer')).toBe('Marketer');
    expect(parseRole(' ADMIN ')).toBe('Admin');
    expect(parseRole('Owner')).toBeNull();
    expect(parseRole(3)).toBeNull();
    expect(parseStatus('suspended')).toBe('Suspended');
    expect(parseStatus('Active')).toBe('Active');
    expect(parseStatus('banned')).toBeNull();
    expect(parseStatus(undefined)).toBeNull();
  });
});

describe('the admin guard', () => {
  const facts = { actorId: 'a1', targetId: 'u2', targetIsActiveAdmin: false, activeAdmins: 1 };

  it('lets an admin act on another user', () => {
    for (const action of ['suspend', 'delete', 'demote'] as const) expect(adminGuard(action, facts)).toBeNull();
  });

  it('refuses suspending or deleting oneself', () => {
    const self = { ...facts, targetId: 'a1', targetIsActiveAdmin: true, activeAdmins: 3 };
    expect(adminGuard('suspend', self)).toEqual({ code: 'SELF_ACTION', message: 'You cannot suspend your own account' });
    expect(adminGuard('delete', self)).toEqual({ code: 'SELF_ACTION', message: 'You cannot delete your own account' });
    expect(adminGuard('demote', self)).toBeNull(); // another admin remains
  });

  it('never takes away the last active admin, by any action', () => {
    const last = { ...facts, targetIsActiveAdmin: true, activeAdmins: 1 };
    for (const action of ['suspend', 'delete', 'demote'] as const) expect(adminGuard(action, last)?.code).toBe('LAST_ADMIN');
    expect(adminGuard('demote', { ...last, targetId: 'a1' })?.code).toBe('LAST_ADMIN');
    expect(adminGuard('demote', { ...last, activeAdmins: 2 })).toBeNull();
  });
});

describe('deleting a user', () => {
  it('deactivates when any plan or payment is on record, else deletes', () => {
    expect(deletionOutcome({ plans: 0, payments: 0 })).toBe('Deleted');
    expect(deletionOutcome({ plans: 1, payments: 0 })).toBe('Deactivated');
    expect(deletionOutcome({ plans: 0, payments: 2 })).toBe('Deactivated');
  });

  it('replaces the personal details with nothing that identifies the person', () => {
    expect(deactivatedIdentity('3f2a')).toEqual({ firstName: 'Deleted', lastName: 'user', email: 'deleted+3f2a@invalid', phoneNumber: '', address: null });
    expect(isDeactivated({ id: '3f2a', email: 'deleted+3f2a@invalid' })).toBe(true);
    expect(isDeactivated({ id: '3f2a', email: 'deleted+other@invalid' })).toBe(false);
  });
});

describe('the search box', () => {
  it('matches role names by substring', () => {
    expect(userSearch('admin').roles).toEqual(['Admin']);
    expect(userSearch('er').roles).toEqual(['Customer', 'Dispatcher', 'Marketer']);
    expect(userSearch('ada').roles).toEqual([]);
  });

  it('looks for phone numbers as they are stored (234XXXXXXXXXX)', () => {
    expect(userSearch('0803 123').phoneDigits).toBe('234803123');
    expect(userSearch('+234 803-123').phoneDigits).toBe('234803123');
    expect(userSearch('(0803) 12').phoneDigits).toBe('23480312');
    expect(userSearch('803 12').phoneDigits).toBe('80312');
    expect(userSearch('ada obi').phoneDigits).toBeNull();
    expect(userSearch('ada@example.ng').phoneDigits).toBeNull();
    expect(userSearch('- .').phoneDigits).toBeNull();
  });

  it('matches the full name only when the text spans a space', () => {
    expect(userSearch('ada obi')).toMatchObject({ text: 'ada obi', spansNames: true });
    expect(userSearch('ada').spansNames).toBe(false);
  });
});

describe('page windows', () => {
  it('reads early pages newest first', () => {
    expect(pageWindow(100_000, 0, 10)).toEqual({ order: 'DESC', offset: 0, limit: 10 });
    expect(pageWindow(100_000, 40_000, 100)).toEqual({ order: 'DESC', offset: 40_000, limit: 100 });
  });

  it('reads late pages from the other end, so the last page is as cheap as the first', () => {
    expect(pageWindow(100_000, 99_990, 10)).toEqual({ order: 'ASC', offset: 0, limit: 10 });
    expect(pageWindow(95, 90, 10)).toEqual({ order: 'ASC', offset: 0, limit: 5 }); // a short last page
    expect(pageWindow(100, 60, 10)).toEqual({ order: 'ASC', offset: 30, limit: 10 });
  });

  it('covers every row exactly once across the pages', () => {
    for (const [total, size] of [[95, 10], [100, 10], [7, 3], [1, 100]]) {
      const rows: number[] = [];
      for (let offset = 0; offset < total; offset += size) {
        const w = pageWindow(total, offset, size)!;
        // Row i newest-first is row total-1-i oldest-first.
        const picked = Array.from({ length: w.limit }, (_, k) => (w.order === 'DESC' ? w.offset + k : total - 1 - (w.offset + k)));
        rows.push(...(w.order === 'DESC' ? picked : picked.reverse()));
      }
      expect(rows).toEqual(Array.from({ length: total }, (_, i) => i));
    }
  });

  it('is empty past the end', () => {
    expect(pageWindow(20, 20, 10)).toBeNull();
    expect(pageWindow(0, 0, 10)).toBeNull();
  });
});

describe('the legacy name field', () => {
  it('is the first word, then the rest', () => {
    expect(splitFullName('  Ada  Ngozi Obi ')).toEqual({ firstName: 'Ada', lastName: 'Ngozi Obi' });
    expect(splitFullName('Madonna')).toEqual({ firstName: 'Madonna', lastName: '' });
  });
});

describe('sorting the people lists', () => {
  it('is newest registration first by default; name and e-mail A to Z unless asked', () => {
    expect(readPersonSort()).toEqual({ sort: { field: 'registeredAt', direction: 'desc' }, problems: [] });
    expect(readPersonSort('name').sort).toEqual({ field: 'name', direction: 'asc' });
    expect(readPersonSort(' EMAIL ', 'DESC').sort).toEqual({ field: 'email', direction: 'desc' });
    expect(readPersonSort('registrationDate', 'asc').sort).toEqual({ field: 'registeredAt', direction: 'asc' }); // the legacy name
  });

  it('names what is wrong', () => {
    expect(readPersonSort('salary', 'sideways').problems).toEqual([
      { field: 'sortBy', message: 'sortBy must be one of registeredAt, name, email' },
      { field: 'sortOrder', message: 'sortOrder must be asc or desc' },
    ]);
  });

  it("reads a page from the start in the sort's own direction, from the end in the reverse", () => {
    expect(readingDirection('asc', { order: 'DESC' })).toBe('asc');
    expect(readingDirection('desc', { order: 'DESC' })).toBe('desc');
    expect(readingDirection('asc', { order: 'ASC' })).toBe('desc');
    expect(readingDirection('desc', { order: 'ASC' })).toBe('asc');
  });
});
