import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { MotionDialog } from '../../components/motion/motion-dialog';

/** The page-jump dialog: a number from 1 to the last page, anything else refused next to the field. */
export default function PageJump({
  pageCount,
  onClose,
  onJump,
}: {
  pageCount: number;
  onClose: () => void;
  onJump: (page: number) => void;
}): React.JSX.Element {
  const { t } = useTranslation('common');
  const [value, setValue] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const id = React.useId();
  const submit = (event: React.FormEvent): void => {
    event.preventDefault();
    const page = Number(value);
    if (!/^\d+$/.test(value.trim()) || page < 1 || page > pageCount) {
      setError(t('page_jump_error', { nb: pageCount }));
      return;
    }
    onJump(page);
  };
  return (
    <MotionDialog label={t('page_jump_title')} onClose={onClose} className="page-jump" entrance="rise">
      {(close) => (
        <form onSubmit={submit} noValidate>
          <label htmlFor={`${id}-page`}>{t('page_jump_label', { nb: pageCount })}</label>
          <input
            id={`${id}-page`}
            type="number"
            inputMode="numeric"
            min={1}
            max={pageCount}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            aria-invalid={error !== null}
            aria-describedby={error !== null ? `${id}-error` : undefined}
          />
          {error !== null ? (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={close}>
              {t('page_jump_cancel')}
            </button>
            <button type="submit" className="btn btn-primary">
              {t('page_jump_submit')}
            </button>
          </div>
        </form>
      )}
    </MotionDialog>
  );
}
