import type { Core } from '@strapi/strapi';
import { LABELS, MAIN_FIELDS, RETIRED_FIELDS, type FieldText } from './labels';

type Metadata = { edit: Record<string, unknown>; list: Record<string, unknown> };
type Configuration = { settings: Record<string, unknown>; metadatas: Record<string, Metadata>; layouts: unknown };
type ConfigurationService = {
  findConfiguration(model: { uid: string }): Promise<Configuration & { uid: string }>;
  updateConfiguration(model: { uid: string }, configuration: Configuration): Promise<unknown>;
};
type Attribute = { type: string; target?: string };

const labelOf = (text: FieldText): string => (typeof text === 'string' ? text : text[0]);
const helpOf = (text: FieldText): string => (typeof text === 'string' ? '' : text[1]);

/**
 * The admin panel's edit views in French (./labels.ts): each field's label and help text, each type named
 * by its main field in lists, and each relation showing the entries it links to by theirs. Applied at each
 * start over what the content manager keeps (its layouts, the fields' order, stay as editors arranged them).
 */
export async function configureEditViews(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  for (const [uid, fields] of Object.entries(LABELS)) {
    const isComponent = !uid.includes('::');
    const model = isComponent ? strapi.components[uid as keyof typeof strapi.components] : strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
    if (model === undefined) throw new Error(`Labels are written for ${uid}, which the CMS does not have`);
    const service = contentManager.service(isComponent ? 'components' : 'content-types') as unknown as ConfigurationService;
    const configuration = await service.findConfiguration({ uid });
    const metadatas = { ...configuration.metadatas };
    const attributes = model.attributes as Record<string, Attribute>;
    for (const [field, text] of Object.entries(fields)) {
      const current = metadatas[field] ?? { edit: {}, list: {} };
      const target = attributes[field]?.type === 'relation' && attributes[field].target !== undefined ? MAIN_FIELDS[attributes[field].target] : undefined;
      metadatas[field] = {
        edit: {
          ...current.edit,
          label: labelOf(text),
          description: helpOf(text),
          ...(target === undefined ? {} : { mainField: target }),
          ...(RETIRED_FIELDS[uid]?.includes(field) ? { visible: false } : {}),
        },
        list: { ...current.list, label: labelOf(text), ...(target === undefined ? {} : { mainField: target }) },
      };
    }
    const mainField = MAIN_FIELDS[uid];
    const settings = mainField === undefined ? configuration.settings : { ...configuration.settings, mainField };
    await service.updateConfiguration({ uid }, { settings, metadatas, layouts: configuration.layouts });
  }
}
