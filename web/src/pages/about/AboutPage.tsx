import { Link } from 'react-router-dom';
import { SimplePage } from '../../modules/ui/SimplePage';

const VALUES = [
  { title: 'Honesty', text: 'Clear prices, clear rules and no hidden charges. What you see on a pack is what you pay.' },
  { title: 'Trust', text: 'Families trust us with their money. We keep every naira accounted for and every promise we make.' },
  { title: 'Accountability', text: 'When something goes wrong, we own it and put it right quickly.' },
  { title: 'Customer Satisfaction', text: 'We measure ourselves by full kitchens and happy customers, not by sales alone.' },
  { title: 'Responsiveness', text: 'We answer messages within 24 hours and act on what our customers tell us.' },
];

/* The team's names are left out until the founders confirm how they want to be introduced. */
const TEAM = [
  {
    role: 'Founder and Managing Director',
    text: 'Started Food Savings after years of watching neighbours struggle with the cost of food at the end of every month. Looks after partnerships with suppliers and the company’s finances.',
  },
  {
    role: 'Head of Operations and Customer Care',
    text: 'Makes sure every pack is complete and delivered on time, and that every customer who calls or writes gets a clear answer quickly.',
  },
];

export default function AboutPage() {
  return (
    <SimplePage title="About Us" description="Food Savings helps Lagos families secure their food needs through scheduled savings and bulk delivery. Founded in 2021.">
      <div className="fs-content">
        <section aria-labelledby="story-heading">
          <h2 id="story-heading">Our story</h2>
          <p>
            Food Savings was founded in Lagos in 2021. Food prices were rising fast, and many families we knew were paying more because
            they could only afford to buy a little at a time. Buying in bulk is cheaper, but few households can pay for a month or more
            of food at once.
          </p>
          <p>
            So we built a simple idea: let families save for a food pack in small daily, weekly or monthly payments, buy the food in bulk
            on their behalf, and deliver it to their door when it is paid. Today thousands of families across Lagos save with us.
          </p>
        </section>
        <div className="fs-feature-grid fs-feature-grid--two">
          <section className="fs-feature" aria-labelledby="vision-heading">
            <h2 id="vision-heading">Our vision</h2>
            <p>A Lagos where no family has to worry about having enough food at home.</p>
          </section>
          <section className="fs-feature" aria-labelledby="mission-heading">
            <h2 id="mission-heading">Our mission</h2>
            <p>To make food affordable and secure for every household through disciplined savings, bulk buying and reliable delivery.</p>
          </section>
        </div>
        <section aria-labelledby="values-heading">
          <h2 id="values-heading">Our core values</h2>
          <ul className="fs-feature-grid">
            {VALUES.map((v) => (
              <li key={v.title} className="fs-feature">
                <h3>{v.title}</h3>
                <p>{v.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="team-heading">
          <h2 id="team-heading">Our team</h2>
          <p>We are a small team of two, and we answer your messages ourselves.</p>
          <ul className="fs-feature-grid fs-feature-grid--two">
            {TEAM.map((t) => (
              <li key={t.role} className="fs-feature">
                <h3>{t.role}</h3>
                <p>{t.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="fs-page-cta" aria-labelledby="about-cta-heading">
          <h2 id="about-cta-heading">Save with us</h2>
          <div className="fs-page-cta__actions">
            <Link to="/register" className="fs-link-button fs-link-button--primary">
              Create an Account
            </Link>
            <Link to="/contact" className="fs-link-button">
              Contact Us
            </Link>
          </div>
        </section>
      </div>
    </SimplePage>
  );
}
