import { Link } from 'react-router-dom';
import { SimplePage } from '../../modules/ui/SimplePage';

export default function AboutPage() {
  return (
    <SimplePage title="About Us" description="Food Savings helps Lagos families secure their food needs through scheduled savings and bulk delivery.">
      <p>We help Lagos families secure their food needs through scheduled savings and bulk delivery.</p>
      <p>
        <Link to="/register">Join us</Link> or <Link to="/contact">get in touch</Link>.
      </p>
    </SimplePage>
  );
}
