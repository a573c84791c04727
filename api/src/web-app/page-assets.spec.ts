import { filesIn, pageAssets, type Manifest } from './page-assets';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_format-1.js': { file: 'assets/format-1.js', imports: ['_react-1.js'] },
  'src/pages/home/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['index.html', '_react-1.js', '_format-1.js', 'src/Browser.tsx'], css: ['assets/HomePage-1.css'] },
  'src/Browser.tsx': { file: 'assets/Browser-1.js', imports: ['_format-1.js'], css: ['assets/Browser-1.css'] },
};

const template = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />`;

describe('a server-rendered page’s assets', () => {
  it('are its chunk and what it imports, transitively, less what index.html loads already', () => {
    expect(pageAssets(manifest, 'src/pages/home/HomePage.tsx', filesIn(template))).toEqual({
      scripts: ['/assets/HomePage-1.js', '/assets/format-1.js', '/assets/Browser-1.js'],
      styles: ['/assets/HomePage-1.css', '/assets/Browser-1.css'],
    });
  });

  it('are nothing for a module the build does not know', () => {
    expect(pageAssets(manifest, 'src/pages/gone/GonePage.tsx', filesIn(template))).toEqual({ scripts: [], styles: [] });
  });

  it('reads what index.html loads from its script and link elements', () => {
    expect(filesIn(template)).toEqual(new Set(['assets/index-1.js', 'assets/react-1.js', 'assets/index-1.css', 'favicon.svg']));
  });
});
