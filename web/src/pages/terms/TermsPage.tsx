import { SimplePage } from '../../modules/ui/SimplePage';

export default function TermsPage() {
  return (
    <SimplePage title="Terms & Conditions" description="The terms and conditions of the Food Savings instalment savings service.">
      <p>The terms and conditions of the Food Savings service will be published here.</p>
    </SimplePage>
  );
}
