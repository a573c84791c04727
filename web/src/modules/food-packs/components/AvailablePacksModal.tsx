import { useQuery } from '@apollo/client/react';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FoodPackCardFieldsFragment, FoodPackCategory } from '../../../gql/graphql';
import { isUnauthenticated } from '../../../lib/graphql-errors';
import { useSession } from '../../../lib/session';
import { formatNaira } from '../../ui/naira';
import { PageSpinner } from '../../ui/PageSpinner';
import { useToast } from '../../ui/toast';
import { FoodPacksQuery } from '../graphql/operations';
import { perDay } from '../utils/packs';
import { CategorySelect, SearchField } from './PackFilterFields';
import './food-packs.css';

/** The whole catalogue in one request (the server's largest page); the modal filters it on the phone. */
export const ALL_PACKS = { page: 1, pageSize: 100 } as const;

export interface AvailablePacksModalProps {
  open: boolean;
  onClose: () => void;
  onStartSaving: (pack: FoodPackCardFieldsFragment) => void;
}

/** Spec section 5: the modal's search looks at the name and description only. */
export function matchesPack(pack: Pick<FoodPackCardFieldsFragment, 'name' | 'description' | 'category'>, search: string, category: FoodPackCategory | null): boolean {
  const text = search.trim().toLowerCase();
  if (category && pack.category !== category) return false;
  return !text || pack.name.toLowerCase().includes(text) || pack.description.toLowerCase().includes(text);
}

/**
 * 'Available Food Packs' (spec section 2): for signed-in visitors. Signed out (or refused by
 * the server): 'Authentication required' and it closes. It loads each time it is opened.
 */
export default function AvailablePacksModal({ open, onClose, onStartSaving }: AvailablePacksModalProps) {
  const { isLoggedIn } = useSession();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FoodPackCategory | null>(null);
  const active = open && isLoggedIn;
  const { data, error, loading, refetch } = useQuery(FoodPacksQuery, { variables: ALL_PACKS, skip: !active, fetchPolicy: 'cache-and-network' });
  const refused = open && (!isLoggedIn || isUnauthenticated(error));

  useEffect(() => {
    if (!refused) return;
    toast.error('Authentication required', 'Please log in to view food packs', { key: 'packs-auth-required' });
    onClose();
  }, [refused, toast, onClose]);

  useEffect(() => {
    if (error && !isUnauthenticated(error)) toast.error('Error', 'Failed to load food packs. Please try again.', { key: 'packs-load-failed' });
  }, [error, toast]);

  const packs = (data?.foodPacks.items ?? []).filter((p) => matchesPack(p, search, category));

  let body;
  if (error && !data) {
    body = (
      <div className="fs-state fs-state--error">
        <p>Failed to load food packs. Please try again.</p>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try Again</Button>
      </div>
    );
  } else if (loading && !data) {
    body = <PageSpinner label="Loading food packs" />;
  } else if (packs.length === 0) {
    body = (
      <div className="fs-state">
        <p>No food packs found matching your criteria.</p>
      </div>
    );
  } else {
    body = (
      <ul className="fs-pack-list">
        {packs.map((pack) => (
          <li key={pack.id} className="fs-pack-list__item">
            <div className="fs-pack-list__head">
              <h3 id={`available-${pack.id}`}>{pack.name}</h3>
              {pack.featured && <span className="fs-badge fs-badge--gold">Featured</span>}
            </div>
            <dl className="fs-pack-list__facts">
              <div>
                <dt>Total price</dt>
                <dd>{formatNaira(pack.priceKobo)}</dd>
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
            {/* Its whole contents on its own page (issue 29), where the pack cards lead too. */}
            <Link to={`/food-packs/${encodeURIComponent(pack.id)}`} className="fs-pack-card__details" aria-describedby={`available-${pack.id}`} onClick={onClose}>
              View pack details{pack.items.length > 0 ? ` (${pack.items.length} item${pack.items.length === 1 ? '' : 's'})` : ''}
            </Link>
            <Button type="primary" block onClick={() => onStartSaving(pack)} aria-describedby={`available-${pack.id}`}>
              Start Saving
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Modal open={active && !refused} title="Available Food Packs" onCancel={onClose} footer={null} width={900} destroyOnHidden>
      <div className="fs-filters fs-filters--modal" role="search" aria-label="Available food packs">
        <SearchField label="Search food packs" placeholder="Search food packs..." value={search} onChange={setSearch} />
        <CategorySelect value={category} onChange={setCategory} />
      </div>
      {body}
    </Modal>
  );
}
