import * as React from 'react';
import { Link } from 'gatsby';

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
type AsLink = CommonProps & { to: string; external?: boolean; onClick?: () => void; 'aria-label'?: string; target?: string };

export const buttonClass = ({ variant = 'default', size = 'base', circular = false, className }: Omit<CommonProps, 'children'>): string =>
  ['btn', `btn-${variant}`, `btn-${size}`, circular ? 'btn-circular' : '', className ?? ''].filter(Boolean).join(' ');

const isExternal = (to: string): boolean => /^(https?:)?\/\//.test(to) || to.startsWith('mailto:') || to.startsWith('tel:');

/**
 * The button of the design system (spec §3): nine variants, four sizes, optionally circular. Given a
 * target (`to`) it acts as a link: internal paths through Gatsby's Link, external addresses as a plain
 * anchor that cannot reach back into the page (rel="noopener noreferrer").
 */
export function Button(props: AsButton | AsLink): React.JSX.Element {
  const { variant, size, circular, className, children } = props;
  const classes = buttonClass({ variant, size, circular, className });
  if (props.to !== undefined) {
    const { to, onClick, target } = props;
    const label = props['aria-label'];
    if (props.external === true || isExternal(to)) {
      return (
        <a className={classes} href={to} rel="noopener noreferrer" target={target} onClick={onClick} aria-label={label}>
          {children}
        </a>
      );
    }
    return (
      <Link className={classes} to={to} onClick={onClick} aria-label={label} target={target}>
        {children}
      </Link>
    );
  }
  const { variant: _v, size: _s, circular: _c, className: _cn, children: _ch, to: _to, type = 'button', ...rest } = props;
  return (
    <button type={type} className={classes} {...rest}>
      {children}
    </button>
  );
}
