import * as React from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The elements of a dialog's backdrop and panel: plain by default; animated ones in the chunks of the dialogs that load on demand (src/components/motion). */
type FrameElement = React.ForwardRefExoticComponent<React.ComponentPropsWithoutRef<'div'> & React.RefAttributes<HTMLDivElement>>;
export type DialogFrame = { Backdrop: FrameElement; Panel: FrameElement };

export type DialogProps = {
  label: string;
  onClose: () => void;
  className?: string;
  backdropClassName?: string;
  /** The element to focus first; the first focusable element otherwise. */
  initialFocus?: React.RefObject<HTMLElement>;
  /**
   * Called once the dialog has gone, instead of giving the focus back to its opener: for an owner that moves
   * the page as the dialog goes, and the focus with it (an opener scrolled out of view would be brought back
   * by its focus, undoing the owner's move). Not called after a navigation from the dialog.
   */
  returnFocus?: () => void;
  frame?: DialogFrame;
  children: React.ReactNode;
};

/** The dialogs open, oldest first: Escape closes the newest. */
const openDialogs: symbol[] = [];

/**
 * The modal dialog every dialog of the site uses: it locks the page scroll, moves the focus inside and
 * keeps it there, closes on Escape and on a click on the backdrop, and gives the focus back on close.
 * Escape is heard wherever the focus is (the newest dialog closes), and a focused element that the
 * dialog's content replaces (a form giving way to its confirmation) leaves the focus on the dialog, not
 * on the page's body.
 */
export function Dialog({ label, onClose, className, backdropClassName, initialFocus, returnFocus, frame, children }: DialogProps): React.JSX.Element {
  const panel = React.useRef<HTMLDivElement>(null);

  const close = React.useRef(onClose);
  close.current = onClose;
  const giveFocusBack = React.useRef(returnFocus);
  giveFocusBack.current = returnFocus;
  // What had the focus when the dialog was asked for, the element it goes back to: read as the dialog first
  // renders, because a field inside that takes the focus as it mounts (autoFocus) does so before any effect.
  const [opener] = React.useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));

  React.useEffect(() => {
    const openedAt = window.location.pathname;
    const previousOverflow = document.body.style.overflow;
    const id = Symbol('dialog');
    openDialogs.push(id);
    document.body.style.overflow = 'hidden';
    (initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current)?.focus();
    const onEscape = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || openDialogs[openDialogs.length - 1] !== id) return;
      event.stopPropagation();
      close.current();
    };
    // The focused element removed from the dialog: the focus goes back to the dialog, once it is known lost.
    const onFocusOut = (event: FocusEvent): void => {
      if (event.relatedTarget !== null) return;
      window.setTimeout(() => {
        if (panel.current !== null && (document.activeElement === null || document.activeElement === document.body)) panel.current.focus();
      });
    };
    const node = panel.current;
    document.addEventListener('keydown', onEscape);
    node?.addEventListener('focusout', onFocusOut);
    return () => {
      openDialogs.splice(openDialogs.indexOf(id), 1);
      document.removeEventListener('keydown', onEscape);
      node?.removeEventListener('focusout', onFocusOut);
      document.body.style.overflow = previousOverflow;
      // After a navigation to another page from the dialog (a search result chosen), the new page's heading
      // takes the focus (src/routing/focus-heading.ts), not the button that opened it on the page before.
      if (window.location.pathname !== openedAt) return;
      if (giveFocusBack.current !== undefined) giveFocusBack.current();
      else if (opener?.isConnected === true) opener.focus();
    };
  }, [initialFocus, opener]);

  const onKeyDown = (event: React.KeyboardEvent): void => {
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

  const Backdrop = frame?.Backdrop ?? 'div';
  const Panel = frame?.Panel ?? 'div';
  return (
    // The backdrop only catches events: a click beside the panel closes it, and keys pressed inside the
    // panel bubble up to the focus trap and Escape. The press's own move of the focus (to the page under the
    // backdrop, once it is gone) is prevented: the focus goes back to the opener.
    <Backdrop
      role="presentation"
      className={backdropClassName ?? 'dialog-backdrop'}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <Panel ref={panel} className={className ?? 'dialog'} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        {children}
      </Panel>
    </Backdrop>
  );
}
