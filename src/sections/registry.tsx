/**
 * The section library (the page builder): every section kind of the CMS (a component `sections.*`) with
 * its one React component, by the component's uid. Its data comes from the fragment beside the component
 * (one per file), gathered in the `Sections` fragment of ./sections.tsx, and its GraphQL type is declared
 * in src/build-time/schema.ts. tests/unit/sections/registry.test.tsx checks that the CMS's components, this table,
 * the kinds of ./kinds.ts, the fragment and the declared types name the same sections.
 */
import * as React from 'react';
import type { SectionProps } from './heading';
import type { SectionKind } from './kinds';
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
import { AlertSignupSection, ContactFormSection, OfferListSection, VideoSection } from './moving';

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
} as const satisfies Record<SectionKind, Renderer>;

/** A section of a kind drawn by its component: the library's chunk, loaded by ./sections.tsx where a page needs it. */
export default function SectionRenderer({ kind, ...props }: SectionProps<never> & { kind: SectionKind }): React.JSX.Element | null {
  const Render = SECTIONS[kind];
  return <Render {...props} />;
}
