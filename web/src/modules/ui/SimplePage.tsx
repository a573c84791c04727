import type { ReactNode } from 'react';
import { usePageMeta } from './page-meta';

export interface SimplePageProps {
  /** The tab title ("{title} — Food Savings") and the page's h1. */
  title: string;
  description: string;
  children?: ReactNode;
}

/** A plain content page: title, meta description, heading and text. */
export function SimplePage({ title, description, children }: SimplePageProps) {
  usePageMeta(title, description);
  return (
    <article className="fs-page">
      <h1>{title}</h1>
      {children}
    </article>
  );
}
