import { usePageMeta } from '../../modules/ui/page-meta';

export default function MarketerPage() {
  usePageMeta('Marketer Portal', 'Your referral link, referred customers and commissions.');
  return (
    <div className="fs-page">
      <h1>Marketer Portal</h1>
    </div>
  );
}
