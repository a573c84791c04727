import express, { Router, type ErrorRequestHandler } from 'express';
import { AppError } from '../../common/errors';
import { sendOk, sendPage } from '../../rest/envelope';
import { adminOnly, LEGACY_JSON_TYPES, queryParam } from '../../rest/route-helpers';
import { MAX_PAGE_SIZE } from './domain/filters';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE_MESSAGE } from './domain/image';
import { confirmPercentageFrom, fromLegacyBody, fromLegacySearch, packLegacyIds, percentageFrom, toLegacyPack, withLegacyFields } from './food-pack.legacy';
import { legacyPackId, resolvePackKey } from '../../rest/legacy-ids';
import type { FoodPackService } from './food-pack.service';

/** A 5 MB image as base64 is ~6.7 MB; with the rest of a pack it fits in 7 MB. Checked again on the decoded bytes. */
const IMAGE_JSON_LIMIT = '7mb';

const imageJson = express.json({ limit: IMAGE_JSON_LIMIT, type: LEGACY_JSON_TYPES });
const rawImage = express.raw({ type: ['image/*', 'application/octet-stream'], limit: MAX_IMAGE_BYTES });

/** The body parser's 413 (counted while reading) as the specification's image message. */
const imageTooLarge: ErrorRequestHandler = (err, _req, _res, next) => {
  const e = err as { status?: number; type?: string };
  if (e?.status === 413 || e?.type === 'entity.too.large') return next(new AppError('IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE, [{ field: 'image', message: IMAGE_TOO_LARGE_MESSAGE }]));
  next(err);
};

/**
 * Section 7's food-pack paths. Reads are public (available packs; admins see all); writes need
 * Admin. `/search` and `/adjust-prices` come before `/:id`.
 */
export function foodPackRoutes(deps: { foodPacks: FoodPackService; publicUrl: string }): Router {
  const r = Router();
  /**
   * The packs the reader may see, oldest first as the original listed them, `MAX_PAGE_SIZE` at most
   * a reply: `data` is the list, `totalCount, page, pageSize, totalPages` beside it; `page` (or
   * `pageNumber`) and `pageSize` choose another page.
   */
  r.get('/foodpack', async (req, res) => {
    const q = req.query as Record<string, unknown>;
    const paging = { page: queryParam(q, 'page', 'pageNumber'), pageSize: queryParam(q, 'pageSize') ?? MAX_PAGE_SIZE };
    const page = await withLegacyFields(() => deps.foodPacks.list(req.ctx, paging));
    const ids = await packLegacyIds(req.ctx, page.items);
    sendPage(res, page, (p) => toLegacyPack(p, ids, deps.publicUrl));
  });
  r.get('/foodpack/search', async (req, res) => {
    const query = fromLegacySearch(req.query);
    const page = await withLegacyFields(() => deps.foodPacks.list(req.ctx, query));
    const ids = await packLegacyIds(req.ctx, page.items);
    sendOk(res, { ...page, items: page.items.map((p) => toLegacyPack(p, ids, deps.publicUrl)) });
  });
  r.put('/foodpack/adjust-prices', adminOnly, async (req, res) => {
    const result = await withLegacyFields(() => deps.foodPacks.adjustPrices(req.ctx, percentageFrom(req.query), confirmPercentageFrom(req.query)));
    const ids = await packLegacyIds(req.ctx, result.items);
    sendOk(res, result.items.map((p) => toLegacyPack(p, ids, deps.publicUrl)), `Prices adjusted by ${result.percentage}% (${result.changedCount} packs changed)`);
  });
  r.get('/foodpack/:id', async (req, res) => {
    const pack = await deps.foodPacks.get(req.ctx, await resolvePackKey(req.ctx, String(req.params.id)));
    if (!pack) throw new AppError('NOT_FOUND', 'Food pack not found');
    sendOk(res, toLegacyPack(pack, await packLegacyIds(req.ctx, [pack]), deps.publicUrl));
  });
  r.post('/foodpack', adminOnly, imageJson, async (req, res) => {
    const pack = await withLegacyFields(() => deps.foodPacks.create(req.ctx, fromLegacyBody(req.body)));
    sendOk(res, toLegacyPack(pack, await packLegacyIds(req.ctx, [pack]), deps.publicUrl), 'Food pack created');
  });
  r.put('/foodpack/:id', adminOnly, imageJson, async (req, res) => {
    const id = await resolvePackKey(req.ctx, String(req.params.id));
    const pack = await withLegacyFields(() => deps.foodPacks.update(req.ctx, id, fromLegacyBody(req.body)));
    sendOk(res, toLegacyPack(pack, await packLegacyIds(req.ctx, [pack]), deps.publicUrl), 'Food pack updated');
  });
  r.delete('/foodpack/:id', adminOnly, async (req, res) => {
    const id = await resolvePackKey(req.ctx, String(req.params.id));
    await deps.foodPacks.retire(req.ctx, id);
    sendOk(res, { id: await legacyPackId(req.ctx, id) }, 'Food pack deleted');
  });

  /**
   * POST /api/uploads/food-pack-image: the image as the raw body (Content-Type image/* or
   * application/octet-stream, at most 5 MB, counted while reading), or JSON { imageBase64 }.
   * Answers { key, url }; pass the key to createFoodPack/updateFoodPack.
   */
  r.post('/uploads/food-pack-image', adminOnly, rawImage, imageJson, async (req, res) => {
    const body: unknown = req.body;
    const source = Buffer.isBuffer(body)
      ? { bytes: body }
      : typeof (body as { imageBase64?: unknown })?.imageBase64 === 'string'
        ? { base64: (body as { imageBase64: string }).imageBase64 }
        : null;
    if (!source) throw new AppError('INVALID_IMAGE', NOT_AN_IMAGE_MESSAGE, [{ field: 'image', message: NOT_AN_IMAGE_MESSAGE }]);
    sendOk(res, await deps.foodPacks.storeImage(req.ctx, source), 'Image uploaded');
  });
  r.use(imageTooLarge);
  return r;
}
