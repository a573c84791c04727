import { Spin } from 'antd';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="fs-page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="fs-visually-hidden">{label}</span>
    </div>
  );
}
