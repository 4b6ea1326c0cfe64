import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::faq-entry.faq-entry');
