import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::company-page.company-page');
