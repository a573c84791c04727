import { useEffect } from 'react';
import { useDocumentHead } from './document-head';

export const SITE_NAME = 'Food Savings';

export const pageTitle = (title: string) => `${title} — ${SITE_NAME}`;

/**
 * Sets the tab title ("Page — Food Savings") and the meta description while a page is shown; on
 * the server, the document's head carries them.
 */
export function usePageMeta(title: string, description: string): void {
  useDocumentHead()?.setMeta(pageTitle(title), description);
  useEffect(() => {
    document.title = pageTitle(title);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
