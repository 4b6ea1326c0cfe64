import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::contact-request.contact-request');
