import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import { checkPassword, COMMON_PASSWORD_RULE } from '@api/modules/auth/domain/password-policy';
import './auth.css';

/**
 * The live list of password rules (shared with the server), each marked met or not, and the
 * common-password rule, which only the server can check: marked unmet once it refused this one.
 */
export function PasswordChecklist({ id, password, tooCommon = false }: { id: string; password: string; tooCommon?: boolean }) {
  return (
    <div id={id}>
      <ul className="fs-checklist" aria-label="Password requirements">
        {checkPassword(password).map((rule) => (
          <li key={rule.id} data-met={rule.met} className={rule.met ? 'fs-checklist__met' : 'fs-checklist__unmet'}>
            {rule.met ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />}
            <span>{rule.label}</span>
            <span className="fs-visually-hidden">{rule.met ? ' (met)' : ' (not met)'}</span>
          </li>
        ))}
      </ul>
      <p className={`fs-checklist__note ${tooCommon ? 'fs-checklist__refused' : 'fs-checklist__unmet'}`} data-refused={tooCommon}>
        {tooCommon && <CloseCircleOutlined aria-hidden />}
        <span>{COMMON_PASSWORD_RULE}</span>
        {tooCommon && <span className="fs-visually-hidden"> (not met)</span>}
      </p>
    </div>
  );
}
