import { formatLagos } from '@api/common/lagos-format';
import { Link } from 'react-router-dom';
import { CONTACT } from '../../app/layout/site';
import { SimplePage } from '../../modules/ui/SimplePage';

export default function PrivacyPage() {
  return (
    <SimplePage title="Privacy Policy" description="How Food Savings collects, uses and protects your personal information, and the choices you have.">
      <div className="fs-content fs-prose">
        <p>
          <strong>Last updated:</strong> {/* Today in Lagos, on the server and in the browser alike (no hydration mismatch near midnight). */}
          {formatLagos(new Date(), 'MMMM D, YYYY')}
        </p>
        <p>
          This policy explains what personal information Food Savings collects when you use our website and service, why we collect it, and
          how we keep it safe. We handle your information in line with the Nigeria Data Protection Act 2023.
        </p>

        <h2>What we collect</h2>
        <ul>
          <li>Account details: your first and last name, e-mail address, phone number and delivery address.</li>
          <li>Savings and payment records: your plans, instalments, amounts paid and payment references.</li>
          <li>
            Payment method details from our card payment provider, such as the card type, bank and the last four digits. We never see or keep
            your full card number or PIN.
          </li>
          <li>Messages you send us, for example through the contact form.</li>
          <li>If a marketer referred you, their referral code.</li>
        </ul>

        <h2>How we use it</h2>
        <ul>
          <li>To run your account and savings plans, take payments and deliver your food pack.</li>
          <li>To send payment reminders and important notices by SMS and e-mail.</li>
          <li>To answer your messages and resolve complaints.</li>
          <li>To pay marketers the commission on customers they referred.</li>
          <li>To prevent fraud and keep the service secure.</li>
        </ul>

        <h2>Who we share it with</h2>
        <p>
          We do not sell your information. We share only what is needed with the companies that help us run the service: our card payment
          provider, our SMS and e-mail providers, and the riders who deliver your pack. If you were referred by a marketer, they see your name,
          phone number, e-mail and whether you have an active plan. We may also share information when the law requires it.
        </p>

        <h2>Browser storage and analytics</h2>
        <p>
          The website keeps your signed-in session and the app’s version number in your browser’s local storage. We record which pages are
          visited and key actions (such as signing up or sending a message) to improve the service. We do not load third-party advertising or
          tracking scripts.
        </p>

        <h2>How long we keep it</h2>
        <p>
          We keep your information while your account is open and for as long afterwards as we need it for accounting, legal and dispute
          purposes. Then we delete it or make it anonymous.
        </p>

        <h2>How we protect it</h2>
        <p>
          Passwords are stored in a form no one can read back, connections to our site are encrypted, and only staff who need your information
          to serve you can see it.
        </p>

        <h2>Your rights</h2>
        <p>
          You can ask to see the information we hold about you, correct it, or have it deleted, and you can object to how we use it. You can
          update most of your details yourself in your profile. You must be 18 or older to use the service; we do not knowingly collect
          information about children.
        </p>

        <h2>Contact us</h2>
        <p>
          For any question about your privacy, e-mail <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> or use the{' '}
          <Link to="/contact">contact form</Link>. We reply within 24 hours, Monday to Friday, 9:00 AM to 5:00 PM.
        </p>
      </div>
    </SimplePage>
  );
}
