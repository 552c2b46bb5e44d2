import type { ComponentProps } from 'react';
import { Link } from 'wouter';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'success' | 'link';
export type ButtonSize = 'sm' | 'md';

type Look = {
  /**
   * primary: the page's one main action; secondary: the others; ghost: a quiet one; danger: a loss;
   * success: one done; link: a word in a sentence (underlined, no padding).
   */
  variant?: ButtonVariant;
  /** md by default for primary and danger, sm for the others (a link has none). */
  size?: ButtonSize;
  /** Takes the whole width of its container. */
  fullWidth?: boolean;
};

/**
 * The classes of a button's look (styles.css: btn, btn-<size>, btn-<variant>), for what must look
 * like one without being one. A utility in `className` wins over the look.
 */
export function buttonClass({ variant = 'primary', size, fullWidth }: Look = {}, className = ''): string {
  if (variant === 'link') return `btn-link ${className}`;
  const box = size ?? (variant === 'primary' || variant === 'danger' ? 'md' : 'sm');
  return `btn btn-${box} btn-${variant}${fullWidth ? ' w-full' : ''} ${className}`;
}

export type ButtonProps = Look &
  ComponentProps<'button'> & {
    href?: undefined;
    /** Busy: disabled, aria-busy, and a spinner before the label (which the caller may change). */
    loading?: boolean;
  };
export type LinkButtonProps = Look & ComponentProps<'a'> & { href: string; loading?: undefined };

/**
 * A button (type="button" unless told otherwise), or, given `href`, a link drawn as one: through
 * the router for a path of this app opened in place, a plain link otherwise (another site, a new
 * tab: the router's link would open it here).
 */
export function Button(props: ButtonProps | LinkButtonProps) {
  const { variant, size, fullWidth, loading, className, children, ...rest } = props;
  const classes = buttonClass({ variant, size, fullWidth }, className);
  if (rest.href !== undefined) {
    const Anchor = /^\/(?!\/)/.test(rest.href) && !rest.target ? Link : 'a';
    return (
      <Anchor {...(rest as ComponentProps<'a'> & { href: string })} className={classes}>
        {children}
      </Anchor>
    );
  }
  const button = rest as ComponentProps<'button'>;
  return (
    <button
      type="button"
      {...button}
      disabled={button.disabled || loading}
      aria-busy={loading || undefined}
      className={classes}
    >
      {loading && <span aria-hidden="true" className="btn-spinner" />}
      {children}
    </button>
  );
}
