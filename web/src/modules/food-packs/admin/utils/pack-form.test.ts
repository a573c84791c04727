import { EMPTY_PACK, imageProblem, packFormProblem, toCreatePackInput, toPackFormErrors, toUpdatePackInput, validatePackForm } from './pack-form';

const filled = { ...EMPTY_PACK, name: ' Hamper ', description: 'Big', price: '45,000', items: 'Rice\n\n  Beans  \n' };

describe('the pack form', () => {
  it('refuses a file that is not an image, or is over 5MB', () => {
    expect(imageProblem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe('Please select an image file');
    expect(imageProblem(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' }))).toBe('Image size should be less than 5MB');
    expect(imageProblem(new File([new Uint8Array(5 * 1024 * 1024)], 'a.png', { type: 'image/png' }))).toBeNull();
  });

  it('says what is missing: an image too on create', () => {
    expect(packFormProblem(EMPTY_PACK, { creating: true })?.message).toBe('Please fill in all required fields and select an image');
    expect(packFormProblem(filled, { creating: true })?.message).toBe('Please fill in all required fields and select an image');
    expect(packFormProblem({ ...filled, name: '' }, { creating: false })?.message).toBe('Please fill in all required fields');
    expect(packFormProblem(filled, { creating: false })).toBeNull();
  });

  it('wants whole naira, at least ₦1, and an original price not below the price', () => {
    expect(validatePackForm({ ...filled, price: '12.5' }, { creating: false }).price).toBe('Price must be a whole number of naira, at least ₦1');
    expect(validatePackForm({ ...filled, price: '0' }, { creating: false }).price).toBe('Price must be a whole number of naira, at least ₦1');
    expect(validatePackForm({ ...filled, originalPrice: '40000' }, { creating: false }).originalPrice).toBe('Original price must not be below the price');
    expect(validatePackForm(filled, { creating: false })).toEqual({});
  });

  it('sends kobo, the items without blank lines, and the image key only when there is a new picture', () => {
    expect(toCreatePackInput(filled, 'k.png')).toEqual({
      name: 'Hamper',
      description: 'Big',
      priceKobo: 4_500_000,
      originalPriceKobo: 4_500_000,
      durationMonths: 1,
      category: 'provision',
      inventory: 0,
      items: ['Rice', 'Beans'],
      available: true,
      featured: false,
      imageKey: 'k.png',
    });
    expect(toUpdatePackInput(filled, null)).not.toHaveProperty('imageKey');
    // Stock is never set by an edit: the Stock tab changes it, with a reason.
    expect(toUpdatePackInput(filled, null)).not.toHaveProperty('inventory');
  });

  it("puts the server's field messages on the form's fields", () => {
    expect(toPackFormErrors([{ field: 'priceKobo', message: 'Too low' }, { field: 'imageKey', message: 'Gone' }, { field: 'other', message: 'x' }])).toEqual({ price: 'Too low', image: 'Gone' });
  });
});
