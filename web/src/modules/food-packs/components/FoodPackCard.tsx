import { Link } from 'react-router-dom';
import type { FoodPackCardFieldsFragment } from '../../../gql/graphql';
import { formatNaira } from '../../ui/naira';
import { perDay, planLabel } from '../utils/packs';
import { PackContents } from './PackContents';
import { PackImage } from './PackImage';
import { Button } from '../../ui/Button';

/** How many included items a card lists before '+N more' (a button that unfolds the rest). */
const ITEMS_SHOWN = 4;

export interface FoodPackCardProps {
  pack: FoodPackCardFieldsFragment;
  onStartSaving: (pack: FoodPackCardFieldsFragment) => void;
  /** Load the image at once (it is in the first screenful); otherwise when scrolled near. */
  eagerImage?: boolean;
  /** The page's main picture (the first card on /food-packs): asked for before other images. */
  priorityImage?: boolean;
}

export function FoodPackCard({ pack, onStartSaving, eagerImage = false, priorityImage = false }: FoodPackCardProps) {
  const price = pack.priceKobo;
  const original = pack.originalPriceKobo;
  const headingId = `pack-${pack.id}-name`;
  return (
    <article className={pack.featured ? 'fs-pack-card fs-pack-card--featured' : 'fs-pack-card'} aria-labelledby={headingId}>
      {pack.featured && <p className="fs-pack-card__banner">Most Popular</p>}
      <PackImage src={pack.imageUrl} alt={pack.name} eager={eagerImage} priority={priorityImage} className="fs-pack-card__image" />
      <div className="fs-pack-card__body">
        <div className="fs-pack-card__head">
          <h3 id={headingId}>{pack.name}</h3>
          <span className="fs-badge">{planLabel(pack.durationMonths)}</span>
        </div>
        <p className="fs-pack-card__price">
          <span className="fs-pack-card__amount">{formatNaira(price)}</span>
          {original > price && (
            <del className="fs-pack-card__was">
              <span className="fs-visually-hidden">was </span>
              {formatNaira(original)}
            </del>
          )}
        </p>
        <p className="fs-pack-card__rate">{perDay(pack.dailyRateKobo)}</p>
        {pack.items.length > 0 && (
          <>
            <p className="fs-pack-card__items-title">What&apos;s included:</p>
            <PackContents items={pack.items} folded={ITEMS_SHOWN} className="fs-pack-card__items" />
          </>
        )}
        <Link to={`/food-packs/${encodeURIComponent(pack.id)}`} className="fs-pack-card__details" aria-describedby={headingId}>
          View pack details
        </Link>
        <Button type="primary" block size="large" className="fs-pack-card__cta" onClick={() => onStartSaving(pack)} aria-describedby={headingId}>
          Start Saving Now
        </Button>
      </div>
    </article>
  );
}
