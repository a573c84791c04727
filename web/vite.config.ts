import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiDomain = (file: string) => fileURLToPath(new URL(`../api/src/modules/${file}`, import.meta.url));

/** The id of this build: BUILD_ID or GIT_SHA from the environment, else a timestamp. */
const buildId = process.env.BUILD_ID || process.env.GIT_SHA || new Date().toISOString().replace(/\D/g, '').slice(0, 14);

/** Writes dist/version.json, which a running app polls to notice a new deployment (spec section 4). */
function versionFile(): Plugin {
  return {
    name: 'food-savings-version-file',
    apply: 'build',
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
    apply: 'build',
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

export default defineConfig({
  plugins: [react(), versionFile(), deferTooltipUniqueProvider(), precompress()],
  // The running build knows its own id, so a fresh page is never told to reload (lib/version-check.ts).
  define: { __APP_VERSION__: JSON.stringify(buildId) },
  resolve: {
    alias: [
      // One password policy, one set of profile rules and the contact form rules, shared with the server (never copied).
      { find: /^@domain\/password-policy$/, replacement: apiDomain('auth/domain/password-policy.ts') },
      { find: /^@domain\/profile-rules$/, replacement: apiDomain('user/domain/profile-rules.ts') },
      { find: /^@domain\/contact-rules$/, replacement: apiDomain('contact/domain/contact-rules.ts') },
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries every page needs get their own long-cached files, apart from the app's code.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo[\\/]client|graphql|rxjs|optimism|@wry|tslib)[\\/]/ },
            // The rest of what every first visit loads, in one file: a file costs its headers, and
            // brotli does better on one file than on many small ones.
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
