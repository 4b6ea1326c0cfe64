import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::student-job-type.student-job-type');
