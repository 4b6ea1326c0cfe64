import * as React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rythmo/site-map';
import { SectionCards } from './cards';
import { Picture } from '../components/picture';
import { useLocale } from '../i18n/locale-context';
import { SectionHeading, type SectionProps } from './heading';
import { present } from './present';
import { SectionNotice } from './notice';

/** The agencies the editor chose: each with its logo and city, leading to its page. */
export function PartnerAgenciesSection({ data, opens, id }: SectionProps<Queries.PartnerAgenciesSectionFragment>): React.JSX.Element | null {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const agencies = present(data.agencies);
  if (agencies.length === 0) return <SectionNotice>Aucune agence choisie : le site ne montre pas cette section.</SectionNotice>;
  return (
    <section className="section section-agencies" aria-labelledby={id}>
      <SectionHeading id={id} title={data.title || t('section_agencies_title')} opens={opens} />
      {data.text ? <p>{data.text}</p> : null}
      <SectionCards
        level={opens ? 2 : 3}
        cards={agencies.map((agency) => {
          const logo = agency.logo?.localFile?.childImageSharp?.gatsbyImageData;
          return {
            key: agency.slug,
            to: buildPath('agencies-slug', locale, { slug: agency.slug }),
            title: agency.name,
            body: (
              <>
                {logo ? <Picture image={logo} alt="" className="agency-logo" /> : null}
                {agency.city ? <p className="meta">{agency.city.name}</p> : null}
              </>
            ),
          };
        })}
      />
    </section>
  );
}

export const partnerAgenciesSectionFragment = graphql`
  fragment PartnerAgenciesSection on STRAPI__COMPONENT_SECTIONS_PARTNER_AGENCIES {
    title
    text
    agencies {
      slug
      name
      city {
        name
      }
      logo {
        localFile {
          childImageSharp {
            gatsbyImageData(width: 160, height: 84, layout: FIXED)
          }
        }
      }
    }
  }
`;
