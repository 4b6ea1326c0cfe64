import type { CmsAdmin } from '../../../scripts/lib/cms-admin.mjs';

/** An offer whose validity ended two days ago: published, yet in no search, list or page. */
export const EXPIRED_OFFER = { offer_id: 990301, slug: '990301-serveur-pour-une-soiree-passee-a-lyon', title: 'Serveur pour une soirée passée à Lyon' };
/** An offer published with a publication date of tomorrow: not live until then, in no API, search, list, feed or page. */
export const FUTURE_OFFER = {
  offer_id: 990302,
  slug: '990302-serveur-pour-un-gala-annonce-demain-a-lyon',
  title: 'Serveur pour un gala annoncé demain à Lyon',
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day relative to today, as YYYY-MM-DD. */
const day = (offset: number): string => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

async function documentId(cmsUrl: string, type: string, slug: string): Promise<string> {
  const response = await fetch(`${cmsUrl}/api/${type}?filters[slug][$eq]=${slug}&locale=fr&fields[0]=slug`);
  const [entry] = ((await response.json()) as { data: { documentId: string }[] }).data;
  if (entry === undefined) throw new Error(`No ${type} ${slug} in the CMS at ${cmsUrl}`);
  return entry.documentId;
}

export type Planted = {
  offer_id: number;
  slug: string;
  title: string;
  start_date: string;
  publication_date: string;
  valid_through: string;
  description: string;
  /** The slug of its agency (none when not given). */
  agency?: string;
};

/** An agency by its slug, as the admin's relation field connects it (the public API does not give its document id). */
async function agencyOf(editor: CmsAdmin, slug: string) {
  const agencies = (await editor.list('api::agency.agency', { pageSize: 100, locale: 'fr' })) as { documentId: string; slug: string }[];
  const found = agencies.find((entry) => entry.slug === slug);
  if (found === undefined) throw new Error(`No agency ${slug} in the admin`);
  return { connect: [{ documentId: found.documentId, locale: 'fr' }] };
}

/** Publishes an offer of a Lyon brasserie through the admin API, as an editor would; resolves with its document id. */
export async function plantOffer(editor: CmsAdmin, cmsUrl: string, { agency, ...offer }: Planted): Promise<string> {
  const connect = async (type: string, slug: string) => ({ connect: [{ documentId: await documentId(cmsUrl, type, slug), locale: 'fr' }] });
  const uid = 'api::job-offer.job-offer';
  const draft = await editor.create(uid, {
    ...offer,
    place: 'Brasserie du Centre, Lyon',
    city: await connect('cities', 'lyon'),
    latitude: 45.764,
    longitude: 4.8357,
    contracts: await connect('contracts', 'cdd'),
    works: await connect('trades', 'serveur'),
    remuneration: 12.5,
    remuneration_unit: 'hour',
    rhythm: { saturday: true, evening: true, hours_per_week: 10 },
    ...(agency === undefined ? {} : { agency: await agencyOf(editor, agency) }),
  });
  await editor.publish(uid, draft.documentId);
  return draft.documentId;
}

/** The expired offer, as an editor who forgot to remove it would leave it. */
export const plantExpiredOffer = (editor: CmsAdmin, cmsUrl: string): Promise<string> =>
  plantOffer(editor, cmsUrl, {
    ...EXPIRED_OFFER,
    start_date: day(-1),
    publication_date: `${day(-20)}T08:00:00.000Z`,
    valid_through: day(-2),
    description: 'Service en salle pour une soirée qui a déjà eu lieu.',
  });

/** The offer dated tomorrow, as an editor preparing an announcement would publish it. */
export const plantFutureOffer = (editor: CmsAdmin, cmsUrl: string): Promise<string> =>
  plantOffer(editor, cmsUrl, {
    ...FUTURE_OFFER,
    start_date: day(20),
    publication_date: new Date(Date.now() + DAY_MS).toISOString(),
    valid_through: day(19),
    description: 'Service en salle pour un gala, annoncé demain.',
  });
