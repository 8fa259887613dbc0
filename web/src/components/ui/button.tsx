import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'danger' | 'ghostOnDark';
interface StyleProps {
  variant?: ButtonVariant;
  size?: 'default' | 'small';
  block?: boolean;
}

function classes(
  { variant = 'primary', size = 'default', block = false }: StyleProps,
  extra?: string,
): string {
  return [
    styles.button,
    styles[variant],
    size === 'small' ? styles.small : '',
    block ? styles.block : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: ComponentPropsWithRef<'button'> & StyleProps) {
  return <button type={type} className={classes({ variant, size, block }, className)} {...rest} />;
}

export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & StyleProps) {
  return <Link className={classes({ variant, size, block }, className)} {...rest} />;
}
