import { createContext, useContext } from 'react';

/**
 * What a page tells the server while it is rendered there (ssr/entry-server.tsx): the document's
 * title and description, its HTTP status, and the picture to preload. In the browser there is no
 * sink and these hooks do nothing; the page sets its title itself (page-meta.ts).
 */
/** A picture's address, and for one with resized variants its `<img>`'s srcset and sizes. */
export interface PreloadImage {
  href: string;
  srcSet?: string;
  sizes?: string;
}

export class DocumentHead {
  title?: string;
  description?: string;
  status = 200;
  /** The page's largest picture, asked for from the document's head. */
  preloadImage?: PreloadImage;

  setMeta(title: string, description: string): void {
    this.title = title;
    this.description = description;
  }

  setStatus(status: number): void {
    this.status = status;
  }

  /** The first one wins: the picture at the top of the page. */
  preload(image: PreloadImage): void {
    this.preloadImage ??= image;
  }
}

export const DocumentHeadContext = createContext<DocumentHead | null>(null);

/** Null in the browser. Writing to it while rendering is safe: a server render runs once. */
export function useDocumentHead(): DocumentHead | null {
  return useContext(DocumentHeadContext);
}

/** The HTTP status a server-rendered page answers with (the 404 page's 404). */
export function useHttpStatus(status: number): void {
  useDocumentHead()?.setStatus(status);
}
