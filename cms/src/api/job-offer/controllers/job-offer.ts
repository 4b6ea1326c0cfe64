import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::job-offer.job-offer');
