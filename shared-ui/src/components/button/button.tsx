import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import type { LinkProps } from 'react-router-dom';
import { Link } from '../../i18n/localized-links';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'onDark' | 'onDarkOutline' | 'ghost';

export function buttonClassName(variant: ButtonVariant = 'primary', className = ''): string {
  return clsx(styles.button, styles[variant], className);
}

export function Button({
  variant,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}

/** A link that looks like a button (navigation is a link, not a button). */
export function ButtonLink({ variant, className, ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClassName(variant, className)} {...props} />;
}
