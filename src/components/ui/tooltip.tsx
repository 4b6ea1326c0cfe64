import * as React from 'react';

/** Below the target, 6 px away, with 10 px of padding. */
export const TOOLTIP_OFFSET = 6;
export const TOOLTIP_PADDING = 10;

/**
 * A tooltip shown on mouse enter and on keyboard focus, removed on mouse leave, on blur and on Escape.
 * The target is described by the tooltip (aria-describedby) while it is shown.
 */
export function Tooltip({ content, children }: { content: string; children: React.ReactElement }): React.JSX.Element {
  const [shown, setShown] = React.useState(false);
  const id = React.useId();
  const show = (): void => setShown(true);
  const hide = (): void => setShown(false);
  return (
    <span
      role="presentation"
      className="tooltip-anchor"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {React.cloneElement(children, { 'aria-describedby': shown ? id : undefined })}
      {shown ? (
        <span role="tooltip" id={id} className="tooltip" style={{ top: `calc(100% + ${TOOLTIP_OFFSET}px)`, padding: TOOLTIP_PADDING }}>
          {content}
        </span>
      ) : null}
    </span>
  );
}
