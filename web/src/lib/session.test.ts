import { createSessionStore, homePathFor, type SessionUser } from './session';

const ada: SessionUser = {
  id: 'u-1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phoneNumber: '08031234567',
  address: null,
  roles: ['Customer'],
};

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('session store', () => {
  it('keeps the session under the specification’s keys, across a reload', () => {
    const first = createSessionStore(localStorage);
    first.signIn({ token: 't-1', expiresAt: inOneHour(), user: { ...ada, roles: ['Marketer', 'Customer'] } });

    expect(localStorage.getItem('token')).toBe('t-1');
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(JSON.parse(localStorage.getItem('userRoles') ?? 'null')).toEqual(['Marketer', 'Customer']);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ id: 'u-1', firstName: 'Ada' });

    const afterReload = createSessionStore(localStorage);
    expect(afterReload.getToken()).toBe('t-1');
    expect(afterReload.get()?.user.firstName).toBe('Ada');
    expect(afterReload.get()?.roles).toEqual(['Marketer', 'Customer']);
  });

  it('signs out completely', () => {
    const store = createSessionStore(localStorage);
    store.signIn({ token: 't-1', expiresAt: inOneHour(), user: ada });
    const seen = jest.fn();
    store.subscribe(seen);
    store.signOut();
    expect(store.get()).toBeNull();
    expect(seen).toHaveBeenCalled();
    expect(['token', 'user', 'userRoles', 'isLoggedIn'].map((k) => localStorage.getItem(k))).toEqual([null, null, null, null]);
  });

  it('treats an expired, half-written or tampered session as signed out', () => {
    const store = createSessionStore(localStorage);
    store.signIn({ token: 't-1', expiresAt: new Date(Date.now() - 1000).toISOString(), user: ada });
    expect(createSessionStore(localStorage).get()).toBeNull();

    localStorage.setItem('token', 't-2');
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('user', '{not json');
    expect(createSessionStore(localStorage).get()).toBeNull();

    // ...and clears the leftovers.
    expect(localStorage.getItem('token')).toBeNull();

    localStorage.setItem('token', 't-3');
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('user', JSON.stringify(ada));
    localStorage.setItem('userRoles', JSON.stringify(['Admin', 'SuperUser']));
    expect(createSessionStore(localStorage).get()?.roles).toEqual(['Admin']);
  });

  it('updates the stored user, and only notifies when something changed', () => {
    const store = createSessionStore(localStorage);
    store.signIn({ token: 't-1', expiresAt: inOneHour(), user: ada });
    const seen = jest.fn();
    store.subscribe(seen);
    store.updateUser({ ...ada });
    expect(seen).not.toHaveBeenCalled();
    store.updateUser({ ...ada, phoneNumber: '08099998888' });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').phoneNumber).toBe('08099998888');
    expect(store.getToken()).toBe('t-1');
  });
});

describe('homePathFor', () => {
  it('sends Admin first, then Marketer, then a rider to their deliveries, else to the profile', () => {
    expect(homePathFor(['Customer', 'Marketer', 'Admin'])).toBe('/admin');
    expect(homePathFor(['Customer', 'Marketer'])).toBe('/marketer');
    expect(homePathFor(['Customer', 'Dispatcher'])).toBe('/rider');
    expect(homePathFor(['Dispatcher', 'Marketer'])).toBe('/marketer');
    expect(homePathFor(['Customer'])).toBe('/profile');
    expect(homePathFor([])).toBe('/profile');
  });

  it('sends an Inactive marketer to the profile, since the portal refuses them', () => {
    expect(homePathFor(['Customer', 'Marketer'], false)).toBe('/profile');
    expect(homePathFor(['Customer', 'Marketer'], true)).toBe('/marketer');
    expect(homePathFor(['Marketer', 'Admin'], false)).toBe('/admin');
  });
});
