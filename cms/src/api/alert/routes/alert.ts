import { ALERT_ROUTES } from '../../../alerts/api';

/** POST, GET /api/alerts; PATCH, DELETE /api/alerts/:id; POST /api/alerts/confirm; GET, POST /api/alerts/unsubscribe; POST, GET /api/alerts/run. */
export default ALERT_ROUTES;
