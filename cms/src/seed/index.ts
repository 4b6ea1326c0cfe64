/**
 * Deterministic seed of an empty (or partly filled) database with realistic French content.
 * Every entity is looked up by its natural key before it is created, so running it again adds nothing;
 * SEED_OFFERS raises or lowers the number of job offers for benchmarks.
 */
import type { Core, Modules, UID } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES, type Locale } from '@rythmo/site-map';
import { createRandom, type Random } from './random';
import { toSlug } from './slug';
import { uploadGeneratedImage } from './images';
import { planOffer, FIRST_OFFER_ID, type OfferInputs } from './offers';
import { CITIES } from './data/cities';
import { SECTORS, CONTRACTS, STUDENT_TYPES, SYNONYMS, type Bilingual, type OfferKindSeed } from './data/catalogue';
import { AGENCIES, EVENTS, ARTICLES, FAQ, LEGAL_PAGES, COMPANY_PAGES, ORGANISATION, HOME } from './data/editorial';
import { migrateHomeSections } from '../migrations/home-sections';
import { PAGES, TOPIC_SECTIONS, type OfferListSeed, type SeedButton, type SeedSection } from './data/pages';

export const SEED = 'mes-jobs-mon-rythme';
export const DEFAULT_OFFER_COUNT = 1600;
const DAY_MS = 24 * 60 * 60 * 1000;

type Input<T extends UID.Schema> = Modules.Documents.Params.Data.Input<T>;
type Relation = { documentId: string; locale: Locale };
type Log = (message: string) => void;

const seo = (title: string, description: string, seoText?: string): Input<'shared.seo'> => ({
  metaTitle: title.length > 70 ? `${title.slice(0, 67)}…` : title,
  metaDescription: description.length > 170 ? `${description.slice(0, 167)}…` : description,
  seoText,
});

const link = (documentId: string, locale: Locale): Relation => ({ documentId, locale });
const links = (documentIds: string[], locale: Locale): Relation[] => documentIds.map((documentId) => link(documentId, locale));

