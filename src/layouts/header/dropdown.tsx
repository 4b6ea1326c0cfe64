import * as React from 'react';
import { Link } from 'gatsby';

export type MenuGroup = { id: string; label: string; items: { to: string; label: string }[]; all: { to: string; label: string } };

/**
 * A desktop menu: opens on hover and on keyboard focus; closes when the pointer leaves, when an item is
 * chosen, on a click outside and on Escape (focus goes back to its button). A mouse click on the button
 * keeps it open (hovering already opened it); Enter or Space toggles it.
 */
export function Dropdown({ group }: { group: MenuGroup }): React.JSX.Element {
  const [open, setOpen] = React.useState(false);
  const wrapper = React.useRef<HTMLLIElement>(null);
  const button = React.useRef<HTMLButtonElement>(null);
  const panelId = `menu-${group.id}`;

  React.useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent): void => {
      if (wrapper.current !== null && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  return (
    // Hovering opens the menu as a convenience for the mouse; its button opens it for the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={wrapper}
      className="dropdown"
      data-menu={group.id}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (wrapper.current !== null && !wrapper.current.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
          event.stopPropagation();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="dropdown-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => setOpen(event.detail === 0 ? !open : true)}
      >
        {group.label}
      </button>
      <ul id={panelId} className="dropdown-panel" hidden={!open}>
        {group.items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
        <li className="dropdown-all">
          <Link to={group.all.to} onClick={() => setOpen(false)}>
            {group.all.label}
          </Link>
        </li>
      </ul>
    </li>
  );
}
