import MailOutlined from '@ant-design/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import { useId } from 'react';
import type { PortalMarketerFieldsFragment } from '../../../gql/marketer/graphql';
import { formatDate } from '../../ui/format';
import { Tag } from '../../ui/Tag';
import { formatPhone } from '../../ui/phone';
import { initials } from '../utils/portal';

/** Who the marketer is (drawn without antd: the portal's first screen, issue 31): initials, name, company, Active/Inactive, e-mail, phone and when they joined. */
export function PortalHeader({ marketer }: { marketer: PortalMarketerFieldsFragment }) {
  const headingId = useId();
  const active = marketer.status === 'Active';
  return (
    <section className="fs-mp-card fs-mp-header" aria-labelledby={headingId}>
      <span className="fs-mp-header__avatar" aria-hidden="true">
        {initials(marketer.name)}
      </span>
      <div className="fs-mp-header__body">
        <div className="fs-mp-header__title">
          <h2 id={headingId}>{marketer.name}</h2>
          <Tag color={active ? 'green' : 'red'} className="fs-mp-header__status">
            {active ? 'Active' : 'Inactive'}
          </Tag>
        </div>
        {marketer.companyName && <p className="fs-mp-header__company">{marketer.companyName}</p>}
        <ul className="fs-mp-header__facts">
          <li>
            <MailOutlined aria-hidden />
            <span className="fs-visually-hidden">E-mail: </span>
            <a href={`mailto:${marketer.email}`}>{marketer.email}</a>
          </li>
          <li>
            <PhoneOutlined aria-hidden />
            <span className="fs-visually-hidden">Phone: </span>
            <a href={`tel:+${marketer.phoneNumber.replace(/^\+/, '')}`}>{formatPhone(marketer.phoneNumber)}</a>
          </li>
          <li>Joined {formatDate(marketer.registeredAt)}</li>
        </ul>
      </div>
    </section>
  );
}
