import type { Core } from '@strapi/strapi';
import { alertController, type AlertsConfig } from '../../../alerts/api';

/** Job alerts (../../../alerts/api.ts): no core action, editors see them in the admin. */
export default ({ strapi }: { strapi: Core.Strapi }) => alertController({ strapi }, () => strapi.config.get('candidates.alerts') as AlertsConfig);
