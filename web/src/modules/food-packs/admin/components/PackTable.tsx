import { Table, type TableColumnsType } from 'antd';
import type { AdminFoodPackFieldsFragment } from '../../../../gql/admin/graphql';
import { formatNaira } from '../../../ui/format';
import { categoryLabel, planLabel } from '../../utils/packs';
import { PackActions } from './PackActions';
import { PackSwitch } from './PackSwitch';

export interface PackTableProps {
  packs: AdminFoodPackFieldsFragment[];
  loading: boolean;
  onEdit: (pack: AdminFoodPackFieldsFragment) => void;
  onDelete: (pack: AdminFoodPackFieldsFragment) => void;
}

/** The List view: one row a pack; on a phone the table scrolls sideways inside its own box. */
export function PackTable({ packs, loading, onEdit, onDelete }: PackTableProps) {
  const columns: TableColumnsType<AdminFoodPackFieldsFragment> = [
    {
      key: 'pack',
      title: 'Pack',
      render: (_, p) => (
        <div className="fs-pa-cell">
          <strong>{p.name}</strong>
          <span>
            {categoryLabel(p.category)} · {planLabel(p.durationMonths)}
          </span>
          {!p.available && <span>Hidden from the catalogue</span>}
        </div>
      ),
    },
    {
      key: 'price',
      title: 'Price',
      render: (_, p) => (
        <div className="fs-pa-cell">
          <strong>{formatNaira(p.priceKobo)}</strong>
          {p.originalPriceKobo > p.priceKobo && <span>was {formatNaira(p.originalPriceKobo)}</span>}
        </div>
      ),
    },
    { key: 'inventory', title: 'On hand', responsive: ['md'], render: (_, p) => p.inventory },
    { key: 'available', title: 'Available', render: (_, p) => <PackSwitch pack={p} flag="available" showLabel={false} /> },
    { key: 'featured', title: 'Featured', render: (_, p) => <PackSwitch pack={p} flag="featured" showLabel={false} /> },
    { key: 'actions', title: <span className="fs-visually-hidden">Actions</span>, render: (_, p) => <PackActions pack={p} onEdit={onEdit} onDelete={onDelete} /> },
  ];
  return (
    <div className="fs-pa-table" role="region" aria-label="Food packs" tabIndex={0}>
      <Table<AdminFoodPackFieldsFragment> rowKey="id" columns={columns} dataSource={packs} loading={loading} pagination={false} size="middle" scroll={{ x: 'max-content' }} />
    </div>
  );
}
