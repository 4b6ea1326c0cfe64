import * as React from 'react';
import type { SectionProps } from './heading';
import type { MovingKind } from './moves';
import type { SectionKind } from './kinds';
import { untilNearScreen } from './near-screen';
import { useKeptAsBuilt } from './static-section';

/**
 * Hydrating the page's start, holds a section back until it comes near the screen (./near-screen.ts):
 * React keeps its built HTML meanwhile, and the section's code is neither fetched nor run. Rendered in any
 * other way (a navigation in the site, the preview), it lets the section through.
 */
function NearScreenGate({ id, children }: { id: string; children: React.ReactNode }): React.JSX.Element {
  const kept = useKeptAsBuilt();
  const coming = kept ? untilNearScreen(id) : null;
  if (coming !== null) throw coming;
  return <>{children}</>;
}

/**
 * A section that moves once the page runs, whose code loads only on the pages that show one, after the
 * page's own (`whenNear`: once the section comes near the screen, for a section whose only controls are
 * links, which work as built until then): its HTML is built in the page and stays until then, and it
 * hydrates with its code.
 */
function lazySection<T>(
  load: () => Promise<(props: SectionProps<T>) => React.JSX.Element | null>,
  { whenNear = false } = {},
): (props: SectionProps<T>) => React.JSX.Element {
  const Lazy = React.lazy(() => load().then((component) => ({ default: component })));
  return function LazySection(props: SectionProps<T>): React.JSX.Element {
    const section = <Lazy {...props} />;
    return <React.Suspense fallback={null}>{whenNear ? <NearScreenGate id={props.id}>{section}</NearScreenGate> : section}</React.Suspense>;
  };
}

// The offer list's cards and its button are links: kept as built, they lead where its code would.
export const OfferListSection = lazySection<Queries.OfferListSectionFragment>(() => import('./offer-list').then((module) => module.OfferListSection), {
  whenNear: true,
});
export const AlertSignupSection = lazySection<Queries.AlertSignupSectionFragment>(() => import('./alert-signup').then((module) => module.AlertSignupSection));
export const ContactFormSection = lazySection<Queries.ContactFormSectionFragment>(() => import('./contact-form').then((module) => module.ContactFormSection));
export const VideoSection = lazySection<Queries.VideoSectionFragment>(() => import('./video').then((module) => module.VideoSection));

type Renderer = (props: SectionProps<never>) => React.JSX.Element;

/**
 * The sections that move (the offer list, refreshed from the live API, the alert sign-up, the contact form, the
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
