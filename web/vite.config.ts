import { fileURLToPath } from 'node:url';
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

const api = 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), versionFile()],
  resolve: {
    alias: [
      // One password policy and one set of profile rules, shared with the server (never copied).
      { find: /^@domain\/password-policy$/, replacement: apiDomain('auth/domain/password-policy.ts') },
      { find: /^@domain\/profile-rules$/, replacement: apiDomain('user/domain/profile-rules.ts') },
    ],
  },
  server: {
    proxy: {
      '/graphql': api,
      '/api': api,
      '/healthz': api,
      '/images': api,
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
          ],
        },
      },
    },
  },
});