export class Seeder {
  private readonly random: Random;
  private readonly ids = new Map<string, string>();

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly seedDate: Date,
    private readonly log: Log,
  ) {
    this.random = createRandom(SEED);
  }

  private key(uid: string, natural: string): string {
    return `${uid}#${natural}`;
  }

  private id(uid: string, natural: string): string {
    const id = this.ids.get(this.key(uid, natural));
    if (id === undefined) throw new Error(`Seed: ${uid} "${natural}" was not created`);
    return id;
  }

  /** Creates a document in the default locale then in each other one (all published), unless its key exists. */
  private async localized<T extends UID.ContentType>(
    uid: T,
    field: string,
    natural: string,
    build: (locale: Locale) => Modules.Documents.Params.Data.Input<T>,
  ): Promise<string> {
    const found = await this.strapi.db.query(uid).findOne({ where: { [field]: natural, locale: DEFAULT_LOCALE }, select: ['documentId'] });
    const documentId: string = found?.documentId ?? (await this.createInEveryLocale(uid, build));
    this.ids.set(this.key(uid, natural), documentId);
    return documentId;
  }

  private async createInEveryLocale<T extends UID.ContentType>(uid: T, build: (locale: Locale) => Input<T>): Promise<string> {
    const { documentId } = await this.strapi.documents(uid).create({ locale: DEFAULT_LOCALE, status: 'published', data: build(DEFAULT_LOCALE) });
    for (const locale of PREFIXED_LOCALES) await this.strapi.documents(uid).update({ documentId, locale, status: 'published', data: build(locale) });
    return documentId;
  }

  private async image(name: string, alt: string): Promise<number> {
    return (await uploadGeneratedImage(this.strapi, this.random, name, alt)).id;
  }

  async run(offerCount: number): Promise<void> {
    const started = Date.now();
    await this.uploadSettings();
    await this.organisation();
    await this.cities();
    await this.sectors();
    await this.contracts();
    await this.synonyms();
    await this.agenciesEventsArticles();
    await this.faqAndLegal();
    await this.pages();
    // The home page is seeded as it was before it had sections, then moved into them as an existing
    // database is at its start: the seed and the migration make the same home page.
    await migrateHomeSections(this.strapi, this.log);
    await this.offers(offerCount);
    this.log(`Seed complete in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  /**
   * Strapi's upload plugin stores every image again in up to three smaller sizes (its « responsive friendly
   * upload », on by default). Nothing reads them: the site resizes the original at build time
   * (gatsby-plugin-sharp) and the admin panel shows the thumbnail, which is made either way. A new database
   * starts with them off; Settings → Media Library turns them back on. An existing one is left as it is.
   */
  private async uploadSettings(): Promise<void> {
    if ((await this.strapi.db.query('plugin::upload.file').count()) > 0) return;
    const upload = this.strapi.plugin('upload').service('upload');
    const settings = (await upload.getSettings()) as Record<string, unknown> | null;
    await upload.setSettings({ ...settings, responsiveDimensions: false });
  }

  private async organisation(): Promise<void> {
    const single = async <T extends UID.ContentType>(uid: T, build: (locale: Locale) => Input<T>): Promise<void> => {
      const found = await this.strapi.db.query(uid).findOne({ where: { locale: DEFAULT_LOCALE }, select: ['documentId'] });
      if (found === null) await this.createInEveryLocale(uid, build);
    };
    await single('api::global.global', (l) => ({
      ...ORGANISATION,
      siteDescription: ORGANISATION.siteDescription[l],
      contestNetwork: ORGANISATION.contestNetwork[l],
    }));
    await single('api::home-page.home-page', (l) => ({
      headline: HOME.headline[l],
      subheadline: HOME.subheadline[l],
      steps: HOME.steps[l],
      testimonials: HOME.testimonials[l],
      recruiterCtaTitle: HOME.recruiterCtaTitle[l],
      recruiterCtaText: HOME.recruiterCtaText[l],
      seo: seo(HOME.headline[l], HOME.subheadline[l]),
    }));
    this.log('Organisation and home page ready');
  }

  private async cities(): Promise<void> {
    for (const [index, city] of CITIES.entries()) {
      const slug = toSlug(city.name);
      const image = await this.image(`ville-${slug}`, `Vue de ${city.name}`);
      await this.localized('api::city.city', 'slug', slug, (l) => {
        const text: Bilingual = city.description ?? {
          fr: `Trouvez un job court et flexible à ${city.name} (${city.county}) : événementiel, animation commerciale, accueil en entreprise, restauration. Des missions à la journée, le soir ou le week-end, à votre rythme.`,
          en: `Find a short, flexible job in ${city.name} (${city.county}): events, brand promotion, corporate reception, catering. Assignments by the day, in the evening or at the weekend, at your own pace.`,
        };
        const title: Bilingual = { fr: `Jobs à ${city.name}`, en: `Jobs in ${city.name}` };
        return {
          name: city.name,
          slug,
          sort: city.sort ?? undefined,
          image,
          county: city.county,
          county_code: city.county_code,
          region: city.region,
          latitude: city.latitude,
          longitude: city.longitude,
          population: city.population,
          description: text[l],
          seo: seo(title[l], text[l]),
        };
      });
      if ((index + 1) % 10 === 0 && index + 1 < CITIES.length) this.log(`Cities: ${index + 1}/${CITIES.length}`);
    }
    this.log(`Cities: ${CITIES.length}/${CITIES.length}`);
  }

  private async sectors(): Promise<void> {
    const faqFor = (name: Bilingual, l: Locale): Input<'shared.faq-item'>[] => [
      {
        question:
          l === 'fr' ? `Faut-il de l’expérience pour travailler en ${name.fr.toLowerCase()} ?` : `Do I need experience to work in ${name.en.toLowerCase()}?`,
        answer:
          l === 'fr'
            ? 'Non, de nombreuses missions sont ouvertes aux débutants, avec une formation avant le premier jour.'
            : 'No, many assignments are open to beginners, with training before the first day.',
      },
      {
        question: l === 'fr' ? 'Quelle est la durée d’une mission ?' : 'How long is an assignment?',
        answer:
          l === 'fr'
            ? 'De quelques heures à plusieurs semaines, selon l’événement ou le client.'
            : 'From a few hours to several weeks, depending on the event or client.',
      },
    ];
    for (const sector of SECTORS) {
      const image = await this.image(`secteur-${sector.slug}`, sector.name.fr);
      const topCities = CITIES.filter((c) => c.sort !== null).slice(0, 4);
      const sectorId = await this.localized('api::work.work', 'slug', sector.slug, (l) => ({
        api_id: sector.api_id,
        name: sector.name[l],
        slug: sector.slug,
        sort: sector.sort,
        image,
        description: sector.intro[l],
        faq: faqFor(sector.name, l),
        villes: topCities.map((c) => ({
          city: link(this.id('api::city.city', toSlug(c.name)), l),
          faq: [
            {
              question:
                l === 'fr'
                  ? `Combien d’offres en ${sector.name.fr.toLowerCase()} à ${c.name} ?`
                  : `How many ${sector.name.en.toLowerCase()} offers in ${c.name}?`,
              answer:
                l === 'fr'
                  ? `Les offres à ${c.name} sont mises à jour chaque jour par nos agences partenaires.`
                  : `Offers in ${c.name} are updated daily by our partner agencies.`,
            },
          ],
        })),
        seo: seo(l === 'fr' ? `Jobs en ${sector.name.fr.toLowerCase()}` : `${sector.name.en} jobs`, sector.intro[l]),
      }));
      for (const [index, trade] of sector.trades.entries()) {
        const tradeImage = await this.image(`metier-${trade.slug}`, trade.name.fr);
        await this.localized('api::trade.trade', 'slug', trade.slug, (l) => ({
          api_id: `${sector.api_id}-${index + 1}`,
          name: trade.name[l],
          slug: trade.slug,
          sort: index < 2 ? sector.sort * 10 + index : undefined,
          image: tradeImage,
          description:
            l === 'fr'
              ? `${trade.name.fr} : un métier du secteur ${sector.name.fr.toLowerCase()}. Compétences appréciées : ${trade.skills.join(', ')}. Rémunération de ${trade.pay[0].toFixed(2).replace('.', ',')} € à ${trade.pay[1].toFixed(2).replace('.', ',')} € brut de l’heure.`
              : `${trade.name.en}: a job in ${sector.name.en.toLowerCase()}. Valued skills: ${trade.skills.join(', ')}. Pay from €${trade.pay[0].toFixed(2)} to €${trade.pay[1].toFixed(2)} gross per hour.`,
          work: link(sectorId, l),
          seo: seo(l === 'fr' ? `Jobs de ${trade.name.fr.toLowerCase()}` : `${trade.name.en} jobs`, sector.intro[l]),
        }));
      }
    }
    this.log(`Sectors: ${SECTORS.length}, trades: ${SECTORS.reduce((n, s) => n + s.trades.length, 0)}`);
  }

  /** The search's synonyms, each looked up by its words. */
  private async synonyms(): Promise<void> {
    const uid = 'api::search-synonym.search-synonym';
    for (const { words, note } of SYNONYMS)
      if ((await this.strapi.db.query(uid).findOne({ where: { words }, select: ['id'] })) === null)
        await this.strapi.documents(uid).create({ status: 'published', data: { words, note } });
    this.log(`Search synonyms: ${SYNONYMS.length}`);
  }

  private async contracts(): Promise<void> {
    for (const contract of CONTRACTS) {
      await this.offerKind('api::contract.contract', `contrat-${contract.slug}`, contract, {
        faq: (l) => ({
          question: l === 'fr' ? `Qui peut postuler à une offre en ${contract.label.fr} ?` : `Who can apply to a ${contract.label.en.toLowerCase()} offer?`,
          answer:
            l === 'fr'
              ? 'Toute personne majeure autorisée à travailler en France, étudiants compris.'
              : 'Anyone over 18 allowed to work in France, students included.',
        }),
        title: (l) => (l === 'fr' ? `Offres d’emploi en ${contract.label.fr}` : `${contract.label.en} job offers`),
      });
    }
    for (const type of STUDENT_TYPES) {
      await this.offerKind('api::student-job-type.student-job-type', `etudiant-${type.slug}`, type, {
        faq: (l) => ({
          question: l === 'fr' ? 'Combien d’heures un étudiant peut-il travailler ?' : 'How many hours can a student work?',
          answer:
            l === 'fr'
              ? 'Il n’y a pas de limite légale pour un étudiant français ; 964 heures par an pour un étudiant étranger.'
              : 'There is no legal limit for French students; 964 hours a year for international students.',
        }),
        title: (l) => type.label[l],
      });
    }
    this.log(`Contracts: ${CONTRACTS.length}, student job types: ${STUDENT_TYPES.length}`);
  }

  /** A kind of offer (a contract type, a student job type): its label, image, text, one FAQ item and SEO title. */
  private async offerKind(
    uid: 'api::contract.contract' | 'api::student-job-type.student-job-type',
    imageName: string,
    kind: OfferKindSeed,
    texts: { faq: (l: Locale) => { question: string; answer: string }; title: (l: Locale) => string },
  ): Promise<void> {
    const image = await this.image(imageName, kind.label.fr);
    await this.localized(uid, 'slug', kind.slug, (l) => ({
      api_id: kind.api_id,
      slug: kind.slug,
      label: kind.label[l],
      image,
      description: kind.intro[l],
      faq: [texts.faq(l)],
      seo: seo(texts.title(l), kind.intro[l]),
    }));
  }

  private async agenciesEventsArticles(): Promise<void> {
    for (const agency of AGENCIES) {
      const slug = toSlug(agency.name);
      const logo = await this.image(`agence-${slug}`, `Logo ${agency.name}`);
      await this.localized('api::agency.agency', 'slug', slug, (l) => ({
        api_id: agency.api_id,
        name: agency.name,
        slug,
        logo,
        // Where its applications go (private: never in the content API's answers).
        recruitment_email: `recrutement@${slug}.example`,
        profile: agency.profile[l],
        description:
          l === 'fr'
            ? `${agency.name} accompagne les candidats et les entreprises depuis ${agency.founded}. ${agency.profile.fr}`
            : `${agency.name} has supported candidates and companies since ${agency.founded}. ${agency.profile.en}`,
        numbers: [
          { value: String(agency.staff), label: l === 'fr' ? 'intérimaires par mois' : 'temps a month' },
          { value: String(agency.founded), label: l === 'fr' ? 'année de création' : 'year founded' },
        ],
        city: link(this.id('api::city.city', toSlug(agency.city)), l),
        seo: seo(agency.name, agency.profile[l]),
      }));
    }
    for (const event of EVENTS) {
      const image = await this.image(`event-${event.slug}`, event.name.fr);
      const start = new Date(this.seedDate.getTime() + event.startInDays * DAY_MS);
      const end = new Date(start.getTime() + (event.lengthDays - 1) * DAY_MS);
      await this.localized('api::event.event', 'slug', event.slug, (l) => ({
        name: event.name[l],
        slug: event.slug,
        startDate: start.toISOString().slice(0, 10),
        endDate: end.toISOString().slice(0, 10),
        venue: event.venue,
        city: link(this.id('api::city.city', toSlug(event.city)), l),
        image,
        description: event.about[l],
        seo: seo(event.name[l], event.about[l]),
      }));
    }
    for (const article of ARTICLES) {
      const image = await this.image(`article-${article.slug}`, article.title.fr);
      const date = new Date(this.seedDate.getTime() - article.daysAgo * DAY_MS).toISOString().slice(0, 10);
      await this.localized('api::article.article', 'slug', article.slug, (l) => ({
        title: article.title[l],
        slug: article.slug,
        excerpt: article.excerpt[l],
        author: article.author,
        date,
        image,
        body: article.sections[l].map((p, i) => `## ${l === 'fr' ? ['Avant', 'Pendant', 'Après'][i] : ['Before', 'During', 'After'][i]}\n\n${p}`).join('\n\n'),
        seo: seo(article.title[l], article.excerpt[l]),
      }));
    }
    this.log(`Agencies: ${AGENCIES.length}, events: ${EVENTS.length}, articles: ${ARTICLES.length}`);
  }

  private async faqAndLegal(): Promise<void> {
    for (const [index, entry] of FAQ.entries()) {
      await this.localized('api::faq-entry.faq-entry', 'question', entry.q.fr, (l) => ({
        question: entry.q[l],
        answer: entry.a[l],
        category: entry.category,
        sort: index + 1,
      }));
    }
    for (const page of LEGAL_PAGES) {
      await this.localized('api::legal-page.legal-page', 'slug', page.slug, (l) => ({
        slug: page.slug,
        title: page.title[l],
        body: page.body[l],
        updated: this.seedDate.toISOString().slice(0, 10),
      }));
    }
    for (const page of COMPANY_PAGES) {
      await this.localized('api::company-page.company-page', 'section', page.section, (l) => ({
        section: page.section,
        title: page.title[l],
        lead: page.lead[l],
        body: page.body[l],
      }));
    }
    this.log(`FAQ entries: ${FAQ.length}, legal pages: ${LEGAL_PAGES.length}, company pages: ${COMPANY_PAGES.length}`);
  }

  /** The campaign pages, their sections in each language; their images generated. */
  private async pages(): Promise<void> {
    for (const page of PAGES) {
      const images = new Map<string, number>();
      for (const section of page.sections) {
        if (section.kind === 'sections.hero' && section.image !== undefined) images.set(section.image, await this.image(section.image, section.headline.fr));
        if (section.kind === 'sections.image-text') images.set(section.image, await this.image(section.image, section.title.fr));
      }
      await this.localized('api::page.page', 'slug', page.slug.fr, (l) => ({
        title: page.title[l],
        slug: page.slug[l],
        description: page.description[l],
        in_header: page.menu === 'header',
        in_footer: page.menu === 'footer',
        ...(page.parent === undefined ? {} : { parent_page: link(this.id('api::page.page', page.parent), l) }),
        ...(page.seo === undefined ? {} : { seo: seo(page.seo.title[l], page.seo.description[l]) }),
        sections: page.sections.map((section) => sectionInput(section, l, images, (uid, natural) => link(this.id(uid, natural), l))),
      }));
    }
    this.log(`Pages: ${PAGES.length}`);
    await this.topicSections();
  }

  /** Sections around the offers of topic pages: given once, an editor's changes kept on the next seed. */
  private async topicSections(): Promise<void> {
    for (const topic of TOPIC_SECTIONS) {
      const documentId = this.id(topic.uid, topic.slug);
      const found = (await this.strapi.db
        .query(topic.uid)
        .findOne({ where: { documentId, locale: DEFAULT_LOCALE }, populate: ['sections_top', 'sections_bottom'] })) as {
        sections_top?: unknown[];
        sections_bottom?: unknown[];
      } | null;
      if ((found?.sections_top?.length ?? 0) + (found?.sections_bottom?.length ?? 0) > 0) continue;
      for (const locale of LOCALES) {
        const refer: Refer = (uid, natural) => link(this.id(uid, natural), locale);
        await this.strapi.documents(topic.uid).update({
          documentId,
          locale,
          status: 'published',
          // The seed's sections are the page's kinds; a topic's zones take fewer (TopicSection: the type says which).
          data: {
            sections_top: topic.top.map((section) => sectionInput(section, locale, new Map(), refer)),
            sections_bottom: topic.bottom.map((section) => sectionInput(section, locale, new Map(), refer)),
          } as Input<typeof topic.uid>,
        });
      }
    }
  }

  private async offers(count: number): Promise<void> {
    const uid = 'api::job-offer.job-offer';
    const existing = new Set<number>(((await this.strapi.db.query(uid).findMany({ select: ['offer_id'] })) as { offer_id: number }[]).map((o) => o.offer_id));
    const inputs: OfferInputs = {
      cities: CITIES,
      sectors: SECTORS,
      agencies: AGENCIES.filter((a) => a.hasOffers),
      events: EVENTS.map((e) => ({ slug: e.slug, name: e.name.fr, city: e.city, start: new Date(this.seedDate.getTime() + e.startInDays * DAY_MS) })),
      seedDate: this.seedDate,
    };
    const offerRandom = createRandom(`${SEED}:offers`);
    const batch = 100;
    let created = 0;
    for (let start = 0; start < count; start += batch) {
      await this.strapi.db.transaction(async () => {
        for (let index = start; index < Math.min(count, start + batch); index += 1) {
          // Planning every offer, even existing ones, keeps the random sequence and so the content stable.
          const plan = planOffer(offerRandom, index, inputs);
          if (existing.has(plan.offer_id)) continue;
          await this.strapi.documents(uid).create({
            status: 'published',
            data: {
              offer_id: plan.offer_id,
              title: plan.title,
              slug: plan.slug,
              place: plan.place,
              city: link(this.id('api::city.city', toSlug(plan.city)), 'fr'),
              latitude: plan.latitude,
              longitude: plan.longitude,
              contracts: links(
                plan.contracts.map((s) => this.id('api::contract.contract', s)),
                'fr',
              ),
              works: links([this.id('api::trade.trade', plan.trade)], 'fr'),
              student_job_types: links(
                plan.studentTypes.map((s) => this.id('api::student-job-type.student-job-type', s)),
                'fr',
              ),
              agency:
                plan.agency === null
                  ? undefined
                  : link(this.id('api::agency.agency', toSlug(AGENCIES.find((a) => a.api_id === plan.agency)?.name ?? '')), 'fr'),
              event: plan.event === null ? undefined : link(this.id('api::event.event', plan.event), 'fr'),
              remuneration: plan.remuneration,
              remuneration_unit: 'hour',
              required_skills: plan.skills.map((name) => ({ name })),
              start_date: plan.start_date,
              publication_date: plan.publication_date,
              valid_through: plan.valid_through,
              description: plan.description,
              rhythm: plan.rhythm,
            },
          });
          created += 1;
        }
      });
      this.log(`Job offers: ${Math.min(count, start + batch)}/${count} (${created} created)`);
    }
    const extra = await this.strapi.db.query(uid).count({ where: { offer_id: { $gte: FIRST_OFFER_ID + count } } });
    if (extra > 0) this.log(`Job offers: ${extra} rows beyond SEED_OFFERS=${count} are kept (the seed never deletes)`);
  }
}

