/** One entry of Vite's build manifest (web/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** The page's chunk and the chunks it imports, as absolute paths. */
  scripts: string[];
  styles: string[];
}

/** The files a built index.html already loads or preloads (`/assets/x.js` → `assets/x.js`). */
export function filesIn(html: string): Set<string> {
  return new Set([...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
}

/**
 * What a page's code needs beyond what index.html already loads: its chunk and, transitively, the
 * chunks and styles it imports. Asked for from the document's head, they download alongside the
 * app's entry instead of after it, and the server-rendered page is styled before any script runs.
 */
export function pageAssets(manifest: Manifest, pageModule: string, loaded: ReadonlySet<string>): PageAssets {
  const seen = new Set<string>();
  const own: ManifestChunk[] = [];
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk || loaded.has(chunk.file)) return;
    seen.add(key);
    own.push(chunk);
    for (const child of chunk.imports ?? []) walk(child);
  };
  walk(pageModule);
  return {
    scripts: own.map((chunk) => `/${chunk.file}`),
    styles: own.flatMap((chunk) => chunk.css ?? []).map((file) => `/${file}`),
  };
}
