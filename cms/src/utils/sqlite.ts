import type { Core } from '@strapi/strapi';

/**
 * After an erasure: the log's pages (which hold the rows as they were before) are copied into the
 * database, where secure_delete has overwritten them, and the log is emptied. PostgreSQL: see
 * docs/operations.md (VACUUM).
 */
export async function forgetDeleted(strapi: Core.Strapi): Promise<void> {
  if (strapi.db.dialect.client !== 'sqlite') return;
  await strapi.db.connection.raw('PRAGMA wal_checkpoint(TRUNCATE)');
}
