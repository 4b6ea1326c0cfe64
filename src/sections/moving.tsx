import * as React from 'react';
import type { SectionProps } from './heading';
import type { MovingKind } from './moves';
import type { SectionKind } from './kinds';

/**
 * A section that moves once the page runs, whose code loads only on the pages that show one, after the
 * page's own: its HTML is built in the page and stays until then, and it hydrates with its code.
 */
function lazySection<T>(load: () => Promise<(props: SectionProps<T>) => React.JSX.Element | null>): (props: SectionProps<T>) => React.JSX.Element {
  const Lazy = React.lazy(() => load().then((component) => ({ default: component })));
  return function LazySection(props: SectionProps<T>): React.JSX.Element {
    return React.createElement(React.Suspense, { fallback: null }, React.createElement(Lazy, props));
  };
}

export const OfferListSection = lazySection<Queries.OfferListSectionFragment>(() => import('./offer-list').then((module) => module.OfferListSection));
export const AlertSignupSection = lazySection<Queries.AlertSignupSectionFragment>(() => import('./alert-signup').then((module) => module.AlertSignupSection));
export const ContactFormSection = lazySection<Queries.ContactFormSectionFragment>(() => import('./contact-form').then((module) => module.ContactFormSection));
export const VideoSection = lazySection<Queries.VideoSectionFragment>(() => import('./video').then((module) => module.VideoSection));

type Renderer = (props: SectionProps<never>) => React.JSX.Element;

/**
 * The sections that move (the offer list and its cards' saving, the alert sign-up, the contact form, the
 * video), each loading its own code: a page that has one loads that, not the library (./registry.tsx). The
 * others are text, images and links, kept as built (./static-section.tsx).
 */
export const MOVING_SECTIONS: Record<MovingKind, Renderer> = {
  'sections.offer-list': OfferListSection as Renderer,
  'sections.alert-signup': AlertSignupSection as Renderer,
  'sections.contact-form': ContactFormSection as Renderer,
  'sections.video': VideoSection as Renderer,
};

/** Whether a section of this kind moves, its code loaded on its own (the table above). */
export const isMovingKind = (kind: SectionKind): kind is MovingKind => kind in MOVING_SECTIONS;
