import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { useId, useRef } from 'react';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/toast';

/**
 * The marketer's referral link ({origin}/register?ref={code}, built by the API) and code, with
 * Copy Link. Without a clipboard (an old browser, a page not served over HTTPS) the link is
 * selected for the person to copy themselves.
 */
export function ReferralLinkCard({ link, code }: { link: string; code: string }) {
  const toast = useToast();
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      toast.success('Copied!', 'Referral link copied to clipboard', { key: 'referral-copied' });
    } catch {
      input.current?.focus();
      input.current?.select();
      toast.info('Copy the link above', 'Your browser did not let us copy it: the link is selected, copy it from there.', { key: 'referral-copied' });
    }
  };

  return (
    <section className="fs-mp-card fs-mp-referral" aria-labelledby={headingId}>
      <h2 id={headingId} className="fs-mp-card__title">
        Your Referral Link
      </h2>
      <p className="fs-mp-muted">Share this link: customers who sign up with it are linked to you, and you earn commission on their payments.</p>
      <div className="fs-mp-referral__row">
        <label htmlFor={inputId} className="fs-visually-hidden">
          Referral link
        </label>
        <input ref={input} id={inputId} className="fs-control fs-mp-referral__link" value={link} readOnly onFocus={(e) => e.target.select()} />
        <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          Copy Link
        </Button>
      </div>
      <p className="fs-mp-referral__code">
        Referral code: <strong className="fs-mp-code">{code}</strong>
      </p>
    </section>
  );
}
