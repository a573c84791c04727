import MailOutlined from '@ant-design/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import { CONTACT } from './site';

/** The support e-mail and phone numbers as list items (the footer and the Contact page). */
export function ContactLinks() {
  return (
    <>
      <li>
        <MailOutlined aria-hidden /> <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
      </li>
      {CONTACT.phones.map((p) => (
        <li key={p}>
          <PhoneOutlined aria-hidden /> <a href={`tel:+234${p.replace(/\D/g, '').slice(1)}`}>{p}</a>
        </li>
      ))}
    </>
  );
}
