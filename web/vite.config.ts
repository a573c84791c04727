import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type BuildEnvironmentOptions, type ConfigEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The id of this build: BUILD_ID or GIT_SHA from the environment, else a timestamp. */
const buildId = process.env.BUILD_ID || process.env.GIT_SHA || new Date().toISOString().replace(/\D/g, '').slice(0, 14);

/** The browser's build (not the server renderer's, `vite build --ssr`). */
const isBrowserBuild = (_config: unknown, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

/** Writes dist/version.json, which a running app polls to notice a new deployment (spec section 4). */
function versionFile(): Plugin {
  return {
    name: 'food-savings-version-file',
    apply: isBrowserBuild,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version: buildId })}\n` });
    },
  };
}

/**
 * antd's ConfigProvider imports the tooltip UniqueProvider (and with it @rc-component/trigger, ~10 KB
 * gzipped) although it only renders it when `tooltip.unique` is configured. Its import, and only that
 * one, is swapped for a stand-in that loads the real provider if it is ever rendered.
 */
function deferTooltipUniqueProvider(): Plugin {
  const standIn = fileURLToPath(new URL('./src/app/DeferredTooltipUniqueProvider.tsx', import.meta.url));
  return {
    name: 'food-savings-defer-tooltip-unique-provider',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../tooltip/UniqueProvider' && importer && /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)) return standIn;
      return null;
    },
  };
}

/**
 * The modules app/start.tsx loads statically: the shell every page needs, which `shell` below puts
 * in one file (a file costs its headers, and brotli does better on one file than on many small
 * ones). Known once the module graph is built, before chunks are made.
 */
function shellModules() {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: 'food-savings-shell-modules',
    apply: isBrowserBuild,
    buildEnd() {
      const walk = (id: string) => {
        if (ids.has(id)) return;
        ids.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(walk);
      };
      const start = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]app[\\/]start\.tsx$/.test(id));
      if (start) walk(start);
    },
  };
  return { plugin, includes: (id: string) => ids.has(id) };
}
const shell = shellModules();

/**
 * The entry (main.tsx) evaluates React and the app one task at a time through dynamic
 * imports, which Vite would fetch only as each is reached: one round trip after another. This adds
 * to index.html a modulepreload for every file those imports need and a stylesheet link for their
 * CSS, so everything downloads in parallel from the start, styles included. Server-rendered pages
 * start from index.html's head too (api/src/web-app/page-assets.ts).
 */
function preloadStartup(): Plugin {
  return {
    name: 'food-savings-preload-startup',
    apply: isBrowserBuild,
    generateBundle: {
      order: 'post', // after Vite has written index.html
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const html = bundle['index.html'];
        if (!entry || !html || html.type !== 'asset') return;
        const needed = new Set<string>();
        const walk = (fileName: string) => {
          const chunk = bundle[fileName];
          if (needed.has(fileName) || fileName === entry.fileName || chunk?.type !== 'chunk') return;
          needed.add(fileName);
          chunk.imports.forEach(walk);
        };
        entry.dynamicImports.forEach(walk);
        const inHtml = String(html.source);
        const files = [...needed]
          .map((fileName) => bundle[fileName])
          .filter((file) => file.type === 'chunk' && !inHtml.includes(`/${file.fileName}"`));
        const styles = [...new Set(files.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].filter((css) => !inHtml.includes(`/${css}"`));
        const links = [
          ...files.map((chunk) => `    <link rel="modulepreload" crossorigin href="/${chunk.fileName}">`),
          ...styles.map((css) => `    <link rel="stylesheet" crossorigin href="/${css}">`),
        ].join('\n');
        html.source = inHtml.replace(/\n\s*<\/head>/, `\n${links}\n  </head>`);
      },
    },
  };
}

/**
 * Each `graphql(`…`)` call becomes the document it names, written in place (the generated
 * `MeDocument` or `SessionUserFieldsFragmentDoc` of its output's graphql.ts, fragments included).
 * The call looked its text up in gql.ts's map of every operation of that output, which then
 * shipped with every text twice, to whichever chunk imported it first: the shell carried 37
 * documents, most of them the profile's and the pack dialogs'. Written in place, each document
 * ships with the module that defines it (issue 31). As the client preset's Babel and SWC plugins
 * do, but without importing graphql.ts, which as one module would land in one chunk whole. A call
 * whose document cannot be found is left as it is; Jest runs the calls as written (the same documents).
 */
