/**
 * The shape of a content API query's filters and pagination, checked against the schemas before the
 * database sees them. Strapi's own validation checks the names (fields, operators) but not what an
 * operator is given, so `filters[title][$ne][$ne]=x`, `filters[offer_id][$gt]=abc`,
 * `filters[offer_id][$between]=1`, `filters[$and]=x` or `pagination[start]=1e20` reached the query
 * builder or the database and came back as 500s. Each is a French message here (the CMS's catalogue), which the content-API
 * guard (./content-api-guard.ts) answers as a 400 for every caller. Pure.
 */
import { targets, type Schema, type SchemaOf } from './polymorphic-paths';
import { isObject } from './query-limits';
import { said } from '../i18n/messages';

/** How far from the first entry a page may start: beyond, databases overflow their offset. */
export const MAX_OFFSET = 1_000_000_000;

const GROUPS: ReadonlySet<string> = new Set(['$and', '$or']);
const LISTS: ReadonlySet<string> = new Set(['$in', '$notIn']);
const NUMERIC: ReadonlySet<string> = new Set(['integer', 'biginteger', 'float', 'decimal']);
const NUMBER = /^-?\d+(?:\.\d+)?$/;

const isScalar = (value: unknown): boolean => value === null || ['string', 'number', 'boolean'].includes(typeof value);
/** qs gives a list as an array, or as an object with numeric keys past its array limit. */
const asList = (value: unknown): unknown[] | undefined =>
  Array.isArray(value) ? value : isObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key)) ? Object.values(value) : undefined;
const shown = (value: unknown): string => (typeof value === 'string' ? said('query_quoted', { value: value.slice(0, 40) }) : String(value));

function filterProblems(root: Schema, filters: unknown, schemaOf: SchemaOf): string[] {
  const problems: string[] = [];
  const problem = (path: string, why: string): void => void problems.push(said('query_filter_invalid', { path: path || 'filters', why }));

  /** A value compared to a field: a number where the field holds numbers. */
  const value = (type: string, given: unknown, path: string, operator: string): void => {
    if (!isScalar(given)) return problem(path, said('query_why_value', { operator }));
    if (NUMERIC.has(type) && given !== null && typeof given !== 'number' && !NUMBER.test(String(given)))
      problem(path, said('query_why_number', { value: shown(given) }));
  };

  /** The operators applied to one field (`{ $gt: 3, $lt: 9 }`), or a bare value (an equality). */
  const operators = (type: string, given: unknown, path: string): void => {
    if (!isObject(given)) {
      const list = asList(given);
      if (list !== undefined) list.forEach((one) => value(type, one, path, '$in'));
      else value(type, given, path, '$eq');
      return;
    }
    for (const [operator, operand] of Object.entries(given)) {
      if (GROUPS.has(operator)) {
        const list = asList(operand);
        if (list === undefined) problem(path, said('query_why_list', { operator }));
        else list.forEach((one) => operators(type, one, path));
      } else if (operator === '$not') operators(type, operand, path);
      else if (LISTS.has(operator)) (asList(operand) ?? [operand]).forEach((one) => value(type, one, path, operator));
      else if (operator === '$between') {
        const list = asList(operand);
        if (list === undefined || list.length !== 2) problem(path, said('query_why_between'));
        else list.forEach((one) => value(type, one, path, operator));
      } else if (operator.startsWith('$')) value(['$null', '$notNull'].includes(operator) ? 'boolean' : type, operand, path, operator);
    }
  };

  /** Conditions on a schema's fields, combined by $and, $or and $not. */
  const conditions = (schema: Schema, given: unknown, path: string): void => {
    if (!isObject(given)) return problem(path, said('query_why_condition'));
    for (const [name, entry] of Object.entries(given)) {
      const at = path === '' ? name : `${path}.${name}`;
      if (GROUPS.has(name)) {
        const list = asList(entry);
        if (list === undefined) problem(at, said('query_why_list', { operator: name }));
        else list.forEach((one, index) => conditions(schema, one, `${at}[${index}]`));
        continue;
      }
      if (name === '$not') {
        conditions(schema, entry, at);
        continue;
      }
      if (name.startsWith('$')) {
        problem(at, said('query_why_field', { operator: name }));
        continue;
      }
      const attribute = name === 'id' ? { type: 'integer' } : schema.attributes[name];
      if (attribute === undefined) continue;
      // A relation, a media or a component leads to one schema (a dynamic zone's several cannot be filtered).
      const [targetUid] = attribute.type === 'dynamiczone' ? [] : targets(attribute);
      const target = targetUid === undefined ? undefined : schemaOf(targetUid);
      if (target !== undefined && isObject(entry) && Object.keys(entry).some((key) => !key.startsWith('$'))) conditions(target, entry, at);
      else operators(target !== undefined ? 'integer' : attribute.type, entry, at);
    }
  };

  if (filters !== undefined) conditions(root, filters, '');
  return problems;
}

type Pagination = { page?: unknown; pageSize?: unknown; start?: unknown; limit?: unknown };

/** Page numbers, sizes and offsets are whole numbers, and a page starts within MAX_OFFSET entries. */
function paginationProblems(pagination: Pagination): string[] {
  const numbers: Partial<Record<keyof Pagination, number>> = {};
  for (const key of ['page', 'pageSize', 'start', 'limit'] as const) {
    const given = pagination[key];
    if (given === undefined) continue;
    // A limit of -1 is Strapi's « no limit » (the query limits bound it for public callers).
    const whole = key === 'limit' ? /^(?:\d{1,15}|-1)$/ : /^\d{1,15}$/;
    if (!whole.test(String(given)) || !['number', 'string'].includes(typeof given)) {
      return [said('query_pagination_integers', { key, value: shown(given) })];
    }
    numbers[key] = Number(given);
  }
  const offset = numbers.start ?? ((numbers.page ?? 1) - 1) * (numbers.pageSize ?? 25);
  if (offset > MAX_OFFSET) return [said('query_pagination_offset', { max: MAX_OFFSET.toLocaleString('fr-FR') })];
  return [];
}

/** French messages for a query whose filters or pagination the database cannot run; empty when it can. */
export function queryShapeProblems(uid: string, params: { filters?: unknown; pagination?: Pagination } & Pagination, schemaOf: SchemaOf): string[] {
  const root = schemaOf(uid);
  return [
    ...(root === undefined ? [] : filterProblems(root, params.filters, schemaOf)),
    ...paginationProblems({ page: params.page, pageSize: params.pageSize, start: params.start, limit: params.limit, ...params.pagination }),
  ];
}
