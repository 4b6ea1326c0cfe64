import { factories } from '@strapi/strapi';

/**
 * The offers of the content API: a live offer whose publication date is still to come is not live yet,
 * for every reader of published offers (the site's build and its visitors alike). The preview reads
 * drafts (`status=draft`) and sees them, so that editors check an offer before its date.
 */
const liveOnly = (query: Record<string, unknown>): Record<string, unknown> =>
  query.status === 'draft' ? query : { ...query, filters: { $and: [query.filters ?? {}, { publication_date: { $lte: new Date().toISOString() } }] } };

export default factories.createCoreController('api::job-offer.job-offer', () => ({
  async find(ctx) {
    ctx.query = liveOnly(ctx.query);
    return super.find(ctx);
  },
  async findOne(ctx) {
    ctx.query = liveOnly(ctx.query);
    return super.findOne(ctx);
  },
}));
