import { stat } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import Negotiator from 'negotiator';
import express, { type RequestHandler, type Request, type Response } from 'express';

/**
 * Compression on the wire (issue 9). Two halves:
 *
 * - Replies built per request (GraphQL, the legacy /api JSON, health checks, SVG images, the
 *   queue board) go through the `compression` middleware: brotli when the client takes it, else
 *   gzip, above 1 KB, never when the client's Accept-Encoding does not ask for it.
 * - The built web app is compressed once, at build time (web/vite.config.ts writes a `.br` at
 *   brotli quality 11 and a `.gz` at gzip level 9 beside each text file, when smaller), and
 *   `precompressedStatic` picks the variant by content negotiation. The middleware above then
 *   sees a Content-Encoding already set and leaves those replies alone.
 */

/** Replies smaller than this are sent as they are: the codec's framing would eat the saving. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The codings the build writes beside a file, in the server's order of preference: brotli is
 * some 15-20% smaller than gzip on this app's JavaScript.
 */
const PRECOMPRESSED = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

type Coding = (typeof PRECOMPRESSED)[number]['coding'];

/** Compresses dynamic replies (see above). */
export function compressReplies(): RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD, filter: shouldCompress });
}

/**
 * compression's own rule (a compressible Content-Type: JSON, HTML, JS, SVG ... not PNG or JPEG),
 * except for streams read as they arrive, which a compressor would hold back until its buffer
 * fills (Server-Sent Events, multipart incremental delivery), and for partial content, whose
 * Content-Range counts the bytes of the unencoded file.
 */
function shouldCompress(req: Request, res: Response): boolean {
  const type = String(res.getHeader('Content-Type') ?? '');
  if (/^\s*(text\/event-stream|multipart\/)/i.test(type)) return false;
  if (res.statusCode === 206 || res.getHeader('Content-Range') !== undefined) return false;
  return compression.filter(req, res);
}

/**
 * The coding to send, of those `available` (in the server's order of preference), for an
 * Accept-Encoding header: the one the client weighs highest, ties going to the server's order
 * (Chromium sends "gzip, deflate, br, zstd": brotli wins); undefined for the file as it is (no
 * header, nothing acceptable, or identity weighed higher).
 */
export function preferredEncoding(header: string | undefined, available: readonly string[]): string | undefined {
  const [best] = new Negotiator({ headers: { 'accept-encoding': header } }).encodings([...available, 'identity'], { preferred: [...available] });
  return best === 'identity' ? undefined : best;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false; // missing, a bad name (a NUL byte), no access: serve-static gives the answer
  }
}

/**
 * Chooses among `file` and its precompressed siblings for this request. When siblings exist the
 * reply varies by Accept-Encoding (said with `Vary`, whatever is chosen); when one is chosen, the
 * Content-Type of the original and the Content-Encoding are set, and its path returned. Range
 * requests get the file as it is: a byte range of a brotli stream is of no use to anyone who
 * asks for one (media players, resumed downloads).
 */
export async function negotiatePrecompressed(req: Request, res: Response, file: string): Promise<{ file: string; coding?: Coding }> {
  const available = (await Promise.all(PRECOMPRESSED.map(async (v) => ((await isFile(file + v.suffix)) ? v : undefined)))).filter((v) => v !== undefined);
  if (available.length === 0) return { file };
  res.vary('Accept-Encoding');
  if (req.headers.range !== undefined) return { file };
  const coding = preferredEncoding(req.headers['accept-encoding'], available.map((v) => v.coding));
  const chosen = available.find((v) => v.coding === coding);
  if (!chosen) return { file };
  res.type(path.extname(file));
  res.setHeader('Content-Encoding', chosen.coding);
  return { file: file + chosen.suffix, coding: chosen.coding };
}

/**
 * `express.static` that sends a file's `.br` or `.gz` sibling when the client accepts it (see
 * negotiatePrecompressed); with `precompressed: false`, plain `express.static`. Everything else
 * (ETag and Last-Modified of the file sent, HEAD, Range, Cache-Control, 404s) is serve-static's.
 */
export function precompressedStatic(root: string, options: Parameters<typeof express.static>[1] & { precompressed: boolean }): RequestHandler {
  const { precompressed, ...staticOptions } = options;
  const serve = express.static(root, staticOptions);
  if (!precompressed) return serve;
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return serve(req, res, next);
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return serve(req, res, next); // a malformed path: serve-static answers it
    }
    // normalize('/' + …) cannot climb above the root; serve-static checks the path again anyway.
    const file = path.join(root, path.posix.normalize(`/${relative}`));
    if (relative.endsWith('/') || !(await isFile(file))) return serve(req, res, next);
    const chosen = await negotiatePrecompressed(req, res, file);
    if (!chosen.coding) return serve(req, res, next);
    const url = req.url;
    const query = url.indexOf('?');
    req.url = query < 0 ? url + path.extname(chosen.file) : url.slice(0, query) + path.extname(chosen.file) + url.slice(query);
    serve(req, res, (err?: unknown) => {
      // The sibling went away between the two looks (a deploy in progress): undo, and go on as without it.
      req.url = url;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      next(err);
    });
  };
}
