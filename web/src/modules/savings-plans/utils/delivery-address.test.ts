import { OUTSIDE_LAGOS_MESSAGE } from '@api/modules/savings-plan/domain/lagos-address';
import { addressFromProfile, addressLine, AREA_REQUIRED, deliveryAddressErrors } from './delivery-address';

describe('a delivery address in parts', () => {
  it("guesses the parts from the profile's one line: the area it names, the street without it", () => {
    expect(addressFromProfile('21 Adeniran Ogunsanya Street, Surulere, Lagos')).toEqual({ street: '21 Adeniran Ogunsanya Street', landmark: '', area: 'Surulere' });
    expect(addressFromProfile('14 Admiralty Way, Lekki Phase 1')).toEqual({ street: '14 Admiralty Way, Lekki Phase 1', landmark: '', area: 'Eti-Osa' });
    expect(addressFromProfile('Plot 5, Wuse 2, Abuja')).toEqual({ street: 'Plot 5, Wuse 2, Abuja', landmark: '', area: '' });
    expect(addressFromProfile(null)).toEqual({ street: '', landmark: '', area: '' });
  });

  it("says every part's problem at once, in the server's words", () => {
    expect(deliveryAddressErrors({ street: '', landmark: 'x', area: '' })).toEqual({
      street: 'Enter the street address: house number and street.',
      landmark: 'The landmark must be 3 to 120 characters.',
      area: AREA_REQUIRED,
    });
    expect(deliveryAddressErrors({ street: '12 Allen Avenue', landmark: 'Opposite the mall', area: 'Abuja Municipal' })).toEqual({ area: OUTSIDE_LAGOS_MESSAGE });
    expect(deliveryAddressErrors({ street: '12 Allen Avenue', landmark: 'Opposite the mall', area: 'Ikeja' })).toEqual({});
  });

  it('reads as one line', () => {
    expect(addressLine({ street: '12 Allen Avenue', landmark: 'Opposite the mall', area: 'Ikeja' })).toBe('12 Allen Avenue (near Opposite the mall), Ikeja');
    expect(addressLine({ street: '12 Allen Avenue', landmark: null, area: null })).toBe('12 Allen Avenue');
  });
});
