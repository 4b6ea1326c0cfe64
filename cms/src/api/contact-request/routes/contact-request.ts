/**
 * One public route: sending the contact form. Reading requests is for editors, in the admin; no content
 * API route lists or changes them.
 */
export default {
  type: 'content-api' as const,
  routes: [{ method: 'POST' as const, path: '/contact-requests', handler: 'api::contact-request.contact-request.submit', config: { auth: false as const } }],
};
