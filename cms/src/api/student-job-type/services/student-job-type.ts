import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::student-job-type.student-job-type');
