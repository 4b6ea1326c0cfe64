import { profileController } from '../../../candidate/profile';

/** The candidate's own profile only (../../../candidate/profile.ts): no core action, editors use the admin. */
export default profileController;
