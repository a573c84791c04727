import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** File types the storage keeps. Uploads are jpg/png/webp (checked by magic bytes); svg is only for the shipped seed images. */
export const ImageExts = ['jpg', 'png', 'webp', 'svg'] as const;
export type ImageExt = (typeof ImageExts)[number];

export const CONTENT_TYPES: Record<ImageExt, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** 128 random bits in hex and the extension: unguessable, and safe in a path and a URL. */
export const IMAGE_KEY = /^[0-9a-f]{32}\.(jpg|png|webp|svg)$/;

export interface StoredImage {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Where pack images live. Local disk by default; an object store (S3, R2, GCS) can implement the
 * same five methods later without the services noticing. Keys are opaque to callers.
 */
export interface ImageStorage {
  /** Stores the bytes under a new random key and returns the key. */
  save(bytes: Uint8Array, ext: ImageExt): Promise<string>;
  /** The image, or null when the key is unknown or malformed. */
  open(key: string): Promise<StoredImage | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** The path a browser loads the image from. */
  url(key: string): string;
}

export function imageUrl(key: string): string {
  return `/images/${key}`;
}

export class LocalDiskImageStorage implements ImageStorage {
  constructor(readonly dir: string) {}

  async save(bytes: Uint8Array, ext: ImageExt): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const key = `${randomBytes(16).toString('hex')}.${ext}`;
    const tmp = path.join(this.dir, `.${key}.tmp`);
    // Written aside then renamed, so a reader never sees half a file; 'wx' never overwrites.
    await writeFile(tmp, bytes, { flag: 'wx' });
    await rename(tmp, path.join(this.dir, key));
    return key;
  }

  async open(key: string): Promise<StoredImage | null> {
    const file = this.file(key);
    if (!file) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const ext = key.slice(key.lastIndexOf('.') + 1) as ImageExt;
    return { stream: createReadStream(file), size: info.size, contentType: CONTENT_TYPES[ext] };
  }

  async exists(key: string): Promise<boolean> {
    const file = this.file(key);
    return !!file && (await stat(file).then((s) => s.isFile(), () => false));
  }

  async remove(key: string): Promise<void> {
    const file = this.file(key);
    if (file) await rm(file, { force: true });
  }

  url(key: string): string {
    return imageUrl(key);
  }

  private file(key: string): string | null {
    return IMAGE_KEY.test(key) ? path.join(this.dir, key) : null;
  }
}

export function createImageStorage(dataDir: string): ImageStorage {
  return new LocalDiskImageStorage(path.join(dataDir, 'uploads'));
}
