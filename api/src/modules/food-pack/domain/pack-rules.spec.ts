import { packForCreate, packForUpdate, type PackFields } from './pack-rules';

const naira = (n: number) => n * 100;
const minimal = { name: ' Rice & Beans ', description: ' Staples for a month ', priceKobo: naira(45_000) };

describe('creating a pack', () => {
  it('applies the defaults of section 3 and trims texts', () => {
    expect(packForCreate({ ...minimal, items: [' 50kg rice ', '', '  ', 'Beans   (10kg)'] }, { hasImage: true })).toEqual({
      ok: true,
      fields: {
        name: 'Rice & Beans',
        description: 'Staples for a month',
        priceKobo: naira(45_000),
        originalPriceKobo: naira(45_000),
        durationMonths: 1,
        category: 'provision',
        featured: false,
        available: true,
        inventory: 0,
        items: ['50kg rice', 'Beans (10kg)'],
      },
    });
  });

  it('needs name, description, price and an image, naming each', () => {
    const check = packForCreate({ name: ' ', description: '' }, { hasImage: false });
    expect(check).toEqual({
      ok: false,
      message: 'Please fill in all required fields and select an image',
      problems: [
        { field: 'name', message: 'Name is required' },
        { field: 'description', message: 'Description is required' },
        { field: 'priceKobo', message: 'Price is required' },
        { field: 'imageKey', message: 'Please select an image' },
      ],
    });
    expect(packForCreate({ ...minimal, name: '' }, { hasImage: true })).toMatchObject({ ok: false, message: 'Please fill in all required fields' });
  });

  it.each([
    [{ priceKobo: naira(45_000) + 50 }, 'priceKobo', 'Price must be a whole number of naira'],
    [{ priceKobo: 0 }, 'priceKobo', 'Price must be at least ₦1'],
    [{ priceKobo: -naira(5) }, 'priceKobo', 'Price must be at least ₦1'],
    [{ priceKobo: naira(100_000_001) }, 'priceKobo', 'Price must be at most ₦100,000,000'],
    [{ originalPriceKobo: naira(40_000) }, 'originalPriceKobo', 'Original price must not be below the price'],
    [{ durationMonths: 0 }, 'durationMonths', 'Duration must be a whole number of months from 1 to 4'],
    [{ durationMonths: 5 }, 'durationMonths', 'Duration must be a whole number of months from 1 to 4'],
    [{ durationMonths: 1.5 }, 'durationMonths', 'Duration must be a whole number of months from 1 to 4'],
    [{ category: 'drinks' }, 'category', 'Category must be one of provision, foodstuff, mixed'],
    [{ inventory: -1 }, 'inventory', 'Inventory must be a whole number from 0 to 1,000,000'],
    [{ items: ['x'.repeat(201)] }, 'items', 'Each item must be at most 200 characters'],
    [{ items: Array.from({ length: 51 }, (_, i) => `item ${i}`) }, 'items', 'A pack may list at most 50 items'],
  ])('refuses %p', (patch, field, message) => {
    expect(packForCreate({ ...minimal, ...patch }, { hasImage: true })).toEqual({ ok: false, message, problems: [{ field, message }] });
  });

  it('accepts every duration from 1 to 4 and every category', () => {
    for (const durationMonths of [1, 2, 3, 4]) {
      for (const category of ['provision', 'foodstuff', 'mixed']) {
        expect(packForCreate({ ...minimal, durationMonths, category }, { hasImage: true }).ok).toBe(true);
      }
    }
  });
});

describe('editing a pack', () => {
  const current: PackFields = {
    name: 'Rice & Beans',
    description: 'Staples',
    priceKobo: naira(45_000),
    originalPriceKobo: naira(50_000),
    durationMonths: 2,
    category: 'foodstuff',
    featured: true,
    available: true,
    inventory: 12,
    items: ['Rice', 'Beans'],
  };

  it('keeps what is not sent and replaces the items in the order given', () => {
    const check = packForUpdate(current, { priceKobo: naira(48_000), items: ['Beans', 'Rice', 'Oil'] });
    expect(check).toEqual({ ok: true, fields: { ...current, priceKobo: naira(48_000), items: ['Beans', 'Rice', 'Oil'] } });
  });

  it('refuses a price raised above the original price', () => {
    expect(packForUpdate(current, { priceKobo: naira(55_000) })).toMatchObject({
      ok: false,
      problems: [{ field: 'originalPriceKobo', message: 'Original price must not be below the price' }],
    });
  });

  it('refuses a name emptied', () => {
    expect(packForUpdate(current, { name: '  ' })).toMatchObject({ ok: false, message: 'Please fill in all required fields', problems: [{ field: 'name' }] });
  });

  it('refuses line breaks in the name and control characters in the description and items, keeping the description\'s line breaks', () => {
    expect(packForUpdate(current, { name: 'Rice\nURGENT: pay at http://evil.example', description: 'Staples\u202e', items: ['Rice\u0000'] })).toEqual({
      ok: false,
      message:
        'Name must not contain line breaks or control characters. Description must not contain control characters. An item must not contain line breaks or control characters',
      problems: [
        { field: 'name', message: 'Name must not contain line breaks or control characters' },
        { field: 'description', message: 'Description must not contain control characters' },
        { field: 'items', message: 'An item must not contain line breaks or control characters' },
      ],
    });
    expect(packForUpdate(current, { description: 'Staples for a month:\n\t- rice\n\t- beans' })).toMatchObject({ ok: true });
  });
});
