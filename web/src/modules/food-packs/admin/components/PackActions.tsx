import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button } from 'antd';
import type { AdminFoodPackFieldsFragment } from '../../../../gql/admin/graphql';

export interface PackActionsProps {
  pack: AdminFoodPackFieldsFragment;
  onEdit: (pack: AdminFoodPackFieldsFragment) => void;
  onDelete: (pack: AdminFoodPackFieldsFragment) => void;
}

export function PackActions({ pack, onEdit, onDelete }: PackActionsProps) {
  return (
    <div className="fs-pa-buttons">
      <Button icon={<EditOutlined aria-hidden />} onClick={() => onEdit(pack)} aria-label={`Edit ${pack.name}`}>
        Edit
      </Button>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => onDelete(pack)} aria-label={`Delete ${pack.name}`}>
        Delete
      </Button>
    </div>
  );
}
