import * as React from 'react';
import { AnyLink, type AnyLinkProps } from './any-link';

export const BUTTON_VARIANTS = ['default', 'primary', 'primary-white', 'secondary', 'agency', 'tertiary', 'white', 'white-transparent', 'iframe'] as const;
export const BUTTON_SIZES = ['base', 'lg', 'sm', 'badge'] as const;

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

type CommonProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  circular?: boolean;
  className?: string;
  children: React.ReactNode;
};

type AsButton = CommonProps & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & { to?: undefined };
type AsLink = CommonProps & Omit<AnyLinkProps, 'className' | 'children'>;

export const buttonClass = ({ variant = 'default', size = 'base', circular = false, className }: Omit<CommonProps, 'children'>): string =>
  ['btn', `btn-${variant}`, `btn-${size}`, circular ? 'btn-circular' : '', className ?? ''].filter(Boolean).join(' ');

/**
 * The button of the design system: nine variants, four sizes, optionally circular. Given a
 * target (`to`) it is a link (AnyLink: Gatsby's Link inside the site, a plain anchor outside).
 */
export function Button(props: AsButton | AsLink): React.JSX.Element {
  const { variant, size, circular, className, children } = props;
  const classes = buttonClass({ variant, size, circular, className });
  if (props.to !== undefined) {
    const { to, external, onClick, target } = props;
    return (
      <AnyLink className={classes} to={to} external={external} onClick={onClick} target={target} aria-label={props['aria-label']}>
        {children}
      </AnyLink>
    );
  }
  const { variant: _v, size: _s, circular: _c, className: _cn, children: _ch, to: _to, type = 'button', ...rest } = props;
  return (
    <button type={type} className={classes} {...rest}>
      {children}
    </button>
  );
}
