import { Link } from 'react-router-dom';
import { SimplePage } from '../../modules/ui/SimplePage';

export default function HowItWorksPage() {
  return (
    <SimplePage title="How It Works" description="Sign up, choose a food pack, set a payment schedule and receive your delivery in Lagos.">
      <p>Sign up, choose a food pack, set a schedule that suits you, and receive your delivery once it is paid.</p>
      <p>
        <Link to="/register">Create an account</Link> or <Link to="/food-packs">see the food packs</Link>.
      </p>
    </SimplePage>
  );
}
