import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Express, Request } from 'express';
import { negotiatePrecompressed, precompressedStatic } from '../common/compression';
import { withTimeout } from '../common/concurrency';
import type { Logger } from '../common/logger';
import { loadPublicPages, type ExecuteOperation } from './public-pages';
import { loadSignedInPages } from './signed-in-pages';

export interface WebAppOptions {
  /** The browser build (web/dist). */
  dir: string;
  /** The public pages' renderer (web/dist-ssr). */
  ssrDir: string;
  precompressed: boolean;
  log: Logger;
  /** GraphQL as an anonymous visitor, for the request being answered. */
  anonymousOperations: (req: Request) => ExecuteOperation;
}

/** A page slower than this to render is sent as the plain app instead, which loads its own data. */
export const RENDER_TIMEOUT_MS = 3_000;

/**
 * The built React app: hashed assets cached for a year, index.html and version.json never
 * without asking again. The public pages are rendered here (public-pages.ts); every other path
 * gets index.html, and the browser renders it. Each text file has `.br` and `.gz` siblings from
 * the build, sent to clients that accept them (with `Vary: Accept-Encoding`); rendered pages are
 * compressed as they are sent (common/compression.ts).
 */
export function serveWebApp(app: Express, { dir, ssrDir, precompressed, log, anonymousOperations }: WebAppOptions): void {
  const index = path.join(dir, 'index.html');
  const pages = loadPublicPages(dir, ssrDir, log);
  const signedIn = loadSignedInPages(dir);
  app.use('/assets', precompressedStatic(path.join(dir, 'assets'), { precompressed, immutable: true, maxAge: '365d', lastModified: false, fallthrough: false }));
  app.use(
    precompressedStatic(dir, {
      precompressed,
      index: false,
      maxAge: '1h',
      // Not hashed, and they name the current build: a stale copy would run (or announce) an old one.
      setHeaders: (res, file) => {
        if (/(\.html|[\\/]version\.json)(\.br|\.gz)?$/.test(file)) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.get(/^(?!\/(api|graphql|healthz|readyz|images)(\/|$)).*/, async (req, res, next) => {
    if (!existsSync(index)) return void res.status(503).type('text').send('The web app is not built yet: run `npm run build`.');
    res.setHeader('Cache-Control', 'no-cache');
    if (pages) {
      try {
        const page = await withTimeout(pages.render(req.originalUrl, anonymousOperations(req)), RENDER_TIMEOUT_MS);
        if (page) return void res.status(page.status).type('html').send(page.html);
      } catch (err) {
        // The database is down or slow, or the renderer failed: the plain app still works, and
        // says what is wrong when its own requests fail.
        req.log.warn({ err }, 'public page not rendered on the server: sending the app, which renders it in the browser');
      }
    }
    const signedInPage = signedIn?.htmlFor(req.path);
    if (signedInPage) return void res.type('html').send(signedInPage);
    const { file } = precompressed ? await negotiatePrecompressed(req, res, index) : { file: index };
    res.sendFile(file, (err?: NodeJS.ErrnoException) => {
      // As Express does without a callback (a client that went away is no error), and the error
      // reply must not claim the encoding of a file that was not sent.
      if (!err || err.code === 'ECONNABORTED' || err.syscall === 'write') return;
      if (!res.headersSent) res.removeHeader('Content-Encoding');
      next(err);
    });
  });
}
