import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::student-job-type.student-job-type');
