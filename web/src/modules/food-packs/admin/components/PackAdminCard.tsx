import { formatNaira } from '../../../ui/format';
import { PackImage } from '../../components/PackImage';
import { categoryLabel, planLabel } from '../../utils/packs';
import { PackActions, type PackActionsProps } from './PackActions';
import { PackSwitch } from './PackSwitch';

/** One pack in the Grid view: its picture, price, state, switches and actions. */
export function PackAdminCard({ pack, onEdit, onDelete }: PackActionsProps) {
  const headingId = `admin-pack-${pack.id}`;
  return (
    <article className={pack.available ? 'fs-pa-card' : 'fs-pa-card fs-pa-card--hidden'} aria-labelledby={headingId}>
      <PackImage src={pack.imageUrl} alt={pack.name} className="fs-pa-card__image" />
      <div className="fs-pa-card__body">
        <h3 id={headingId}>{pack.name}</h3>
        <p className="fs-pa-card__badges">
          <span className="fs-badge fs-badge--plain">{categoryLabel(pack.category)}</span> <span className="fs-badge">{planLabel(pack.durationMonths)}</span>
          {!pack.available && <span className="fs-badge fs-badge--gold">Hidden</span>}
        </p>
        <p className="fs-pa-card__price">
          <strong>{formatNaira(pack.priceKobo)}</strong>
          {pack.originalPriceKobo > pack.priceKobo && (
            <del>
              <span className="fs-visually-hidden">was </span>
              {formatNaira(pack.originalPriceKobo)}
            </del>
          )}
        </p>
        <p className="fs-pa-card__meta">
          On hand {pack.inventory} · {pack.items.length} item{pack.items.length === 1 ? '' : 's'}
        </p>
        <div className="fs-pa-switches">
          <PackSwitch pack={pack} flag="available" />
          <PackSwitch pack={pack} flag="featured" />
        </div>
        <PackActions pack={pack} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </article>
  );
}
