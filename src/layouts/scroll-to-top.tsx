import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { Tooltip } from '../components/ui/tooltip';

/** The button appears once the page body is taller than 2000 px. */
export const SCROLL_TOP_MIN_HEIGHT = 2000;

/**
 * Back to the top of the page, on long pages whose route does not opt out (noScrollTop), once the visitor
 * has scrolled a screen down: at the top it would only cover the first screen's text. The footer keeps
 * room below its last line, so that the button covers no text at the end of the page.
 */
export function ScrollToTop({ disabled }: { disabled: boolean }): React.JSX.Element | null {
  const { t } = useTranslation('common');
  const [tall, setTall] = React.useState(false);
  const [scrolled, setScrolled] = React.useState(false);
  React.useEffect(() => {
    if (disabled) return undefined;
    const update = (): void => setTall(document.body.scrollHeight > SCROLL_TOP_MIN_HEIGHT);
    const onScroll = (): void => setScrolled(window.scrollY > window.innerHeight);
    update();
    onScroll();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [disabled]);
  if (disabled || !tall || !scrolled) return null;
  return (
    <div className="scroll-top">
      <Tooltip content={t('scroll_top')}>
        <Button variant="primary" circular aria-label={t('scroll_top')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          <span aria-hidden="true">↑</span>
        </Button>
      </Tooltip>
    </div>
  );
}
