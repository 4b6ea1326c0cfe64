import * as React from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

type DialogProps = {
  label: string;
  onClose: () => void;
  className?: string;
  backdropClassName?: string;
  /** The element to focus first; the first focusable element otherwise. */
  initialFocus?: React.RefObject<HTMLElement>;
  children: React.ReactNode;
};

/**
 * The modal dialog every dialog of the site uses: it locks the page scroll, moves the focus inside and
 * keeps it there, closes on Escape and on a click on the backdrop, and gives the focus back on close.
 */
export function Dialog({ label, onClose, className, backdropClassName, initialFocus, children }: DialogProps): React.JSX.Element {
  const panel = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current)?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [initialFocus]);

  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || panel.current === null) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The backdrop only catches events: a click beside the panel closes it, and keys pressed inside the
    // panel bubble up to the focus trap and Escape.
    <div
      role="presentation"
      className={backdropClassName ?? 'dialog-backdrop'}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={onKeyDown}
    >
      <div ref={panel} className={className ?? 'dialog'} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}
