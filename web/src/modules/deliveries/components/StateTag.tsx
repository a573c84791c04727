import { Tag } from 'antd';
import type { FulfilmentState } from '../../../gql/admin/graphql';
import { stateLabel } from '../utils/deliveries';

type Tone = 'ok' | 'bad' | 'info' | 'warn' | 'neutral';

const TONES: Record<FulfilmentState, Tone> = {
  AwaitingDispatch: 'neutral',
  Scheduled: 'info',
  OutForDelivery: 'info',
  ReadyForPickup: 'info',
  Delivered: 'ok',
  Collected: 'ok',
  Cancelled: 'bad',
};

/** Words on a colour, never colour alone; every tone's text is 4.5:1 or more on its background. */
export function ToneTag({ tone, children }: { tone: Tone; children: string }) {
  return <Tag className={`fs-dl-tag fs-dl-tag--${tone}`}>{children}</Tag>;
}

export function StateTag({ state }: { state: FulfilmentState }) {
  return <ToneTag tone={TONES[state]}>{stateLabel(state)}</ToneTag>;
}

export function LateTag() {
  return <ToneTag tone="bad">Late</ToneTag>;
}

/** The pack owed has no stock for this plan (more reserved than on hand; the last reserved go short). */
export function NoStockTag() {
  return <ToneTag tone="warn">No stock</ToneTag>;
}

export function LockedTag() {
  return <ToneTag tone="warn">Handover locked</ToneTag>;
}
