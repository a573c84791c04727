import { SimplePage } from '../../modules/ui/SimplePage';

export default function FoodPacksPage() {
  return (
    <SimplePage title="Our Food Packs" description="Affordable food packs you can pay for in small instalments over up to four months.">
      <p>Affordable food packages you pay for in small instalments, delivered free within Lagos.</p>
    </SimplePage>
  );
}
