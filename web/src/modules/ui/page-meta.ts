import { useEffect } from 'react';

export const SITE_NAME = 'Food Savings';

/** Sets the tab title ("Page — Food Savings") and the meta description while a page is shown. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} — ${SITE_NAME}`;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
