import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { print, type FormattedExecutionResult } from 'graphql';
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { dataOrThrow, PublicDataStore, type PublicDataState } from '../lib/public-data';
import type { SessionStore } from '../lib/session';
import { packQueriesFor } from '../modules/food-packs/components/usePrefetchPacks';
import { packPageRead } from '../modules/food-packs/graphql/pack-page-operations';
import { contributionPageRead } from '../modules/contribution';
import { DocumentHead, DocumentHeadContext, type PreloadImage } from '../modules/ui/document-head';
import { pageModuleFor } from './public-pages';

export { pageModuleFor };

/** Runs a GraphQL operation in the API process, as an anonymous visitor, through the API's own schema. */
export type ExecuteOperation = (query: string, variables: Record<string, unknown>) => Promise<FormattedExecutionResult>;

export interface RenderedPage {
  status: number;
  /** What goes inside `<div id="root">`. */
  html: string;
  title?: string;
  description?: string;
  /** antd's styles for what was rendered, as `<style>` elements. */
  styles: string;
  preloadImage?: PreloadImage;
  /** What the page was rendered with, for the browser's to start from (lib/public-data.ts). */
  state: PublicDataState;
}

/** Nobody is signed in on the server: the public pages render their signed-out view. */
const signedOut: SessionStore = {
  get: () => null,
  getToken: () => null,
  signIn: () => undefined,
  signOut: () => undefined,
  renew: () => undefined,
  updateUser: () => undefined,
  subscribe: () => () => undefined,
};

/** The public pages' reads, run in the API process through its own schema. */
function publicDataFor(execute: ExecuteOperation): PublicDataStore {
  return new PublicDataStore(async (document, variables) => dataOrThrow(await execute(print(document), variables ?? {})));
}

/**
 * Renders a public page (pageModuleFor(url) is not null) as the browser will hydrate it: the same
 * providers and routes, the data the page shows first read beforehand through the API's schema,
 * so the page's reads find it. A failed read rejects: the caller then sends the
 * plain app, which asks for itself.
 */
export async function renderPage(url: string, execute: ExecuteOperation): Promise<RenderedPage> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const publicData = publicDataFor(execute);
  const packPage = packPageRead(pathname);
  const contributionPage = contributionPageRead(pathname);
  await Promise.all([
    ...packQueriesFor(pathname).map((ask) => publicData.fetch(ask.query, ask.variables)),
    ...(packPage ? [publicData.fetch(packPage.query, packPage.variables)] : []),
    ...(contributionPage ? [publicData.fetch(contributionPage.query, contributionPage.variables)] : []),
  ]);
  const head = new DocumentHead();
  const styleCache = createCache();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StyleProvider cache={styleCache}>
        <DocumentHeadContext value={head}>
          <StaticRouter location={url}>
            <AppProviders session={signedOut} publicData={publicData}>
              <AppRoutes />
            </AppProviders>
          </StaticRouter>
        </DocumentHeadContext>
      </StyleProvider>
    </StrictMode>,
    // Every boundary inline, in order: the page is whole when its HTML arrives, and needs no
    // inline script (which the CSP forbids) to put outlined parts in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  return { status: head.status, html, title: head.title, description: head.description, preloadImage: head.preloadImage, styles: extractStyle(styleCache), state: publicData.extract() };
}
