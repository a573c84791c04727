import { Router } from 'express';
import type { ImageStorage } from './image-storage';

/**
 * GET /images/<key>: stored images with a year of caching (keys are random and never reused,
 * so a cached copy is never stale). SVG (seed images only) gets a CSP that forbids scripts,
 * should someone open one directly. No resizing: that needs a native image library.
 */
export function imageRoutes(storage: ImageStorage): Router {
  const r = Router();
  r.get('/:key', async (req, res, next) => {
    try {
      const image = await storage.open(req.params.key);
      if (!image) return void res.status(404).type('text').send('Not found');
      res.setHeader('Content-Type', image.contentType);
      res.setHeader('Content-Length', String(image.size));
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
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
