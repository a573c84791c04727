import { usePageMeta } from '../../modules/ui/page-meta';

export default function AdminPage() {
  usePageMeta('Admin Dashboard', 'Manage users, marketers, food packs, savings plans and payments.');
  return (
    <div className="fs-page">
      <h1>Admin Dashboard</h1>
    </div>
  );
}
