/** The build's id (vite.config.ts), the same as dist/version.json's `version`. */
declare const __APP_VERSION__: string;
