/**
 * The pages the server renders (issue 9): the public site a first visit lands on. Each maps to its
 * page's source module, whose built chunk and styles the document asks for up front (the build's
 * manifest names them). Any other path the app does not know is the 404 page, rendered too; the
 * sign-in, account and console pages stay client-rendered.
 */
const PUBLIC_PAGES: Record<string, string> = {
  '/': 'src/pages/home/HomePage.tsx',
  '/food-packs': 'src/pages/food-packs/FoodPacksPage.tsx',
  '/how-it-works': 'src/pages/how-it-works/HowItWorksPage.tsx',
  '/about': 'src/pages/about/AboutPage.tsx',
  '/contact': 'src/pages/contact/ContactPage.tsx',
  '/terms': 'src/pages/terms/TermsPage.tsx',
  '/privacy': 'src/pages/privacy/PrivacyPage.tsx',
};

const CLIENT_RENDERED = /^\/(?:login|register|profile|marketer|admin|reset-password|p)(?:\/|$)/;

const NOT_FOUND = 'src/pages/not-found/NotFoundPage.tsx';

/** A pack's own page, /food-packs/:id (issue 29). */
const PACK_PAGE = /^\/food-packs\/[^/]+$/;

/** A plan's contribution link, /c/:token (issue 27). */
const CONTRIBUTION_PAGE = /^\/c\/[^/]+$/;

/** The source module of the page the server renders for a path, or null for a client-rendered one. */
export function pageModuleFor(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (CLIENT_RENDERED.test(path)) return null;
  if (PACK_PAGE.test(path)) return 'src/pages/food-packs/PackDetailPage.tsx';
  if (CONTRIBUTION_PAGE.test(path)) return 'src/pages/contribute/ContributePage.tsx';
  return PUBLIC_PAGES[path.toLowerCase()] ?? NOT_FOUND;
}
