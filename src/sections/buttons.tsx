import * as React from 'react';
import { graphql } from 'gatsby';
import { buildPath, isLocale, isRubrique, RUBRIQUES, sectionsPagePath, type Locale } from '@rythmo/site-map';
import { Button } from '../components/ui/button';
import { useLocale } from '../i18n/locale-context';
import { present } from './heading';
import { SectionNotice } from './notice';

type Link = Queries.SectionButtonFragment;

/**
 * Where a button leads: the page of sections it names (in that page's language), else the site's section
 * (« rubrique ») in the page's language, else its address elsewhere; null when the editor chose none.
 */
export function buttonTarget(link: Link, locale: Locale): { to: string; external: boolean } | null {
  const page = link.page === null || link.page === undefined ? null : sectionsPagePath(link.page, isLocale(link.page.locale) ? link.page.locale : locale);
  if (page !== null) return { to: page, external: false };
  if (isRubrique(link.rubrique)) return { to: buildPath(RUBRIQUES[link.rubrique], locale), external: false };
  if (link.url) return { to: link.url, external: true };
  return null;
}

/** A section's buttons, the first one primary; a button with no destination is left out. */
export function SectionButtons({ buttons }: { buttons: readonly (Link | null)[] | null | undefined }): React.JSX.Element | null {
  const { locale } = useLocale();
  const chosen = present(buttons);
  const links = chosen.flatMap((link) => {
    const target = buttonTarget(link, locale);
    return target === null ? [] : [{ label: link.label, ...target }];
  });
  const nowhere = chosen.filter((link) => buttonTarget(link, locale) === null).map((link) => `« ${link.label} »`);
  const notice =
    nowhere.length === 0 ? null : (
      <SectionNotice>
        {nowhere.length === 1 ? `Le bouton ${nowhere[0]} ne mène nulle part` : `Les boutons ${nowhere.join(', ')} ne mènent nulle part`} : choisissez une page,
        une rubrique ou une adresse. Le site ne le montre pas.
      </SectionNotice>
    );
  if (links.length === 0) return notice;
  return (
    <>
      {notice}
      <p className="section-buttons">
        {links.map((link, index) => (
          <Button key={`${link.to} ${link.label}`} to={link.to} external={link.external} variant={index === 0 ? 'primary' : 'secondary'}>
            {link.label}
          </Button>
        ))}
      </p>
    </>
  );
}

export const sectionButtonFragment = graphql`
  fragment SectionButton on STRAPI__COMPONENT_SHARED_LINK {
    label
    rubrique
    url
    page {
      slug
      locale
      parent_page {
        slug
      }
    }
  }
`;
