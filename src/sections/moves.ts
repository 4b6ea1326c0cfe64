/**
 * Which sections move once the page runs, without the section library's list of kinds (./kinds.ts): a
 * page's own chunk reads it to keep a zone as built when none of its sections moves.
 */
import type { SectionKind } from './kinds';

/** The kinds that move once the page runs, each loading its own code (./moving.tsx); the others are kept as built. */
export const MOVING_KINDS = [
  'sections.offer-list',
  'sections.alert-signup',
  'sections.contact-form',
  'sections.video',
] as const satisfies readonly SectionKind[];
export type MovingKind = (typeof MOVING_KINDS)[number];
const isMovingKind = (kind: unknown): kind is MovingKind => MOVING_KINDS.includes(kind as MovingKind);

type ZoneSection = { strapi_component?: string | null; search?: boolean | null } | null;

/**
 * Whether some section of a zone moves once the page runs: one of MOVING_KINDS, or a hero with the search
 * box. A zone where none does is kept as built when the page starts, with none of the sections' code.
 */
export const someSectionMoves = (sections: readonly ZoneSection[] | null | undefined): boolean =>
  (sections ?? []).some(
    (section) => section !== null && (isMovingKind(section.strapi_component) || (section.strapi_component === 'sections.hero' && section.search === true)),
  );
