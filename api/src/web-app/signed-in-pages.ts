import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { filesIn, pageAssets, type Manifest } from './page-assets';
import { stylesheetInliner } from './public-pages';

/**
 * The signed-in pages are rendered in the browser (they need the session, which lives in its
 * storage), but their code is known from the path: each one's chunk, Apollo's client and provider,
 * and antd's themed provider where lazyWithApollo loads them beside it
 * (web/src/modules/ui/lazy-with-antd.tsx; the first screens of the profile and the marketer portal
 * have no antd), as web/dist's manifest names them.
 */
const APOLLO = 'src/lib/WithApollo.tsx';
const ANTD = 'src/modules/ui/AntdTheme.tsx';
const SIGNED_IN_PAGES: Record<string, string[]> = {
  '/profile': ['src/pages/profile/ProfilePage.tsx', APOLLO],
  '/marketer': ['src/pages/marketer/MarketerPage.tsx', APOLLO],
  '/admin': ['src/pages/admin/AdminPage.tsx', APOLLO, ANTD],
  '/rider': ['src/pages/rider/RiderPage.tsx', APOLLO, ANTD],
};

export interface SignedInPages {
  /** index.html with the page's scripts and styles asked for from its head, or null for another path. */
  htmlFor(pathname: string): string | null;
}

/**
 * index.html for each signed-in page with a `modulepreload` for every chunk its code imports and
 * its styles in the document, as the public pages have theirs (public-pages.ts), issue 31: they
 * download beside the entry instead of one round trip after another once the router has run. The
 * document is the same for everyone (no session in it), so a returning visit is answered 304 by
 * its ETag until a new build. Null without a build.
 */
export function loadSignedInPages(webDistDir: string): SignedInPages | null {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  const templateFile = path.join(webDistDir, 'index.html');
  if (!existsSync(manifestFile) || !existsSync(templateFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const built = readFileSync(templateFile, 'utf8');
  const inline = stylesheetInliner(webDistDir);
  const template = built.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (_m, href: string) => inline(href));
  const pages = new Map<string, string>();
  for (const [route, modules] of Object.entries(SIGNED_IN_PAGES)) {
    const loaded = filesIn(built);
    const links: string[] = [];
    for (const module of modules) {
      const assets = pageAssets(manifest, module, loaded);
      assets.styles.forEach((href) => links.push(inline(href)));
      assets.scripts.forEach((href) => links.push(`<link rel="modulepreload" crossorigin href="${href}">`));
      // A chunk two of the modules import is asked for once.
      [...assets.scripts, ...assets.styles].forEach((href) => loaded.add(href.slice(1)));
    }
    if (links.length) pages.set(route, template.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`));
  }
  return { htmlFor: (pathname) => pages.get(pathname.replace(/\/+$/, '').toLowerCase()) ?? null };
}