/** The seed date: SEED_DATE (YYYY-MM-DD) when given, else today, at midnight UTC. */
export function seedDateFromEnv(value: string | undefined, now: Date = new Date()): Date {
  if (value !== undefined && value !== '') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`SEED_DATE must be YYYY-MM-DD, got "${value}"`);
    return new Date(`${value}T00:00:00Z`);
  }
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function offerCountFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_OFFER_COUNT;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new Error(`SEED_OFFERS must be a whole number, got "${value}"`);
  return count;
}

/** A seeded button as the admin saves it: its label in the locale, and its target (another page by reference). */
/** An entry a section refers to, in the section's locale: by its type and its natural key (a slug). */
type Refer = (uid: UID.ContentType, natural: string) => Relation;

const buttonInput = (button: SeedButton, locale: Locale, refer: Refer) => ({
  label: button.label[locale],
  ...('page' in button ? { page: refer('api::page.page', button.page) } : { rubrique: button.rubrique }),
});

/** An offer list's criteria as the admin saves them: each chosen entry a relation in the locale. */
function offerListInput(criteria: OfferListSeed, locale: Locale, refer: Refer) {
  const chosen = (uid: UID.ContentType, natural: string | undefined): Relation | undefined => (natural === undefined ? undefined : refer(uid, natural));
  return {
    city: chosen('api::city.city', criteria.city),
    department: criteria.department,
    sector: chosen('api::work.work', criteria.sector),
    trade: chosen('api::trade.trade', criteria.trade),
    contract: chosen('api::contract.contract', criteria.contract),
    student_job_type: chosen('api::student-job-type.student-job-type', criteria.studentJobType),
    event: chosen('api::event.event', criteria.event),
    rhythm: criteria.rhythm,
    keyword: criteria.keyword?.[locale],
  };
}

