import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::saved-offer.saved-offer');
