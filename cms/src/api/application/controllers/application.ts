import { recordController } from '../../../candidate/records';

/** A candidate's own applications only (../../../candidate/records.ts): no core action, editors use the admin. */
export default recordController('application');
