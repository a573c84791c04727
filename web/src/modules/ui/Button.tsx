import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** The look: outlined (default), filled in the brand's green, or a link. */
  type?: 'default' | 'primary' | 'link';
  size?: 'middle' | 'large';
  icon?: ReactNode;
  /** Busy: a spinner, and not pressable again. */
  loading?: boolean;
  htmlType?: 'button' | 'submit';
  /** As wide as its container. */
  block?: boolean;
  /** Drawn in the error colour: an action that ends or removes something. */
  danger?: boolean;
}

/**
 * A button styled like antd's (global.css, .fs-btn) without antd's runtime: a phone renders the
 * public pages and the first screen of the profile before any antd code downloads. Dialogs and
 * forms, which come later, use antd's Button.
 */
export function Button({ type = 'default', size = 'middle', icon, loading = false, htmlType = 'button', block = false, danger = false, className, children, disabled, ...rest }: ButtonProps) {
  const iconOnly = children === undefined || children === null;
  const classes = buttonClassName({ type, size, block, iconOnly, className: danger ? ['fs-btn--danger', className].filter(Boolean).join(' ') : className });
  return (
    <button {...rest} type={htmlType} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <span className="fs-spinner fs-btn__spinner" aria-hidden="true" /> : icon}
      {!iconOnly && <span>{children}</span>}
    </button>
  );
}

/** The classes that draw a Button; a link that must look like one (AuthLink) uses them too. */
export function buttonClassName({ type = 'default', size = 'middle', block = false, iconOnly = false, className }: Pick<ButtonProps, 'type' | 'size' | 'block' | 'className'> & { iconOnly?: boolean }) {
  return ['fs-btn', `fs-btn--${type}`, size === 'large' && 'fs-btn--large', block && 'fs-btn--block', iconOnly && 'fs-btn--icon-only', className].filter(Boolean).join(' ');
}
