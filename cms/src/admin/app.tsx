// The admin panel in French for the editors (English stays available in each user's profile).
export default {
  config: { locales: ['fr'] },
  bootstrap(): void {},
};
