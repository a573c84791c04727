import { checkDeliveryAddress, formatDeliveryAddress, LAGOS_LGAS, lagosAreaIn, OUTSIDE_LAGOS_MESSAGE } from './lagos-address';

const valid = { street: '12 Allen Avenue', landmark: 'Ikeja City Mall', area: 'Ikeja' };

describe('a Lagos delivery address', () => {
  it('lists the 20 local government areas of Lagos State', () => {
    expect(LAGOS_LGAS).toHaveLength(20);
    expect(new Set(LAGOS_LGAS).size).toBe(20);
  });

  it('is trimmed, with runs of spaces and line breaks folded into one space', () => {
    expect(checkDeliveryAddress({ street: '  12   Allen\n Avenue ', landmark: '\tIkeja  City Mall ', area: ' Ikeja ' })).toEqual({ ok: true, address: valid });
  });

  it('needs a street of 5 to 200 characters', () => {
    expect(checkDeliveryAddress({ ...valid, street: '   ' })).toEqual({ ok: false, field: 'street', message: 'Enter the street address: house number and street.' });
    expect(checkDeliveryAddress({ ...valid, street: '2 Ab' })).toEqual({ ok: false, field: 'street', message: 'The street address must be 5 to 200 characters.' });
    expect(checkDeliveryAddress({ ...valid, street: '2 Abc' })).toMatchObject({ ok: true });
    expect(checkDeliveryAddress({ ...valid, street: 'x'.repeat(200) })).toMatchObject({ ok: true });
    expect(checkDeliveryAddress({ ...valid, street: 'x'.repeat(201) })).toMatchObject({ ok: false, field: 'street' });
  });

  it('needs a landmark of 3 to 120 characters', () => {
    expect(checkDeliveryAddress({ ...valid, landmark: '' })).toEqual({ ok: false, field: 'landmark', message: 'Enter a landmark near the address, so the rider can find it.' });
    expect(checkDeliveryAddress({ ...valid, landmark: 'AB' })).toEqual({ ok: false, field: 'landmark', message: 'The landmark must be 3 to 120 characters.' });
    expect(checkDeliveryAddress({ ...valid, landmark: 'UBA' })).toMatchObject({ ok: true });
    expect(checkDeliveryAddress({ ...valid, landmark: 'x'.repeat(120) })).toMatchObject({ ok: true });
    expect(checkDeliveryAddress({ ...valid, landmark: 'x'.repeat(121) })).toMatchObject({ ok: false, field: 'landmark' });
  });

  it('refuses control characters that survive the folding', () => {
    expect(checkDeliveryAddress({ ...valid, street: '12 Allen\u202e Avenue' })).toEqual({
      ok: false,
      field: 'street',
      message: 'The street address must not contain line breaks or control characters.',
    });
    expect(checkDeliveryAddress({ ...valid, landmark: 'Mall\u0000' })).toMatchObject({ ok: false, field: 'landmark' });
  });

  it('takes the area whatever its case, in its own spelling', () => {
    for (const lga of LAGOS_LGAS) {
      expect(checkDeliveryAddress({ ...valid, area: lga.toUpperCase() })).toEqual({ ok: true, address: { ...valid, area: lga } });
    }
    expect(checkDeliveryAddress({ ...valid, area: 'eti osa' })).toMatchObject({ ok: true, address: { area: 'Eti-Osa' } });
    expect(checkDeliveryAddress({ ...valid, area: 'lagos  island' })).toMatchObject({ ok: true, address: { area: 'Lagos Island' } });
  });

  it('takes the other common spellings', () => {
    expect(checkDeliveryAddress({ ...valid, area: 'Somolu' })).toMatchObject({ ok: true, address: { area: 'Shomolu' } });
    expect(checkDeliveryAddress({ ...valid, area: 'Ifako-Ijaye' })).toMatchObject({ ok: true, address: { area: 'Ifako-Ijaiye' } });
    expect(checkDeliveryAddress({ ...valid, area: 'Oshodi/Isolo' })).toMatchObject({ ok: true, address: { area: 'Oshodi-Isolo' } });
  });

  it('delivers only within Lagos State', () => {
    for (const area of ['Ota', 'Ibadan', 'Lekki Phase 1', '', 'Ikeja GRA']) {
      expect(checkDeliveryAddress({ ...valid, area })).toEqual({ ok: false, field: 'area', message: OUTSIDE_LAGOS_MESSAGE });
    }
    expect(OUTSIDE_LAGOS_MESSAGE).toBe(
      'We deliver only within Lagos State: choose one of its 20 local government areas, or collect your pack from our office instead.',
    );
  });

  it('checks the street first, then the landmark, then the area', () => {
    expect(checkDeliveryAddress({ street: '', landmark: '', area: '' })).toMatchObject({ field: 'street' });
    expect(checkDeliveryAddress({ ...valid, landmark: '', area: '' })).toMatchObject({ field: 'landmark' });
  });

  it('formats as one line for the rider', () => {
    expect(formatDeliveryAddress(valid)).toBe('12 Allen Avenue (near Ikeja City Mall), Ikeja, Lagos');
  });
});

describe('an address written in one line', () => {
  it('names its Lagos area, or a well-known district in one', () => {
    expect(lagosAreaIn('21 Adeniran Ogunsanya Street, Surulere, Lagos')).toBe('Surulere');
    expect(lagosAreaIn('3 Ago Palace Way, Okota, Lagos')).toBe('Oshodi-Isolo');
    expect(lagosAreaIn('8 Admiralty Way, Lekki Phase 1, Lagos')).toBe('Eti-Osa');
    expect(lagosAreaIn('14 Herbert Macaulay Way, Yaba')).toBe('Lagos Mainland');
    expect(lagosAreaIn('2 Marina, Lagos Island')).toBe('Lagos Island');
    expect(lagosAreaIn('Plot 4, Oshodi/Isolo expressway')).toBe('Oshodi-Isolo');
  });

  it('names none outside Lagos, or when it says only "Lagos"', () => {
    expect(lagosAreaIn('14 Aminu Kano Crescent, Wuse 2, Abuja')).toBeNull();
    expect(lagosAreaIn('5 Ring Road, Ibadan, Oyo State')).toBeNull();
    expect(lagosAreaIn('12 Some Street, Lagos')).toBeNull();
    // A word that only contains an area's name is not it.
    expect(lagosAreaIn('15 Epeoluwa Street, Abeokuta')).toBeNull();
  });
});
