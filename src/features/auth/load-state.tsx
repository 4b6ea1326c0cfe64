import * as React from 'react';
import { useTranslation } from 'react-i18next';

/** An account screen's data on its way: said to screen readers as it is shown. */
export function Loading({ text }: { text: string }): React.JSX.Element {
  return (
    <p role="status" className="meta">
      {text}
    </p>
  );
}

/** An account screen's data that did not come: why, and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }): React.JSX.Element {
  const { t } = useTranslation('auth');
  return (
    <div role="alert" className="form-failure">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
