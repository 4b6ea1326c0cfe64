import * as React from 'react';
import { buildPath } from '@rythmo/site-map';
import { JsonLd } from '../../seo/json-ld';
import { jobPostingJsonLd } from '../../seo/job-posting';
import { useSiteIdentity } from '../../components/seo';
import type { PageContext } from '../../routing/page-context';

/** The offer page's JobPosting for search engines (built pages hold valid offers only: expired ones have none). */
export function OfferJsonLd({ offer, context }: { offer: Queries.OfferDetailFragment; context: PageContext }): React.JSX.Element {
  const { siteUrl, brand } = useSiteIdentity();
  return (
    <JsonLd
      data={jobPostingJsonLd({
        offerId: offer.offer_id ?? 0,
        title: offer.title ?? '',
        descriptionHtml: offer.description?.data?.childMarkdownRemark?.html ?? '',
        publicationDate: offer.publication_date ?? '',
        validThrough: offer.valid_through ?? '',
        place: offer.place ?? '',
        city: offer.city === null ? null : { name: offer.city.name ?? '', region: offer.city.region ?? null },
        latitude: offer.latitude ?? null,
        longitude: offer.longitude ?? null,
        contracts: (offer.contracts ?? []).flatMap((c) => (c === null ? [] : [c.slug ?? ''])),
        remuneration: offer.remuneration ?? null,
        remunerationUnit: offer.remuneration_unit ?? null,
        agency:
          offer.agency === null
            ? null
            : { name: offer.agency.name ?? '', url: `${siteUrl}${buildPath('agencies-slug', context.locale, { slug: offer.agency.slug ?? '' })}` },
        brand: { name: brand, url: siteUrl, logo: `${siteUrl}/favicon.svg` },
        url: `${siteUrl}${context.alternates[context.locale] ?? ''}`,
      })}
    />
  );
}
