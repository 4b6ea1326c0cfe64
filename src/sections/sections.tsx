import * as React from 'react';
import { graphql } from 'gatsby';
import { isSectionKind } from './kinds';
import { loadSectionLibrary } from './library';
import { isMovingKind, MOVING_SECTIONS } from './moving';
import { present } from './present';
import { SearchHero } from './search-hero';
import { StaticSection } from './static-section';

type Section = Queries.SectionsFragment;

/** The section library's code (./registry.tsx): loaded where a page draws a section anew. */
const SectionRenderer = React.lazy(loadSectionLibrary);

export type SectionsProps = {
  sections: readonly (Section | null)[] | null | undefined;
  /** A zone of a topic page (`top`, `bottom`): its sections' anchors are named by it, and none opens the page. */
  zone?: string;
};

/**
 * A page's sections, in the editor's order, each drawn by its component (./registry.tsx). A hero that comes
 * first on a page of sections opens it: its headline is the page's h1, and the page shows no title above it.
 * The sections that do not move keep their built HTML, with no code (./static-section.tsx); those that move
 * load their own code after the page's, their built HTML kept meanwhile (./moving.tsx); a hero with the
 * search box (the home page's) comes with the page's code, its search ready when the page is.
 */
export function Sections({ sections, zone }: SectionsProps): React.JSX.Element {
  return (
    <>
      {present(sections).map((section, index) => {
        const kind = section.strapi_component;
        if (!isSectionKind(kind)) return null;
        const props = {
          data: section as never,
          opens: zone === undefined && index === 0 && kind === 'sections.hero',
          id: `${zone === undefined ? 'section' : `${zone}-section`}-${index + 1}`,
          index,
        };
        const key = `${kind}-${index}`;
        if (section.__typename === 'STRAPI__COMPONENT_SECTIONS_HERO' && section.search === true) return <SearchHero key={key} {...props} />;
        if (isMovingKind(kind)) {
          const Moving = MOVING_SECTIONS[kind];
          return <Moving key={key} {...props} />;
        }
        return (
          <StaticSection key={key}>
            <React.Suspense fallback={null}>
              <SectionRenderer kind={kind} {...props} />
            </React.Suspense>
          </StaticSection>
        );
      })}
    </>
  );
}

/** Whether the page opens with a hero, whose headline is then its h1. */
export const opensWithHero = (sections: readonly (Section | null)[] | null | undefined): boolean => present(sections)[0]?.strapi_component === 'sections.hero';

export const sectionsFragment = graphql`
  fragment Sections on StrapiSection {
    __typename
    ... on STRAPI__COMPONENT_SECTIONS_HERO {
      strapi_component
      ...HeroSection
    }
    ... on STRAPI__COMPONENT_SECTIONS_RICH_TEXT {
      strapi_component
      ...RichTextSection
    }
    ... on STRAPI__COMPONENT_SECTIONS_KEY_FIGURES {
      strapi_component
      ...KeyFiguresSection
    }
    ... on STRAPI__COMPONENT_SECTIONS_STEPS {
      strapi_component
      ...StepsSection
    }
    ... on STRAPI__COMPONENT_SECTIONS_TESTIMONIALS {
      strapi_component
      ...TestimonialsSection
    }
    ... on STRAPI__COMPONENT_SECTIONS_FAQ {
      strapi_component
      ...FaqSection
    }
    ... on STRAPI__COMPONENT_SECTIONS_CALL_TO_ACTION {
      strapi_component
      ...CallToActionSection
    }
    ... on STRAPI__COMPONENT_SECTIONS_OFFER_LIST {
      strapi_component
      ...OfferListSection
    }
    ... on STRAPI__COMPONENT_SECTIONS_IMAGE_TEXT {
      strapi_component
      ...ImageTextSection
    }
    ... on STRAPI__COMPONENT_SECTIONS_PARTNER_AGENCIES {
      strapi_component
      ...PartnerAgenciesSection
    }
    ... on STRAPI__COMPONENT_SECTIONS_ALERT_SIGNUP {
      strapi_component
      ...AlertSignupSection
    }
    ... on STRAPI__COMPONENT_SECTIONS_CONTACT_FORM {
      strapi_component
      ...ContactFormSection
    }
    ... on STRAPI__COMPONENT_SECTIONS_CLAIMS {
      strapi_component
      ...ClaimsSection
    }
    ... on STRAPI__COMPONENT_SECTIONS_VIDEO {
      strapi_component
      ...VideoSection
    }
    ... on STRAPI__COMPONENT_SECTIONS_LATEST_ARTICLES {
      strapi_component
      ...LatestArticlesSection
    }
    ... on STRAPI__COMPONENT_SECTIONS_CITY_LINKS {
      strapi_component
      ...CityLinksSection
    }
  }
`;
