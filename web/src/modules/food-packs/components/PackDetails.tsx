import type { ReactNode } from 'react';
import type { FoodPackCardFieldsFragment } from '../../../gql/graphql';
import { formatNaira } from '../../ui/naira';
import { categoryLabel, perDay, planLabel } from '../utils/packs';
import { PackContents } from './PackContents';
import { PackImage } from './PackImage';
import './pack-details.css';

export interface PackDetailsProps {
  pack: FoodPackCardFieldsFragment;
  /** The pack's name is the page's heading (h1) on its own page, a section's (h2) elsewhere. */
  headingLevel?: 1 | 2;
  /** Under the contents: the page's 'Start Saving Now'. */
  actions?: ReactNode;
}

/**
 * A pack in full (issue 29): picture, price, per-day figure, plan length, category, description
 * and every item it holds. The detail view of /food-packs/:id, which the cards of the home page's
 * browser and of /food-packs, the 'Available Food Packs' list and the plan set-up all lead to.
 */
export function PackDetails({ pack, headingLevel = 2, actions }: PackDetailsProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  const headingId = `pack-details-${pack.id}`;
  return (
    <article className="fs-pack-details" aria-labelledby={headingId}>
      <PackImage src={pack.imageUrl} alt={pack.name} eager priority className="fs-pack-details__image" />
      <div className="fs-pack-details__body">
        <Heading id={headingId} className="fs-pack-details__name">
          {pack.name}
        </Heading>
        {pack.featured && <p className="fs-pack-details__featured fs-badge fs-badge--gold">Most Popular</p>}
        <p className="fs-pack-card__price">
          <span className="fs-pack-card__amount">{formatNaira(pack.priceKobo)}</span>
          {pack.originalPriceKobo > pack.priceKobo && (
            <del className="fs-pack-card__was">
              <span className="fs-visually-hidden">was </span>
              {formatNaira(pack.originalPriceKobo)}
            </del>
          )}
        </p>
        <dl className="fs-pack-details__facts">
          <div>
            <dt>Per day</dt>
            <dd>{perDay(pack.dailyRateKobo)}</dd>
          </div>
          <div>
            <dt>Plan</dt>
            <dd>{planLabel(pack.durationMonths)}</dd>
          </div>
          <div>
            <dt>Category</dt>
            <dd>{categoryLabel(pack.category)}</dd>
          </div>
        </dl>
        {pack.description && <p className="fs-pack-details__description">{pack.description}</p>}
        <SubHeading className="fs-pack-details__items-title">
          What&apos;s included{pack.items.length > 0 ? ` (${pack.items.length} item${pack.items.length === 1 ? '' : 's'})` : ''}
        </SubHeading>
        {pack.items.length > 0 ? <PackContents items={pack.items} /> : <p>The items of this pack are listed in its description.</p>}
        {actions}
      </div>
    </article>
  );
}
