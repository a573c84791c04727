/** The site's navigation and contact details (spec section 2, Navbar and footer). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/food-packs', label: 'Food Packs' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/terms', label: 'Terms & Conditions' },
] as const;

export const CONTACT = {
  email: 'support@foodsavings.ng',
  /** In the local form people dial ('0803 000 1234'), as every phone number is shown; links dial +234. */
  phones: ['0803 000 1234', '0809 000 5678'],
  /** Placeholder office address (pick-up point): replace with the company's real one before launch. */
  office: '15 Bode Thomas Street, Surulere, Lagos',
  hours: 'Monday to Friday, 9:00 AM to 5:00 PM',
} as const;

/** Placeholder profile addresses: replace with the company's real accounts before launch. */
export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/foodsavingsng',
  x: 'https://x.com/foodsavingsng',
  instagram: 'https://www.instagram.com/foodsavingsng',
  youtube: 'https://www.youtube.com/@foodsavingsng',
  tiktok: 'https://www.tiktok.com/@foodsavingsng',
} as const;
