import path from 'node:path';
import type { Core } from '@strapi/strapi';

/**
 * Candidates' private files (src/candidate/private-files.ts): the store of their CVs. `local`, a folder of
 * the CMS's disk (PRIVATE_FILES_DIR, by default .tmp/private-files beside the embedded database), or the
 * name of a Strapi upload provider (an object store without public access: `aws-s3`…) with its options as
 * JSON in PRIVATE_FILES_OPTIONS.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  privateFiles: {
    provider: env('PRIVATE_FILES_PROVIDER', 'local'),
    options: env.json('PRIVATE_FILES_OPTIONS', {}),
    dir: path.resolve(env('PRIVATE_FILES_DIR', path.join('.tmp', 'private-files'))),
  },
});
