import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { AuthLink } from '../../modules/auth';
import { FaqList, type FaqItem } from '../../modules/ui/FaqList';
import { lateFineRule, PLAN_POLICY, usePublicLateFineCap } from '../../lib/refund-policy';

/** The lower half of the home page (testimonials, FAQ, call to action), loaded when scrolled near. */

const TESTIMONIALS = [
  {
    name: 'Funmilayo A.',
    area: 'Ikorodu',
    rating: 5,
    text: 'I used to dread the end of the month. Now I put a little aside every day from my shop, and our foodstuff arrived before school resumed.',
  },
  {
    name: 'Chukwuemeka O.',
    area: 'Surulere',
    rating: 4,
    text: 'Paying weekly fits how I get paid. The SMS reminders keep me on track, and the delivery to my house was free.',
  },
  {
    name: 'Aisha B.',
    area: 'Ajah',
    rating: 5,
    text: 'We saved for our festive hamper over four months. When December came, the food was already in the house. No stress at all.',
  },
] as const;

/** The questions, with the refund policy's own lines (lib/refund-policy) and the late-fine cap the server states. */
const faq = (capPercent: number): FaqItem[] => [
  {
    question: 'How does the food savings scheme work?',
    answer: (
      <p>
        Choose a food pack, decide how often you want to pay (daily, weekly or monthly) and pay for it in small instalments within a
        period of up to 4 months. As soon as the pack is fully paid, we deliver it free within Lagos in 3 to 5 working days, or you can
        collect it from our office.
      </p>
    ),
  },
  {
    question: 'What payment methods can I use?',
    answer: (
      <p>
        You can pay by bank transfer, debit card or mobile money through our secure card payment provider. Payments can be automatic
        (your saved card is charged on each due date) or manual (you pay each instalment yourself, and we remind you by SMS and
        e-mail). Only ever pay into the account shown in the app.
      </p>
    ),
  },
  {
    question: 'What happens if I miss a payment?',
    answer: (
      <p>
        Nothing you have paid is lost: it stays in your plan. Catch up as soon as you can; your profile shows what is due.{' '}
        {lateFineRule(capPercent)} If you are finding it hard to keep up, contact us and we will help.
      </p>
    ),
  },
  {
    question: 'How can I track my savings progress?',
    answer: (
      <p>
        Log in and open your profile. Each savings plan shows your balance, your payment history, the payments that remain and the date
        your pack is expected to be fully paid.
      </p>
    ),
  },
  {
    question: 'Can I change my food pack after I start?',
    answer: <p>{PLAN_POLICY.changePack}</p>,
  },
  {
    question: 'Can I cancel my plan and get my money back?',
    answer: (
      <>
        <p>{PLAN_POLICY.cancel}</p>
        <p>{PLAN_POLICY.afterDelivery}</p>
        <p>{PLAN_POLICY.disputes}</p>
      </>
    ),
  },
  {
    question: 'How does delivery work?',
    answer: (
      <p>
        We serve Lagos State only. When your pack is fully paid, we deliver it within 3 to 5 working days, free of charge anywhere in
        Lagos. If you prefer, you can collect it from our office instead.
      </p>
    ),
  },
  {
    question: 'How do I become a marketer?',
    answer: (
      <p>
        Create an account, then contact our support team to apply. Once you are approved, you get your own referral code and link. Share
        them with families who want to save for food, and you earn a commission on the packs they pay for.
      </p>
    ),
  },
];

const STATS = [
  { value: '10,000+', label: 'Happy Families' },
  { value: '98%', label: 'Satisfaction Rate' },
  { value: '24/7', label: 'Customer Support' },
];

function Rating({ value }: { value: number }) {
  return (
    <p className="fs-rating" role="img" aria-label={`Rated ${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= value ? 'fs-rating__on' : 'fs-rating__off'}>
          ★
        </span>
      ))}
    </p>
  );
}

export default function HomeMore() {
  const { isLoggedIn } = useSession();
  const capPercent = usePublicLateFineCap();
  return (
    <>
      <section className="fs-testimonials" aria-labelledby="testimonials">
        <div className="fs-container">
          <h2 id="testimonials">What Families Say</h2>
          <ul className="fs-testimonial-list">
            {TESTIMONIALS.map((t) => (
              <li key={t.name} className="fs-testimonial">
                <figure>
                  <Rating value={t.rating} />
                  <blockquote>
                    <p>{t.text}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{t.name}</strong>, {t.area}, Lagos
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="fs-container fs-home-faq" aria-labelledby="faq">
        <h2 id="faq">Frequently Asked Questions</h2>
        <FaqList items={faq(capPercent)} />
      </section>

      <section className="fs-cta" aria-labelledby="cta">
        <div className="fs-container">
          <h2 id="cta">Ready to Secure Your Family&apos;s Food Needs?</h2>
          <p>Join thousands of Lagos families who save a little at a time and never worry about the food bill again.</p>
          <div className="fs-cta__actions">
            {isLoggedIn ? (
              <Link to="/food-packs" className="fs-link-button fs-link-button--primary">
                Choose a Food Pack
              </Link>
            ) : (
              <>
                <AuthLink view="register" type="primary" size="large">
                  Sign Up
                </AuthLink>
                <AuthLink view="login" size="large">
                  Login
                </AuthLink>
              </>
            )}
          </div>
          <dl className="fs-stats">
            {STATS.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
