/**
 * The section kinds of the library (the CMS components `sections.*`), without their code: the sections'
 * dispatcher (./sections.tsx) names them, and loads their renderers (./registry.tsx) only where it must.
 */
export const SECTION_KINDS = [
  'sections.hero',
  'sections.rich-text',
  'sections.key-figures',
  'sections.steps',
  'sections.testimonials',
  'sections.faq',
  'sections.call-to-action',
  'sections.offer-list',
  'sections.image-text',
  'sections.partner-agencies',
  'sections.latest-articles',
  'sections.city-links',
  'sections.alert-signup',
  'sections.contact-form',
  'sections.video',
  'sections.claims',
] as const;

export type SectionKind = (typeof SECTION_KINDS)[number];
export const isSectionKind = (kind: unknown): kind is SectionKind => SECTION_KINDS.includes(kind as SectionKind);