/**
 * A seeded section as the admin saves it: its component, and each field in the locale (a hero's image by
 * its id, an entry it refers to by `refer`, which gives the entry of that slug in the locale).
 */
function sectionInput(section: SeedSection, locale: Locale, images: ReadonlyMap<string, number>, refer: Refer) {
  switch (section.kind) {
    case 'sections.hero':
      return {
        __component: section.kind as typeof section.kind,
        headline: section.headline[locale],
        text: section.text[locale],
        image: section.image === undefined ? undefined : images.get(section.image),
        buttons: (section.buttons ?? []).map((button) => buttonInput(button, locale, refer)),
      };
    case 'sections.call-to-action':
      return {
        __component: section.kind as typeof section.kind,
        title: section.title[locale],
        text: section.text[locale],
        buttons: section.buttons.map((button) => buttonInput(button, locale, refer)),
      };
    case 'sections.rich-text':
      return { __component: section.kind as typeof section.kind, title: section.title[locale], body: section.body[locale] };
    case 'sections.key-figures':
      return {
        __component: section.kind as typeof section.kind,
        title: section.title[locale],
        items: section.items[locale],
        live_items: (section.live ?? []).map((item) => ({
          label: item.label[locale],
          ...('city' in item ? { city: refer('api::city.city', item.city) } : { agency: refer('api::agency.agency', item.agency) }),
        })),
      };
    case 'sections.steps':
      return { __component: section.kind as typeof section.kind, title: section.title[locale], items: section.items[locale] };
    case 'sections.testimonials':
      return { __component: section.kind as typeof section.kind, title: section.title[locale], items: section.items[locale] };
    case 'sections.faq':
      return { __component: section.kind as typeof section.kind, title: section.title[locale], items: section.items[locale] };
    case 'sections.offer-list':
      return {
        __component: section.kind as typeof section.kind,
        title: section.title[locale],
        text: section.text[locale],
        ...offerListInput(section.criteria, locale, refer),
        sort: section.sort,
        count: section.count,
      };
    case 'sections.alert-signup':
      return {
        __component: section.kind as typeof section.kind,
        title: section.title[locale],
        text: section.text[locale],
        ...offerListInput(section.criteria, locale, refer),
      };
    case 'sections.contact-form':
      return { __component: section.kind as typeof section.kind, title: section.title[locale], text: section.text[locale] };
    case 'sections.video':
      return {
        __component: section.kind as typeof section.kind,
        title: section.title[locale],
        url: section.url,
        caption: section.caption[locale],
        transcript: section.transcript[locale],
      };
    case 'sections.image-text':
      return {
        __component: section.kind as typeof section.kind,
        title: section.title[locale],
        content: section.content[locale],
        image: images.get(section.image),
        image_side: section.side,
      };
    case 'sections.partner-agencies':
      return {
        __component: section.kind as typeof section.kind,
        title: section.title[locale],
        text: section.text[locale],
        agencies: section.agencies.map((slug) => refer('api::agency.agency', slug)),
      };
    case 'sections.latest-articles':
      return { __component: section.kind as typeof section.kind, title: section.title[locale], count: section.count };
    case 'sections.city-links':
      return {
        __component: section.kind as typeof section.kind,
        title: section.title[locale],
        cities: section.cities.map((slug) => refer('api::city.city', slug)),
      };
  }
}
