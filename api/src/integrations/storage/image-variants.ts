import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { CONTENT_TYPES, IMAGE_KEY, LocalDiskImageStorage, type ImageExt, type ImageStorage, type StoredImage } from './image-storage';
import { VARIANT_WIDTHS, type VariantWidth } from './variant-widths';
export { isVariantWidth, VARIANT_WIDTHS, type VariantWidth } from './variant-widths';

type Sharp = ReturnType<typeof sharp>;

/** AVIF, WebP, or the original's own format for a client that accepts neither. */
export type VariantFormat = 'avif' | 'webp' | 'original';

/**
 * The best format the request's Accept header names explicitly. `*\/*` and `image/*` do not count:
 * browsers that decode AVIF or WebP say so by name, and others (curl, old browsers) send wildcards.
 */
export function variantFormatFor(accept: string | undefined): VariantFormat {
  const named = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    named.add(type);
  }
  if (named.has('image/avif')) return 'avif';
  if (named.has('image/webp')) return 'webp';
  return 'original';
}

/**
 * Encoder settings. AVIF at effort 2 (of 0-9): at sharp's default effort 4 a 960 px variant of a
 * 1600 × 1200 photo took about 1.6 s on the 2-core test machine, at effort 2 about 0.3 s, and
 * was still half the size of WebP at quality 75 (bench/image-variants.mjs).
 */
const ENCODE = {
  avif: (img: Sharp) => img.avif({ quality: 50, effort: 2 }),
  webp: (img: Sharp) => img.webp({ quality: 75 }),
  jpg: (img: Sharp) => img.jpeg({ quality: 80, mozjpeg: true }),
  png: (img: Sharp) => img.png({ compressionLevel: 9, palette: false }),
} as const;

type OutExt = keyof typeof ENCODE;

const MAX_INPUT_PIXELS = 8192 * 8192;

const VARIANT_TYPES: Record<OutExt, string> = { avif: 'image/avif', webp: CONTENT_TYPES.webp, jpg: CONTENT_TYPES.jpg, png: CONTENT_TYPES.png };

export interface ImageVariantsOptions {
  /** How many variants are made at once; more requests wait their turn. */
  maxConcurrent?: number;
}

/**
 * Resized copies of stored pictures (issue 9: a phone at 360 px should not download a 1600 px
 * photo). `GET /images/<key>?w=N` asks for one, N one of VARIANT_WIDTHS (variant-widths.ts).
 *
 * Each variant is made once, on its first request, and kept on local disk (written aside, then
 * renamed); later requests stream the file. The originals are read through the ImageStorage
 * interface only, so an object store could keep the originals while this stays a local cache.
 */
export class ImageVariants {
  private readonly making = new Map<string, Promise<void>>();
  /** Originals sharp could not decode: served as they are, without trying again. */
  private readonly undecodable = new Set<string>();
  private readonly maxConcurrent: number;
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly storage: ImageStorage,
    readonly dir: string,
    opts: ImageVariantsOptions = {},
  ) {
    this.maxConcurrent = Math.max(1, opts.maxConcurrent ?? 2);
  }

  /**
   * The picture `key` at `width` in `format`, made now if it was never asked for. Null when the
   * original is unknown. SVG, and a raster picture sharp cannot decode (logged), come as stored.
   */
  async open(key: string, width: VariantWidth, format: VariantFormat, log?: Logger): Promise<StoredImage | null> {
    if (!IMAGE_KEY.test(key)) return null;
    const ext = key.slice(key.lastIndexOf('.') + 1) as ImageExt;
    if (ext === 'svg' || this.undecodable.has(key)) return this.storage.open(key);
    // Asked of the storage every time, so a removed picture's variants are never served.
    if (!(await this.storage.exists(key))) return null;
    const out: OutExt = format === 'original' ? ext : format;
    const name = variantName(key, width, out);
    const file = path.join(this.dir, name);
    let size = await sizeOf(file);
    if (size === null) {
      let pending = this.making.get(name);
      if (!pending) {
        pending = this.limited(() => this.make(key, width, out, file)).finally(() => this.making.delete(name));
        this.making.set(name, pending);
      }
      try {
        await pending;
      } catch (err) {
        if (!(err instanceof UndecodableImage)) throw err;
        this.undecodable.add(key);
        log?.warn({ key, err: err.cause }, 'image variant not made: sharp cannot decode the stored picture, serving it as stored');
        return this.storage.open(key);
      }
      size = await sizeOf(file);
      if (size === null) return this.storage.open(key);
    }
    return { stream: createReadStream(file), size, contentType: VARIANT_TYPES[out] };
  }

  /**
   * Removes every variant of `key` kept on disk: called when the original is removed (a pack's
   * picture replaced), which otherwise left them behind for good. A variant being made at that
   * moment may still be written; it is never served (`open` asks the storage first).
   */
  async forget(key: string): Promise<void> {
    if (!IMAGE_KEY.test(key)) return;
    const names = VARIANT_WIDTHS.flatMap((width) => (Object.keys(ENCODE) as OutExt[]).map((out) => variantName(key, width, out)));
    await Promise.all(names.map((name) => rm(path.join(this.dir, name), { force: true })));
  }

  private async make(key: string, width: VariantWidth, out: OutExt, file: string): Promise<void> {
    const original = await this.storage.open(key);
    if (!original) return;
    const input = await buffer(original.stream);
    let bytes: Buffer;
    try {
      // At most about 67 megapixels (a 48 MP phone photo fits): a 5 MB PNG of a huge flat area
      // would otherwise take gigabytes to decode. Larger ones are served as stored.
      const image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
      const meta = await image.metadata();
      // Never enlarged; a picture already this narrow and in this format is kept as it is.
      const narrow = (meta.autoOrient?.width ?? meta.width) <= width;
      bytes = narrow && out === meta.format.replace('jpeg', 'jpg') ? input : await ENCODE[out](image.autoOrient().resize({ width, withoutEnlargement: true })).toBuffer();
    } catch (err) {
      throw new UndecodableImage(err);
    }
    await mkdir(this.dir, { recursive: true });
    // Written aside then renamed, as the storage does: a reader never sees half a file, and two
    // processes making the same variant each rename a whole one.
    const tmp = path.join(this.dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(tmp, bytes, { flag: 'wx' });
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  private async limited<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxConcurrent) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** A variant's file name: the original's name and format, the width, and the format it is in. */
function variantName(key: string, width: VariantWidth, out: OutExt): string {
  const dot = key.lastIndexOf('.');
  return `${key.slice(0, dot)}-${key.slice(dot + 1)}-w${width}.${out}`;
}

class UndecodableImage extends Error {
  constructor(cause: unknown) {
    super('sharp cannot decode this picture', { cause });
  }
}

/** Variants of a local-disk storage live beside its folder (DATA_DIR/image-variants); of any other storage, in the system's temporary folder. */
export function imageVariantsFor(storage: ImageStorage, opts?: ImageVariantsOptions): ImageVariants {
  const dir = storage instanceof LocalDiskImageStorage ? path.join(path.dirname(storage.dir), 'image-variants') : path.join(tmpdir(), 'food-savings-image-variants');
  return new ImageVariants(storage, dir, opts);
}

async function sizeOf(file: string): Promise<number | null> {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? info.size : null;
}
