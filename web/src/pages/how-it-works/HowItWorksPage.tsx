import { Link } from 'react-router-dom';
import { SimplePage } from '../../modules/ui/SimplePage';

const STEPS = [
  {
    title: 'Sign Up',
    text: 'Create a free account with your name, phone number, e-mail and delivery address in Lagos. It takes about a minute.',
  },
  {
    title: 'Choose a Pack',
    text: 'Pick a food pack that suits your household: everyday staples, provisions, or a mix of both. Every pack shows its full price, what is inside and what it costs per day.',
  },
  {
    title: 'Set a Schedule',
    text: 'Decide how often you want to pay (daily, weekly or monthly) over up to four months. Pay by card, bank transfer or mobile money, automatically or yourself, and we remind you before each payment.',
  },
  {
    title: 'Receive Delivery',
    text: 'When your pack is fully paid, we deliver it to your door within 3 to 5 working days, free anywhere in Lagos. You can also collect it from our office.',
  },
];

const BENEFITS = [
  { title: 'Pay your way', text: 'Small daily, weekly or monthly payments that match how you earn, instead of one big bill.' },
  { title: 'Bulk prices', text: 'We buy in bulk, so many packs cost less than buying the same items bit by bit at the market.' },
  { title: 'Free delivery in Lagos', text: 'Your pack comes to your door at no extra cost, 3 to 5 working days after your last payment.' },
  { title: 'Reminders that help', text: 'SMS and e-mail reminders before payments are due, so you stay on track without thinking about it.' },
  { title: 'See your progress', text: 'Your profile shows your balance, payment history, the payments left and when your pack will be paid.' },
  { title: 'Safe payments', text: 'Payments go through a trusted card payment provider. Only ever pay into the account shown in the app.' },
];

export default function HowItWorksPage() {
  return (
    <SimplePage title="How It Works" description="Sign up, choose a food pack, set a payment schedule that suits you, and receive free delivery in Lagos once it is paid.">
      <div className="fs-content">
        <p className="fs-lead">
          Food Savings helps Lagos families buy their food in bulk without paying for it all at once. You save for a food pack in small
          instalments, and we deliver it when it is paid.
        </p>
        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading">Four simple steps</h2>
          <ol className="fs-feature-grid fs-feature-grid--numbered">
            {STEPS.map((s) => (
              <li key={s.title} className="fs-feature">
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="benefits-heading">
          <h2 id="benefits-heading">Why families save with us</h2>
          <ul className="fs-feature-grid">
            {BENEFITS.map((b) => (
              <li key={b.title} className="fs-feature">
                <h3>{b.title}</h3>
                <p>{b.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="fs-page-cta" aria-labelledby="how-cta-heading">
          <h2 id="how-cta-heading">Ready to start?</h2>
          <div className="fs-page-cta__actions">
            <Link to="/register" className="fs-link-button fs-link-button--primary">
              Create an Account
            </Link>
            <Link to="/food-packs" className="fs-link-button">
              See the Food Packs
            </Link>
          </div>
        </section>
      </div>
    </SimplePage>
  );
}
