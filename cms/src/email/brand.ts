import type { Core } from '@strapi/strapi';

export const GLOBAL = 'api::global.global';
/** Before the seed has written the global settings (the seed's own start), the seed's brand. */
const FALLBACK = 'Rythmo';

/** The brand's name in the CMS's global settings (published, French), which signs the emails. */
export async function brandName(strapi: Core.Strapi): Promise<string> {
  const global = (await strapi.documents(GLOBAL).findFirst({ locale: 'fr', status: 'published', fields: ['brandName'] })) as {
    brandName?: string | null;
  } | null;
  const name = global?.brandName?.trim();
  return name === undefined || name === '' ? FALLBACK : name;
}
