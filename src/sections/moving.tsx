import * as React from 'react';
import type { SectionProps } from './heading';
import type { MovingKind } from './moves';
import type { SectionKind } from './kinds';
import { island, onceVisitedIn } from '../boot/island';
import { IslandGate } from '../boot/island-gate';
import { untilNearScreen } from './near-screen';
import type { LiveCheck } from './live-check';
import { useSectionLiveCheck } from './page-data';
import { useKeptAsBuilt } from './static-section';

const needed = new Set<string>();
const waits = new Map<string, Promise<void>>();

/**
 * Null once the section whose heading has the id `headingId` needs its code; otherwise a promise for its
 * gate to suspend on (the same one for every call), which settles when the section, come near the screen,
 * finds its list changed, or when a visitor comes to it (its links then lead in the site, with its code).
 */
function untilNeeded(headingId: string, check: LiveCheck): Promise<void> | null {
  if (needed.has(headingId)) return null;
  const known = waits.get(headingId);
  if (known !== undefined) return known;
  const wait = new Promise<void>((resolve) => {
    const section = document.getElementById(headingId)?.closest('section') ?? null;
    let stopWatch = (): void => undefined;
    const go = (): void => {
      stopWatch();
      needed.add(headingId);
      resolve();
    };
    if (section !== null) stopWatch = onceVisitedIn((target) => section.contains(target), go);
    void (untilNearScreen(headingId) ?? Promise.resolve())
      .then(() => import(/* webpackChunkName: "live-check" */ './live-check'))
      .then(({ liveListUnchanged }) => liveListUnchanged(headingId, check))
      .then(
        (same) => {
          if (!same) go();
        },
        // Its check's code could not come (a network error): the section stays as built until a visitor comes to it.
        () => undefined,
      );
  });
  waits.set(headingId, wait);
  return wait;
}

type GateProps<T> = { section: SectionProps<T>; children: React.ReactNode };

/**
 * Hydrating the page's start, holds the offer list back until it needs its code: once it comes near the
 * screen (./near-screen.ts), if the live API lists other offers than the build's, or once a visitor comes
 * to it (./live-check.ts). React keeps its built HTML meanwhile (links, which lead where its code would),
 * and its code is neither fetched nor run. Rendered in any other way (a navigation in the site, the
 * preview), it lets the section through.
 */
function OfferListGate({ section, children }: GateProps<Queries.OfferListSectionFragment>): React.JSX.Element {
  const check = useSectionLiveCheck(section.index, section.data.count ?? 0);
  const coming = !useKeptAsBuilt() ? null : check === null ? untilNearScreen(section.id) : untilNeeded(section.id, check);
  if (coming !== null) throw coming;
  return <>{children}</>;
}

/**
 * A section that moves once the page runs, whose code loads only on the pages that show one, after the
 * page's own (`gate`: when its gate says, for a section whose only controls are links, which work as built
 * until then): its HTML is built in the page and stays until then, and it hydrates with its code.
 */
function lazySection<T>(
  load: () => Promise<(props: SectionProps<T>) => React.JSX.Element | null>,
  { gate: Gate }: { gate?: (props: GateProps<T>) => React.JSX.Element } = {},
): (props: SectionProps<T>) => React.JSX.Element {
  const Lazy = React.lazy(() => load().then((component) => ({ default: component })));
  return function LazySection(props: SectionProps<T>): React.JSX.Element {
    const section = <Lazy {...props} />;
    return <React.Suspense fallback={null}>{Gate === undefined ? section : <Gate section={props}>{section}</Gate>}</React.Suspense>;
  };
}

// The offer list's cards and its button are links: kept as built, they lead where its code would.
export const OfferListSection = lazySection<Queries.OfferListSectionFragment>(() => import('./offer-list').then((module) => module.OfferListSection), {
  gate: OfferListGate,
});

/**
 * The alert sign-up is an island (../boot/island.ts): kept as built when the page starts, its code a script
 * of its own fetched when a visitor comes to it; a click on its button before the code has come opens the
 * dialog once it has. Installed as this module runs, with the page's sections, before the page hydrates.
 */
const alertSignupIsland = island('section.alert-signup', () => import(/* webpackChunkName: "alert-signup" */ './alert-signup'));
if (typeof window !== 'undefined') alertSignupIsland.install();

export function AlertSignupSection(props: SectionProps<Queries.AlertSignupSectionFragment>): React.JSX.Element {
  return (
    <React.Suspense fallback={null}>
      <IslandGate island={alertSignupIsland}>{(code) => <code.AlertSignupSection {...props} />}</IslandGate>
    </React.Suspense>
  );
}
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
