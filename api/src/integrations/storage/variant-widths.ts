/**
 * The widths `GET /images/<key>?w=N` makes (image-variants.ts), which the web's `srcset` lists
 * (web/src/modules/food-packs/components/PackImage.tsx, through the `@domain/variant-widths` alias):
 * one list, so a width the page asks for is always one the server makes.
 * 720 is there for the common 360-375 px phones at DPR 2 (a 328-343 px picture, 656-686 device
 * pixels): without it Chromium picks 960, about 1.8 times the pixels.
 */
export const VARIANT_WIDTHS = [320, 480, 640, 720, 960, 1280] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

export function isVariantWidth(w: number): w is VariantWidth {
  return (VARIANT_WIDTHS as readonly number[]).includes(w);
}
