import { SimplePage } from '../../modules/ui/SimplePage';

export default function PrivacyPage() {
  return (
    <SimplePage title="Privacy Policy" description="How Food Savings collects, uses and protects your personal information.">
      <p>How we collect, use and protect your personal information will be published here.</p>
    </SimplePage>
  );
}
