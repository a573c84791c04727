import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FormattedExecutionResult } from 'graphql';
import { escapeHtml } from '../common/html';
import type { Logger } from '../common/logger';
import { filesIn, pageAssets, type Manifest } from './page-assets';

/** Runs a GraphQL operation through the API's schema as an anonymous visitor. */
export type ExecuteOperation = (query: string, variables: Record<string, unknown>) => Promise<FormattedExecutionResult>;

/** What web/src/ssr/entry-server.tsx exports (built to web/dist-ssr/entry-server.cjs). */
interface Renderer {
  pageModuleFor(pathname: string): string | null;
  renderPage(
    url: string,
    execute: ExecuteOperation,
  ): Promise<{ status: number; html: string; title?: string; description?: string; styles: string; preloadImage?: PreloadImage; state: unknown }>;
}

export interface PublicPages {
  /** The page's HTML document and status, or null for a path the browser renders (sign-in, account, console). */
  render(url: string, execute: ExecuteOperation): Promise<{ status: number; html: string } | null>;
}

/** The page's largest picture, as web/src/modules/ui/document-head.ts reports it. */
interface PreloadImage {
  href: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `<link rel="preload">` of the page's largest picture. One with resized variants gets
 * `imagesrcset` and `imagesizes`, its `<img>`'s own, so the browser preloads the variant it will
 * show, and no `href`: a browser that ignores `imagesrcset` then preloads nothing rather than the
 * full-size original.
 */
function imagePreload(image: PreloadImage): string {
  const attributes = image.srcSet
    ? `imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes ?? '100vw')}"`
    : `href="${escapeHtml(image.href)}"`;
  return `<link rel="preload" as="image" ${attributes} fetchpriority="high">`;
}

/**
 * The stylesheets of the public pages, in the HTML (issue 9): the page paints with the document
 * alone instead of waiting for a render-blocking request per stylesheet, a round trip each on a
 * phone network. About 3.5 KB compressed per page, sent again on each full load; the public
 * pages are mostly first visits, and later pages are navigated to in the browser. The disabled
 * link beside each is not fetched (a disabled stylesheet is not loaded): it tells Vite's preload
 * helper, which looks for a stylesheet link before adding one, that a lazy chunk's styles are on
 * the page.
 */
export function stylesheetInliner(webDistDir: string): (href: string) => string {
  const inlined = new Map<string, string>();
  return (href) => {
    let html = inlined.get(href);
    if (html === undefined) {
      const css = readFileSync(path.join(webDistDir, href), 'utf8');
      // Text that would end the <style> element early: left as a link.
      html = /<\/style/i.test(css) ? `<link rel="stylesheet" crossorigin href="${href}">` : `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
      inlined.set(href, html);
    }
    return html;
  };
}

/** JSON inside a <script> element: `<` escaped, so no `</script>` or `<!--` in the data can end it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The public pages rendered on the server (issue 9): the built index.html with the page's HTML
 * inside `#root`, its title and description, its styles inlined, its chunk and largest picture
 * asked for from the head, antd's styles for what was rendered, and the data it was rendered
 * with for the browser to hydrate from. Null when the renderer is not built (`vite build --ssr`):
 * every path then gets the plain app, as before.
 */
export function loadPublicPages(webDistDir: string, ssrDir: string, log: Logger): PublicPages | null {
  const rendererFile = path.join(ssrDir, 'entry-server.cjs');
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  const templateFile = path.join(webDistDir, 'index.html');
  if (![rendererFile, manifestFile, templateFile].every((f) => existsSync(f))) {
    log.warn({ rendererFile }, 'the public pages renderer is not built: every page is rendered in the browser');
    return null;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const built = readFileSync(templateFile, 'utf8');
  const loaded = filesIn(built);
  const inline = stylesheetInliner(webDistDir);
  const template = built.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (_m, href: string) => inline(href));
  let renderer: Renderer | undefined;

  return {
    async render(url, execute) {
      // Loaded with the first page asked for, not at start-up: a megabyte of React and antd.
      // A path known only at run time; CommonJS (the API's format, and the renderer's) loads it with require.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      renderer ??= require(rendererFile) as Renderer;
      const pageModule = renderer.pageModuleFor(new URL(url, 'http://localhost').pathname);
      if (!pageModule) return null;
      const page = await renderer.renderPage(url, execute);
      const assets = pageAssets(manifest, pageModule, loaded);
      const head = [
        ...(page.preloadImage ? [imagePreload(page.preloadImage)] : []),
        ...assets.styles.map(inline),
        ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        page.styles,
      ].join('\n    ');
      const html = template
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title ?? 'Food Savings')}</title>`)
        .replace(/(<meta name="description" content=")[^"]*(")/, (_m, open: string, close: string) => (page.description ? open + escapeHtml(page.description) + close : _m))
        .replace('</head>', () => `  ${head}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root">${page.html}</div>\n    <script type="application/json" id="fs-ssr-state">${scriptJson(page.state)}</script>`,
        );
      return { status: page.status, html };
    },
  };
}
