import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::company-page.company-page');
