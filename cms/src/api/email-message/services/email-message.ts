import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::email-message.email-message');
