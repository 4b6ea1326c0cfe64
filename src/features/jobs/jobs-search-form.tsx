import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedBeforeHydration } from '../../components/typed-before-hydration';

type JobsSearchFormProps = {
  /** The list's path: where the form is sent, by a browser that runs no script. */
  path: string;
  /** The text in the box. */
  text: string;
  /** With these, the page's script searches and the box is its state; without, a plain form (no script). */
  onText?: (text: string) => void;
  onSearch?: (text: string) => void;
};

/**
 * The jobs list's search box: a form sent to the list's own address (`?query=…`), which a browser without
 * JavaScript sends as is (nginx then includes the live API's answer, see no-script/answer.tsx), and which
 * the page's script takes over.
 */
export function JobsSearchForm({ path, text, onText, onSearch }: JobsSearchFormProps): React.JSX.Element {
  const { t } = useTranslation('common');
  const id = React.useId();
  const field = React.useRef<HTMLInputElement>(null);
  // Text typed before the list hydrated is in the field, not in the state: the state takes it as the
  // form hydrates, or the list's next render would put the state's text back in the field.
  useTypedBeforeHydration(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== '') onText?.(typed);
  });
  return (
    <form
      role="search"
      className="jobs-search"
      action={path}
      onSubmit={
        onSearch === undefined
          ? undefined
          : (event) => {
              event.preventDefault();
              // The field's own value: text typed before the page hydrated is in the field, not yet in the state.
              const typed = new FormData(event.currentTarget).get('query');
              onSearch(typeof typed === 'string' ? typed : text);
            }
      }
    >
      <label htmlFor={`${id}-query`} className="visually-hidden">
        {t('jobs_search_label')}
      </label>
      <input
        ref={field}
        id={`${id}-query`}
        name="query"
        type="search"
        className="search-input"
        placeholder={t('jobs_search_placeholder')}
        maxLength={100}
        {...(onText === undefined ? { defaultValue: text } : { value: text, onChange: (event) => onText(event.target.value) })}
      />
      <button type="submit" className="btn btn-primary">
        {t('jobs_search_submit')}
      </button>
    </form>
  );
}
