import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::candidate-profile.candidate-profile');
