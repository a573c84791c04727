import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import { checkPassword } from '@domain/password-policy';
import './auth.css';

/** The live list of password rules (shared with the server), each marked met or not. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="fs-checklist" aria-label="Password requirements">
      {checkPassword(password).map((rule) => (
        <li key={rule.id} data-met={rule.met} className={rule.met ? 'fs-checklist__met' : 'fs-checklist__unmet'}>
          {rule.met ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />}
          <span>{rule.label}</span>
          <span className="fs-visually-hidden">{rule.met ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
