import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { ContactLinks } from '../../app/layout/ContactLinks';
import { CONTACT, SOCIAL_LINKS } from '../../app/layout/site';
import { ContactForm } from '../../modules/contact';
import { FaqList, type FaqItem } from '../../modules/ui/FaqList';
import { usePageMeta } from '../../modules/ui/page-meta';
import './contact.css';

const SOCIAL = [
  { href: SOCIAL_LINKS.facebook, label: 'Facebook' },
  { href: SOCIAL_LINKS.x, label: 'X (Twitter)' },
  { href: SOCIAL_LINKS.instagram, label: 'Instagram' },
  { href: SOCIAL_LINKS.youtube, label: 'YouTube' },
  { href: SOCIAL_LINKS.tiktok, label: 'TikTok' },
];

const FAQ: FaqItem[] = [
  {
    question: 'How soon will you reply?',
    answer: <p>We reply to every message within 24 hours, Monday to Friday, 9:00 AM to 5:00 PM. Messages sent at the weekend are answered on Monday.</p>,
  },
  {
    question: 'Where do you deliver?',
    answer: (
      <p>
        We serve Lagos State only. Delivery is free anywhere in Lagos, 3 to 5 working days after your pack is fully paid. You can also
        collect your pack from our office in Surulere.
      </p>
    ),
  },
  {
    question: 'I paid but my plan does not show the payment. What should I do?',
    answer: (
      <p>
        Send us a message with your payment reference and the e-mail address of your account, and we will check it for you. Remember to
        pay only into the account shown in the app.
      </p>
    ),
  },
];

export default function ContactPage() {
  usePageMeta('Contact Us', 'Send Food Savings a message, or reach us by e-mail or phone, Monday to Friday, 9:00 AM to 5:00 PM. We reply within 24 hours.');
  return (
    <div className="fs-page">
      <header className="fs-page-header">
        <h1>Contact Us</h1>
        <p>Questions about a food pack, a payment or a delivery? Send us a message and we will get back to you within 24 hours.</p>
      </header>
      <div className="fs-contact">
        <section className="fs-card" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send us a message</h2>
          <ContactForm />
        </section>
        <div className="fs-contact__side">
          <section className="fs-card" aria-labelledby="contact-details-heading">
            <h2 id="contact-details-heading">Food Savings</h2>
            <ul className="fs-contact__details">
              <li>
                <EnvironmentOutlined aria-hidden /> <span>{CONTACT.office}</span>
              </li>
              <ContactLinks />
              <li>
                <ClockCircleOutlined aria-hidden /> <span>{CONTACT.hours}</span>
              </li>
            </ul>
          </section>
          <section className="fs-card" aria-labelledby="contact-social-heading">
            <h2 id="contact-social-heading">Follow us</h2>
            <ul className="fs-contact__social">
              {SOCIAL.map((s) => (
                <li key={s.href}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <section className="fs-contact__faq" aria-labelledby="contact-faq-heading">
        <h2 id="contact-faq-heading">Frequently Asked Questions</h2>
        <FaqList items={FAQ} />
      </section>
    </div>
  );
}