function graphqlDocuments(): Plugin {
  const generated = new Map<string, Map<string, string>>();
  const documentsOf = (dir: string) => {
    let documents = generated.get(dir);
    if (!documents) {
      const source = readFileSync(path.join(dir, 'graphql.ts'), 'utf8');
      documents = new Map([...source.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map((m) => [m[1], m[2]]));
      generated.set(dir, documents);
    }
    return documents;
  };
  const importOfGraphql = /import\s*\{([^}]*)\}\s*from\s*'((?:\.\.?\/)+gql(?:\/[\w-]+)?)';/;
  return {
    name: 'food-savings-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || /[\\/]src[\\/]gql[\\/]/.test(id) || !code.includes('graphql(`')) return null;
      const found = importOfGraphql.exec(code);
      if (!found || !found[1].split(',').some((name) => name.trim() === 'graphql')) return null;
      const [statement, specifiers, from] = found;
      const documents = documentsOf(path.resolve(path.dirname(id), from));
      let replaced = 0;
      let left = false;
      let out = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (call, text: string) => {
        const head = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/.exec(text);
        const document = head && documents.get(head[1] === 'fragment' ? `${head[2]}FragmentDoc` : `${head[2]}Document`);
        if (!document) {
          left = true;
          return call;
        }
        replaced++;
        return `(${document})`;
      });
      if (!replaced) return null;
      if (!left) {
        const rest = specifiers.split(',').map((name) => name.trim()).filter((name) => name && name !== 'graphql');
        out = out.replace(statement, () => (rest.length ? `import { ${rest.join(', ')} } from '${from}';` : ''));
      }
      return { code: out, map: null };
    },
  };
}

/** Text files worth compressing; images and fonts (png, jpg, webp, avif, woff2) are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|map)$/i;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every
 * compressible file of the build, each only when smaller than the file. Done once here, at the
 * strongest settings, so the server only picks one by the client's Accept-Encoding
 * (api/src/common/compression.ts) and spends no CPU on it per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  let outDir = '';
  let log: { info(message: string): void } = console;
  return {
    name: 'food-savings-precompress',
    apply: isBrowserBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = config.logger;
    },
    writeBundle: {
      order: 'post', // after every other plugin has written its files
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
        const totals = { raw: 0, br: 0, gz: 0 };
        await Promise.all(
          files.map(async (name) => {
            const file = path.join(outDir, name);
            const raw = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(raw, { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
              gzipped(raw, { level: zlib.Z_BEST_COMPRESSION }),
            ]);
            totals.raw += raw.length;
            totals.br += Math.min(br.length, raw.length);
            totals.gz += Math.min(gz.length, raw.length);
            if (br.length < raw.length) await writeFile(`${file}.br`, br);
            if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
          }),
        );
        const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
        log.info(`precompressed ${files.length} files: ${kb(totals.raw)} -> ${kb(totals.br)} brotli, ${kb(totals.gz)} gzip`);
      },
    },
  };
}

const api = 'http://localhost:4000';

const browserBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  // Names each page's chunk and styles, which a server-rendered page asks for up front.
  manifest: true,
  emptyOutDir: true,
  sourcemap: false,
  rolldownOptions: {
    output: {
      // Libraries every page needs get their own long-cached files, apart from the app's code.
      codeSplitting: {
        groups: [
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/ },
          // Vite's preload helper, which the entry needs before anything else (else it lands in the shell).
          { name: 'preload-helper', test: (id) => id === '\0vite/preload-helper.js' },
          // With the small parts most pages use, one file rather than one each (a file costs its
          // headers, and a phone's few connections queue): the title, naira, days, the tab bar, and
          // what loads a part as it comes into view.
          {
            name: 'shell',
            test: (id) => shell.includes(id) || /[\\/]src[\\/](modules[\\/]ui[\\/](page-meta|naira|format|TabBar|WhenVisible|useHydrated)|common[\\/]lagos-day)\.tsx?$/.test(id),
          },
          // The signed-in parts load it (lib/apollo-host.ts). After the shell, which keeps
          // graphql's printer (the anonymous operations use it too, lib/public-data.ts).
          { name: 'apollo', test: /node_modules[\\/](@apollo[\\/]client|graphql|rxjs|optimism|@wry|tslib)[\\/]/ },
          // What a customer's plans need on the profile's first screen, from nine small shared files
          // into one (issue 31: a file costs its headers; the profile's first visit has a budget).
          // After the groups above, which keep React, the shell (naira) and Apollo, its dependencies.
          {
            name: 'plan-rules',
            test: /[\\/]src[\\/](modules[\\/]savings-plans[\\/](graphql[\\/]operations|hooks[\\/](usePaymentReturn|payment-texts|plan-cache)|utils[\\/]plans)|lib[\\/]payment-gateway|common[\\/](time|money)|modules[\\/]savings-plan[\\/]domain[\\/]schedule)\.tsx?$/,
          },
        ],
      },
    },
  },
};

/**
 * `vite build --ssr src/ssr/entry-server.tsx`: the public pages' renderer, which the API process
 * loads (api/src/web-app/public-pages.ts). CommonJS with every library inside, so the
 * API (CommonJS, and Jest) can require it whatever the libraries' module formats.
 */
const ssrBuild: BuildEnvironmentOptions = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  sourcemap: false,
  copyPublicDir: false,
  rolldownOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' } },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [graphqlDocuments(), react(), shell.plugin, versionFile(), deferTooltipUniqueProvider(), preloadStartup(), precompress()],
  // The running build knows its own id, so a fresh page is never told to reload (lib/version-check.ts).
  define: {
    __APP_VERSION__: JSON.stringify(buildId),
    // The renderer must be the production React and antd the browser gets: antd's class names
    // differ in development, and the browser would find the server's HTML did not match.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  resolve: {
    alias: [
      // The server's pure rules the web shares rather than copies (password policy, profile, contact and plan
      // rules, picture widths), each file on its own so a page bundles only what it uses. Lint keeps it to pure ones.
      { find: /^@api\/(.*)$/, replacement: `${fileURLToPath(new URL('../api/src/', import.meta.url))}$1` },
    ],
  },
  server: {
    proxy: {
      '/graphql': api,
      '/api': api,
      '/healthz': api,
      '/images': api,
      '/admin/queues': api,
    },
  },
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild ? ssrBuild : browserBuild,
}));
