import * as React from 'react';
import { AnyLink } from '../../components/ui/any-link';
import { followInSite, KEPT_CHILDREN, useKeptAsBuilt } from '../../sections/static-section';
import type { MenuGroup, MenuLink } from '../../routing/page-context';

/** A menu's links: its items, then its « all » link when it has one (src/build-time/menus.ts). */
export const menuLinks = (group: MenuGroup): MenuLink[] => (group.all === null ? group.items : [...group.items, group.all]);

/**
 * A desktop menu, the disclosure pattern: opens on hover, on a click, on Enter or Space (which toggle it)
 * and on ArrowDown (which also moves to its first link); not on focus, so that Tab passes its button on to
 * the next one, its links out of the tab order while it is closed. It closes when the pointer leaves, when
 * the focus leaves it, when an item is chosen, on a click outside and on Escape (focus back to its
 * button). A mouse click on the button keeps it open (hovering already opened it).
 */
export function Dropdown({ group }: { group: MenuGroup }): React.JSX.Element {
  const [open, setOpen] = React.useState(false);
  const wrapper = React.useRef<HTMLLIElement>(null);
  const button = React.useRef<HTMLButtonElement>(null);
  const panelId = `menu-${group.id}`;
  const keep = useKeptAsBuilt();

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
      onBlur={(event) => {
        if (wrapper.current !== null && !wrapper.current.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
          event.stopPropagation();
        } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          // Down and up move through the open menu's links; down on the button opens it.
          const links = [...(wrapper.current?.querySelectorAll<HTMLAnchorElement>('.dropdown-panel a') ?? [])];
          const at = links.indexOf(document.activeElement as HTMLAnchorElement);
          const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
          event.preventDefault();
          if (!open) setOpen(true);
          if (next < 0) button.current?.focus();
          else window.requestAnimationFrame(() => wrapper.current?.querySelectorAll<HTMLAnchorElement>('.dropdown-panel a')[next]?.focus());
        }
      }}
    >
      <noscript>
        {/* Without JavaScript, the menu's button is a link to its « all » page (or its first link). */}
        <a className="dropdown-button" href={(group.all ?? group.items[0])?.to}>
          {group.label}
        </a>
      </noscript>
      <button
        ref={button}
        type="button"
        className="dropdown-button js-only"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => setOpen(event.detail === 0 ? !open : true)}
      >
        {group.label}
      </button>
      {/* Its links are kept as built when the page starts (their code runs when the page is drawn anew):
          a click on one closes the menu and is a navigation in the site either way. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        id={panelId}
        className="dropdown-panel"
        hidden={!open}
        onClick={(event) => {
          if (!(event.target instanceof Element) || event.target.closest('a') === null) return;
          setOpen(false);
          followInSite(event);
        }}
        {...(keep ? KEPT_CHILDREN : {})}
      >
        {keep
          ? undefined
          : menuLinks(group).map((item) => (
              <li key={item.to} className={item === group.all ? 'dropdown-all' : undefined}>
                <AnyLink to={item.to} external={item.external}>
                  {item.label}
                </AnyLink>
              </li>
            ))}
      </ul>
    </li>
  );
}
