import { SimplePage } from '../../modules/ui/SimplePage';

export default function ContactPage() {
  return (
    <SimplePage title="Contact Us" description="Reach Food Savings by e-mail or phone, Monday to Friday, 9:00 AM to 5:00 PM.">
      <p>
        E-mail <a href="mailto:support@foodsavings.ng">support@foodsavings.ng</a> or call <a href="tel:+2348030001234">+234 803 000 1234</a>{' '}
        or <a href="tel:+2348090005678">+234 809 000 5678</a>. We reply within 24 hours, Monday to Friday, 9:00 AM to 5:00 PM.
      </p>
    </SimplePage>
  );
}
