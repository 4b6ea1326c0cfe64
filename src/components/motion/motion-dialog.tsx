import * as React from 'react';
import { animated, useReducedMotion, useSpring, type SpringValue } from '@react-spring/web';
import { Dialog, type DialogFrame, type DialogProps } from '../ui/dialog';

// react-spring moves the dialogs that load on demand: the phone menu, the filter sheet, the application,
// account, page-jump and withdrawal dialogs. Only their chunks import this module, so the library costs no first-load byte (the
// bundle budget, scripts/check-bundle.mjs, holds it). A visitor who asks the system for less motion gets
// none: the dialog is simply there, and gone.

/** Where a dialog comes from: the side it sits on (the menu), below (a sheet on a phone), or a short rise. */
export type Entrance = 'end' | 'bottom' | 'rise';

const TRANSFORMS: Record<Entrance, (progress: number) => string> = {
  end: (p) => `translateX(${((1 - p) * 100).toFixed(2)}%)`,
  bottom: (p) => `translateY(${((1 - p) * 100).toFixed(2)}%)`,
  rise: (p) => `translateY(${((1 - p) * 24).toFixed(1)}px) scale(${(0.97 + 0.03 * p).toFixed(4)})`,
};

/** The longest an exit may take before the dialog goes regardless (the spring's own takes about 300 ms). */
const EXIT_BOUND_MS = 1000;

/** Firm and without overshoot: a panel that bounces past its place reads as a glitch. */
const SPRING = { tension: 380, friction: 34, clamp: true };

type Springs = { progress: SpringValue<number>; entrance: Entrance; moving: boolean };
const SpringsContext = React.createContext<Springs | null>(null);

function useSprings(): Springs {
  const springs = React.useContext(SpringsContext);
  if (springs === null) throw new Error('The animated frame of a dialog is rendered by MotionDialog only');
  return springs;
}

// The backdrop fades in; `data-motion="moving"` marks the dialog until it is at rest, for whatever measures
// it (the accessibility checks read colours and positions once it has settled). At rest the panel has no
// transform at all: a transformed ancestor would become the containing block of anything fixed inside it.
const Backdrop = React.forwardRef<HTMLDivElement, React.ComponentPropsWithoutRef<'div'>>(function Backdrop(props, ref) {
  const { progress, moving } = useSprings();
  return <animated.div {...props} ref={ref} data-motion={moving ? 'moving' : undefined} style={{ opacity: progress }} />;
});
const Panel = React.forwardRef<HTMLDivElement, React.ComponentPropsWithoutRef<'div'>>(function Panel(props, ref) {
  const { progress, entrance } = useSprings();
  return <animated.div {...props} ref={ref} style={{ transform: progress.to((p) => (p >= 1 ? 'none' : TRANSFORMS[entrance](p))) }} />;
});
const FRAME: DialogFrame = { Backdrop, Panel };

type MotionDialogProps = Omit<DialogProps, 'frame' | 'children'> & {
  entrance: Entrance;
  /** The content, given the animated close: its own close buttons and links call it. */
  children: (close: () => void) => React.ReactNode;
};

/**
 * The site's Dialog, coming in and going out with a spring. Every way out (Escape, the backdrop, the
 * content's own buttons) plays the exit first and calls onClose once it has ended; with reduced motion,
 * at once. Unmounted by its parent without a close (a navigation), it simply goes.
 */
export function MotionDialog({ entrance, onClose, children, ...dialog }: MotionDialogProps): React.JSX.Element {
  // Before the spring: the hook sets react-spring's global skipAnimation in a layout effect that must run
  // before the spring's first frame.
  const reduced = useReducedMotion() === true;
  const [moving, setMoving] = React.useState(true);
  const [{ progress }, api] = useSpring(() => ({ from: { progress: 0 }, to: { progress: 1 }, config: SPRING, onRest: () => setMoving(false) }));
  const closing = React.useRef(false);
  const latestOnClose = React.useRef(onClose);
  latestOnClose.current = onClose;

  const close = React.useCallback((): void => {
    if (closing.current) return;
    closing.current = true;
    if (reduced) {
      latestOnClose.current();
      return;
    }
    setMoving(true);
    // Closed once, when the exit has played or after EXIT_BOUND_MS, whichever comes first: an exit whose end
    // was never reported (once in the test run, Escape pressed while the entrance still played) left the
    // dialog open.
    let closed = false;
    const done = (): void => {
      if (closed) return;
      closed = true;
      latestOnClose.current();
    };
    void api.start({ progress: 0, onRest: done });
    window.setTimeout(done, EXIT_BOUND_MS);
  }, [api, reduced]);

  const springs = React.useMemo(() => ({ progress, entrance, moving: moving && !reduced }), [progress, entrance, moving, reduced]);
  return (
    <SpringsContext.Provider value={springs}>
      <Dialog {...dialog} onClose={close} frame={FRAME}>
        {children(close)}
      </Dialog>
    </SpringsContext.Provider>
  );
}
