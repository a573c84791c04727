import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSignedInPages } from './signed-in-pages';

const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_apollo-1.js': { file: 'assets/apollo-1.js', imports: ['_react-1.js'] },
  'src/pages/profile/ProfilePage.tsx': { file: 'assets/ProfilePage-1.js', imports: ['_react-1.js', '_apollo-1.js'], css: ['assets/ProfilePage-1.css'] },
  'src/lib/WithApollo.tsx': { file: 'assets/WithApollo-1.js', imports: ['_apollo-1.js'] },
  'src/pages/admin/AdminPage.tsx': { file: 'assets/AdminPage-1.js', imports: ['_apollo-1.js'] },
  'src/modules/ui/AntdTheme.tsx': { file: 'assets/AntdTheme-1.js' },
};
const indexHtml = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head><body><div id="root"></div></body></html>`;

describe('the signed-in pages’ documents (issue 31)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'fs-signed-in-'));
    mkdirSync(path.join(dir, '.vite'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(dir, 'index.html'), indexHtml);
    writeFileSync(path.join(dir, 'assets', 'index-1.css'), 'body{margin:0}');
    writeFileSync(path.join(dir, 'assets', 'ProfilePage-1.css'), '.fs-profile{display:flex}');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('ask from the head for every chunk the page loads, once each, with its styles in the document', () => {
    const html = loadSignedInPages(dir)!.htmlFor('/profile')!;
    const preloaded = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded).toEqual(['/assets/react-1.js', '/assets/ProfilePage-1.js', '/assets/apollo-1.js', '/assets/WithApollo-1.js']);
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<style>.fs-profile{display:flex}</style>');
    expect(html).not.toContain('AntdTheme');
  });

  it('bring antd’s themed provider for the console, and answer other paths with nothing', () => {
    const pages = loadSignedInPages(dir)!;
    expect(pages.htmlFor('/admin/')).toContain('href="/assets/AntdTheme-1.js"');
    expect(pages.htmlFor('/PROFILE')).toContain('ProfilePage-1.js');
    expect(pages.htmlFor('/')).toBeNull();
    expect(pages.htmlFor('/profile/extra')).toBeNull();
  });

  it('are none without a build', () => {
    expect(loadSignedInPages(path.join(dir, 'missing'))).toBeNull();
  });
});
