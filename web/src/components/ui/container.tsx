import type { ComponentPropsWithoutRef } from 'react';
import styles from './container.module.css';

type ContainerProps = ComponentPropsWithoutRef<'div'> & { narrow?: boolean };

export function Container({ narrow = false, className, ...rest }: ContainerProps) {
  const classes = [styles.container, narrow ? styles.narrow : '', className ?? ''].filter(Boolean).join(' ');
  return <div className={classes} {...rest} />;
}
