import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import type { FoodPackCardFieldsFragment } from '../../../gql/graphql';
import { formatNaira } from '../../ui/format';
import { categoryLabel, perDay, planLabel } from '../utils/packs';
import { PackImage } from './PackImage';
import './food-packs.css';

export interface PackDetailsDialogProps {
  pack: FoodPackCardFieldsFragment;
  open: boolean;
  onClose: () => void;
  /** What comes next for the customer (shown under the details). */
  children?: ReactNode;
}

/** Everything about one pack: picture, price, savings, daily amount, plan length and every item. */
export default function PackDetailsDialog({ pack, open, onClose, children }: PackDetailsDialogProps) {
  const price = pack.priceKobo;
  const original = pack.originalPriceKobo;
  return (
    <Modal
      open={open}
      title={pack.name}
      onCancel={onClose}
      destroyOnHidden
      width={560}
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="fs-pack-details">
        <PackImage src={pack.imageUrl} alt={pack.name} eager className="fs-pack-details__image" />
        <p className="fs-pack-details__tags">
          <span className="fs-badge">{planLabel(pack.durationMonths)}</span>
          <span className="fs-badge fs-badge--plain">{categoryLabel(pack.category)}</span>
          {pack.featured && <span className="fs-badge fs-badge--gold">Most Popular</span>}
        </p>
        <p>{pack.description}</p>
        <dl className="fs-pack-details__facts">
          <div>
            <dt>Total price</dt>
            <dd>
              {formatNaira(price)}
              {original > price && (
                <>
                  {' '}
                  <del>
                    <span className="fs-visually-hidden">was </span>
                    {formatNaira(original)}
                  </del>{' '}
                  <span className="fs-pack-details__save">You save {formatNaira(original - price)}</span>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>Daily payment</dt>
            <dd>{perDay(pack.dailyRateKobo)}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>
              {pack.durationMonths} month{pack.durationMonths === 1 ? '' : 's'}
            </dd>
          </div>
        </dl>
        {pack.items.length > 0 && (
          <>
            <h3 className="fs-pack-details__heading">What&apos;s included</h3>
            <ul className="fs-pack-details__items">
              {pack.items.map((item) => (
                <li key={item.id}>{item.text}</li>
              ))}
            </ul>
          </>
        )}
        {children}
      </div>
    </Modal>
  );
}
