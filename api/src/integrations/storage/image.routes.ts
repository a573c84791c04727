import { Router } from 'express';
import type { ImageStorage } from './image-storage';
import { isVariantWidth, VARIANT_WIDTHS, variantFormatFor, type ImageVariants } from './image-variants';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * GET /images/<key>: stored images with a year of caching (keys are random and never reused,
 * so a cached copy is never stale). SVG (seed images only) gets a CSP that forbids scripts,
 * should someone open one directly.
 *
 * GET /images/<key>?w=N, N one of VARIANT_WIDTHS: the picture at most N pixels wide, in AVIF or
 * WebP when the request's Accept names them, else in its own format (`Vary: Accept`), made once
 * and kept (image-variants.ts). SVG ignores `w`.
 */
export function imageRoutes(storage: ImageStorage, variants: ImageVariants): Router {
  const r = Router();
  r.get('/:key', async (req, res, next) => {
    try {
      const w = req.query.w;
      const width = w === undefined ? undefined : typeof w === 'string' && /^\d+$/.test(w) ? Number(w) : NaN;
      if (width !== undefined && !isVariantWidth(width)) {
        return void res.status(400).type('text').send(`w must be one of ${VARIANT_WIDTHS.join(', ')} (pixels wide)`);
      }
      const raster = width !== undefined && !req.params.key.endsWith('.svg');
      const image = raster ? await variants.open(req.params.key, width, variantFormatFor(req.get('accept')), req.log) : await storage.open(req.params.key);
      if (!image) return void res.status(404).type('text').send('Not found');
      res.setHeader('Content-Type', image.contentType);
      res.setHeader('Content-Length', String(image.size));
      res.setHeader('Cache-Control', YEAR);
      if (raster) res.vary('Accept');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      image.stream.on('error', next);
      image.stream.pipe(res);
    } catch (err) {
      next(err);
    }
  });
  return r;
}
