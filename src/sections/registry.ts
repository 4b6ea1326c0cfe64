/**
 * The section library (the page builder): every section kind of the CMS (a component `sections.*`) with
 * its one React component, by the component's uid. Its data comes from the fragment beside the component
 * (one per file), gathered in the `Sections` fragment of ./sections.tsx, and its GraphQL type is declared
 * in src/build/schema.ts. tests/unit/sections/registry.test.ts checks that the CMS's components, this table,
 * the fragment and the declared types name the same sections.
 */
import * as React from 'react';
import type { SectionProps } from './heading';
import { HeroSection } from './hero';
import { RichTextSection } from './rich-text';
import { KeyFiguresSection } from './key-figures';
import { StepsSection } from './steps';
import { TestimonialsSection } from './testimonials';
import { FaqSection } from './faq';
import { CallToActionSection } from './call-to-action';
import { ImageTextSection } from './image-text';
import { PartnerAgenciesSection } from './partner-agencies';
import { LatestArticlesSection } from './latest-articles';
import { CityLinksSection } from './city-links';
import { ClaimsSection } from './claims';

/**
 * A section whose code loads only on the pages that show one, after the page's own: its HTML is built in
 * the page and stays until then. The interactive sections are (the offer list and its cards, the alert
 * sign-up, the contact form, the video); the others are text and images, in the page's code.
 */
function lazySection<T>(load: () => Promise<(props: SectionProps<T>) => React.JSX.Element | null>): (props: SectionProps<T>) => React.JSX.Element {
  const Lazy = React.lazy(() => load().then((component) => ({ default: component })));
  return function LazySection(props: SectionProps<T>): React.JSX.Element {
    return React.createElement(React.Suspense, { fallback: null }, React.createElement(Lazy, props));
  };
}

const OfferListSection = lazySection<Queries.OfferListSectionFragment>(() => import('./offer-list').then((module) => module.OfferListSection));
const AlertSignupSection = lazySection<Queries.AlertSignupSectionFragment>(() => import('./alert-signup').then((module) => module.AlertSignupSection));
const ContactFormSection = lazySection<Queries.ContactFormSectionFragment>(() => import('./contact-form').then((module) => module.ContactFormSection));
const VideoSection = lazySection<Queries.VideoSectionFragment>(() => import('./video').then((module) => module.VideoSection));

/** A section's data as the page query gives it: its kind, and its fields (those of its fragment). */
export type SectionData = { strapi_component?: string | null } & Record<string, unknown>;

// Each component reads the fields of its own fragment; the table holds them under one signature.
type Renderer = (props: SectionProps<never>) => React.JSX.Element | null;

export const SECTIONS = {
  'sections.hero': HeroSection as Renderer,
  'sections.rich-text': RichTextSection as Renderer,
  'sections.key-figures': KeyFiguresSection as Renderer,
  'sections.steps': StepsSection as Renderer,
  'sections.testimonials': TestimonialsSection as Renderer,
  'sections.faq': FaqSection as Renderer,
  'sections.call-to-action': CallToActionSection as Renderer,
  'sections.offer-list': OfferListSection as Renderer,
  'sections.image-text': ImageTextSection as Renderer,
  'sections.partner-agencies': PartnerAgenciesSection as Renderer,
  'sections.latest-articles': LatestArticlesSection as Renderer,
  'sections.city-links': CityLinksSection as Renderer,
  'sections.alert-signup': AlertSignupSection as Renderer,
  'sections.contact-form': ContactFormSection as Renderer,
  'sections.video': VideoSection as Renderer,
  'sections.claims': ClaimsSection as Renderer,
} as const satisfies Record<`sections.${string}`, Renderer>;

export type SectionKind = keyof typeof SECTIONS;
export const isSectionKind = (kind: unknown): kind is SectionKind => typeof kind === 'string' && Object.keys(SECTIONS).includes(kind);
