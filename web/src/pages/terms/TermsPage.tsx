import { Link } from 'react-router-dom';
import { CONTACT } from '../../app/layout/site';
import { lateFineRule, PLAN_POLICY, usePublicLateFineCap } from '../../lib/refund-policy';
import { SimplePage } from '../../modules/ui/SimplePage';

export default function TermsPage() {
  // The late-fine cap as the server states it (LATE_FINE_CAP_PERCENT), the rule's default until read.
  const capPercent = usePublicLateFineCap();
  return (
    <SimplePage
      title="Terms & Conditions"
      description="The terms of the Food Savings service: instalments within 4 months, late fines, pack upgrades, delivery, refunds, disputes and support hours."
    >
      <div className="fs-content fs-prose">
        <p>
          These terms apply to everyone who uses Food Savings (“we”, “us”) to save for and receive a food pack. By creating an account
          or starting a savings plan you agree to them. Please read them carefully; if anything is unclear, <Link to="/contact">contact us</Link>{' '}
          before you pay.
        </p>

        <h2>1. Who can use the service</h2>
        <ul>
          <li>You must be at least 18 years old to open an account and start a savings plan.</li>
          <li>The service is for customers in Lagos State only.</li>
          <li>You must give us true and complete details (name, phone number, e-mail and address) and keep them up to date.</li>
          <li>You are responsible for keeping your password safe and for everything done with your account.</li>
        </ul>

        <h2>2. Savings plans and instalments</h2>
        <ul>
          <li>You choose a food pack and how often you pay: daily, weekly or monthly. The total you pay is the pack’s price shown when you start the plan.</li>
          <li>{lateFineRule(capPercent)}</li>
          <li>A late fine is never charged for a month that was already over when your plan was recorded (for a plan started earlier and recorded by us later).</li>
          <li>Your pack is released for delivery only when the full amount has been paid.</li>
        </ul>

        <h2>3. Payments</h2>
        <ul>
          <li>
            Payments are made by card, bank transfer or mobile money through our card payment provider. You can let us charge your saved card
            automatically on each due date, or pay each instalment yourself.
          </li>
          <li>
            <strong>Only pay into the account shown in the app.</strong> We will never ask you to pay into any other bank account. We are not
            responsible for money paid anywhere else.
          </li>
          <li>{PLAN_POLICY.payments} See sections 4 and 6.</li>
        </ul>

        <h2>4. Changing your pack</h2>
        <p>{PLAN_POLICY.changePack} After that, the pack cannot be changed.</p>

        <h2>5. Delivery and pickup</h2>
        <ul>
          <li>We deliver your pack within 3 to 5 working days after your final payment is confirmed.</li>
          <li>Delivery is free within Lagos State. You may instead collect your pack from our office.</li>
          <li>Please make sure someone is available at the address on your account to receive the pack.</li>
        </ul>

        <h2>6. Cancellations and refunds</h2>
        <ul>
          <li>{PLAN_POLICY.cancel}</li>
          <li>{PLAN_POLICY.afterDelivery}</li>
        </ul>

        <h2>7. Complaints and disputes</h2>
        <p>If you are unhappy with any part of the service, contact us and tell us what happened. {PLAN_POLICY.disputes}</p>

        <h2>8. Customer support</h2>
        <p>
          Our working hours are Monday to Friday, 9:00 AM to 5:00 PM. We reply to messages within 24 hours. You can reach us at{' '}
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>, by phone on {CONTACT.phones.join(' or ')}, or through the{' '}
          <Link to="/contact">contact form</Link>.
        </p>

        <h2>9. Marketers and referrals</h2>
        <p>
          Marketers who refer customers with their referral code or link earn a commission on the packs those customers pay for, at the rate
          agreed with us.
        </p>

        <h2>10. Changes to these terms</h2>
        <p>
          We may update these terms from time to time. The version on this page applies from the day it is published, and we will tell you
          by e-mail about any change that affects a savings plan you already have.
        </p>
      </div>
    </SimplePage>
  );
}
