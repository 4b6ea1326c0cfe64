import * as React from 'react';
import { graphql } from 'gatsby';
import { linkTarget } from '../routing/link-target';
import { Button } from '../components/ui/button';
import { useLocale } from '../i18n/locale-context';
import { present } from './present';
import { SectionNotice } from './notice';

type Link = Queries.SectionButtonFragment;

/** A section's buttons, the first one primary; a button with no destination is left out. */
export function SectionButtons({ buttons }: { buttons: readonly (Link | null)[] | null | undefined }): React.JSX.Element | null {
  const { locale } = useLocale();
  const chosen = present(buttons);
  const links = chosen.flatMap((link) => {
    const target = linkTarget(link, locale);
    return target === null ? [] : [{ label: link.label, ...target }];
  });
  const nowhere = chosen.filter((link) => linkTarget(link, locale) === null).map((link) => `« ${link.label} »`);
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
      path
    }
  }
`;
