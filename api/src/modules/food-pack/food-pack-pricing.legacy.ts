/**
 * The mobile app's pricing tiers (issue 28): GET /api/FoodPack/{id}/with-pricing and
 * GET /api/FoodPack/{id}/pricing/{durationMonths}. The original server sold a pack over several
 * durations, each a `FoodPackPricing` row; here a pack is sold over the one duration it offers, at
 * its price, with no interest, so it has exactly one tier: { id (the pack's number: one tier per
 * pack), foodPackId, durationMonths, interestRate: 0, totalPrice, dailyPaymentAmount, createdAt,
 * updatedAt }, in naira like every legacy shape. The app reads `json['data'] ?? json`.
 */
import { Router } from 'express';
import { AppError } from '../../common/errors';
import { koboToNaira } from '../../common/money';
import { sendOk } from '../../rest/envelope';
import type { LegacyIds } from '../../rest/legacy-ids';
import { resolvePackKey } from '../../rest/legacy-ids';
import { legacyImageUrl, packLegacyIds } from './food-pack.legacy';
import type { FoodPackService, FoodPackView } from './food-pack.service';

const NO_SUCH_DURATION = 'This food pack is not offered over that many months';

/** The pack's tiers: one per duration it offers (today, its one duration), at its price. */
export function pricingTiers(p: FoodPackView, ids: LegacyIds) {
  const packNo = ids.of('pack', p.id);
  return [
    {
      id: packNo,
      foodPackId: packNo,
      durationMonths: p.durationMonths,
      interestRate: 0,
      totalPrice: koboToNaira(p.priceKobo),
      dailyPaymentAmount: koboToNaira(p.dailyRateKobo),
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    },
  ];
}

/** `FoodPackWithPricing` as the app parses it. */
export function toLegacyPackWithPricing(p: FoodPackView, ids: LegacyIds, publicUrl: string) {
  return {
    id: ids.of('pack', p.id),
    name: p.name,
    description: p.description,
    imageUrl: legacyImageUrl(p.imageUrl, publicUrl),
    category: p.category,
    basePrice: koboToNaira(p.priceKobo),
    originalPrice: koboToNaira(p.originalPriceKobo),
    savings: koboToNaira(p.savingsKobo),
    available: p.available,
    featured: p.featured,
    inventory: p.inventory,
    pricings: pricingTiers(p, ids),
  };
}

export function foodPackPricingRoutes(deps: { foodPacks: FoodPackService; publicUrl: string }): Router {
  const r = Router();
  const packOf = async (ctx: Parameters<FoodPackService['get']>[0], raw: string) => {
    const pack = await deps.foodPacks.get(ctx, await resolvePackKey(ctx, raw));
    if (!pack) throw new AppError('NOT_FOUND', 'Food pack not found');
    return { pack, ids: await packLegacyIds(ctx, [pack]) };
  };
  r.get('/FoodPack/:id/with-pricing', async (req, res) => {
    const { pack, ids } = await packOf(req.ctx, String(req.params.id));
    sendOk(res, toLegacyPackWithPricing(pack, ids, deps.publicUrl));
  });
  r.get('/FoodPack/:id/pricing/:months', async (req, res) => {
    const { pack, ids } = await packOf(req.ctx, String(req.params.id));
    const months = String(req.params.months).trim();
    const tier = /^\d{1,3}$/.test(months) ? pricingTiers(pack, ids).find((t) => t.durationMonths === Number(months)) : undefined;
    if (!tier) throw new AppError('NOT_FOUND', NO_SUCH_DURATION, [{ field: 'durationMonths', message: NO_SUCH_DURATION }]);
    sendOk(res, tier);
  });
  return r;
}
