import * as React from 'react';
import { FIRST_SCREEN } from '../components/first-screen';

/**
 * A section's heading: the page's one h1 when the section opens the page (a hero), an h2 below the page's
 * title otherwise; none when the editor gave no title.
 */
export function SectionHeading({ id, title, opens = false }: { id: string; title: string | null | undefined; opens?: boolean }): React.JSX.Element | null {
  if (title === null || title === undefined || title.trim() === '') return null;
  return opens ? (
    <h1 id={id} {...FIRST_SCREEN}>
      {title}
    </h1>
  ) : (
    <h2 id={id}>{title}</h2>
  );
}

/**
 * What every section receives: its data, its place in the page (`index` in the zone; `opens`: the first,
 * carrying the h1) and an id for its heading.
 */
export type SectionProps<T> = { data: T; opens: boolean; id: string; index: number };
