import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { ShareContributionLinkMutation, TurnOffContributionLinkMutation } from '../graphql/contribution-link-operations';

export interface ContributionLinkPanelProps {
  planId: string;
  packName: string;
  onClose: () => void;
}

type State = { step: 'loading' } | { step: 'on'; url: string } | { step: 'off' } | { step: 'problem'; message: string };

/**
 * "Share contribution link" on an open plan's card (issue 27): opening it turns the plan's link
 * on (or shows the one already on), to copy or hand to the phone's share sheet; "Turn off link"
 * kills it for good (turning on again makes a new one). Drawn without antd, like the card.
 */
export default function ContributionLinkPanel({ planId, packName, onClose }: ContributionLinkPanelProps) {
  const headingId = useId();
  const inputId = useId();
  const [share] = useMutation(ShareContributionLinkMutation);
  const [turnOff, { loading: turningOff }] = useMutation(TurnOffContributionLinkMutation);
  const [state, setState] = useState<State>({ step: 'loading' });
  const [said, setSaid] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  /** Turns the link on (or gets the one on) and shows the answer. */
  const load = async () => {
    try {
      const { data } = await share({ variables: { planId } });
      const result = data?.shareContributionLink;
      if (result?.__typename === 'ContributionLinkShare' && result.url) setState({ step: 'on', url: result.url });
      else setState({ step: 'problem', message: result?.__typename === 'ErrorResult' ? result.message : 'We could not get your link. Please try again.' });
    } catch {
      setState({ step: 'problem', message: 'We could not get your link. Please check your connection and try again.' });
    }
  };

  const turnOn = () => {
    setState({ step: 'loading' });
    void load();
  };

  useEffect(() => {
    heading.current?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the state is set when the server answers, not synchronously
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the panel opens
  }, [planId]);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setSaid('Link copied. Paste it into a message to family or friends.');
    } catch {
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      setSaid('Select the link and copy it.');
    }
  };

  const shareSheet = async (url: string) => {
    try {
      await navigator.share({ title: `Help me save for my ${packName}`, text: `You can contribute to my ${packName} savings plan on Food Savings:`, url });
    } catch {
      // Closed without sharing: nothing to say.
    }
  };

  const off = async () => {
    try {
      const { data } = await turnOff({ variables: { planId } });
      if (data?.turnOffContributionLink.__typename === 'ContributionLinkShare') {
        setState({ step: 'off' });
        setSaid('Link turned off. Nobody can pay through it any more.');
      } else setSaid(data?.turnOffContributionLink.message ?? 'We could not turn the link off. Please try again.');
    } catch {
      setSaid('We could not turn the link off. Please check your connection and try again.');
    }
  };

  return (
    <section className="fs-contribution-link" aria-labelledby={headingId}>
      <h4 id={headingId} ref={heading} tabIndex={-1} className="fs-contribution-link__title">
        Contribution link
      </h4>
      <p className="fs-contribution-link__about">Family and friends can pay towards this plan with this link, without an account. They see only your first name, the pack and the amount left.</p>
      {state.step === 'loading' && <p role="status">Getting your link…</p>}
      {state.step === 'problem' && (
        <p role="alert" className="fs-contribution-link__problem">
          {state.message}
        </p>
      )}
      {state.step === 'on' && (
        <>
          <label htmlFor={inputId} className="fs-contribution-link__label">
            Your link
          </label>
          <input id={inputId} className="fs-contribution-link__url" readOnly value={state.url} onFocus={(e) => e.currentTarget.select()} />
          <div className="fs-plan-card__actions">
            <Button type="primary" onClick={() => void copy(state.url)}>
              Copy link
            </Button>
            {canShare && <Button onClick={() => void shareSheet(state.url)}>Share…</Button>}
            <Button danger loading={turningOff} onClick={() => void off()}>
              Turn off link
            </Button>
          </div>
        </>
      )}
      {state.step === 'off' && (
        <div className="fs-plan-card__actions">
          <Button onClick={turnOn}>Turn on a new link</Button>
        </div>
      )}
      <p role="status" aria-live="polite" className="fs-contribution-link__said">
        {said}
      </p>
      <Button type="link" onClick={onClose}>
        Close
      </Button>
    </section>
  );
}
