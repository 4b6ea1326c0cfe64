import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { MotionDialog } from '../../components/motion/motion-dialog';
import { AnyLink } from '../../components/ui/any-link';
import { menuLinks } from './dropdown';
import type { MenuGroup, MenuLink } from '../../routing/page-context';

type SidebarProps = {
  groups: MenuGroup[];
  links: MenuLink[];
  onClose: () => void;
};

/**
 * The mobile menu: a modal sidebar that slides in from the side it sits on, whose groups open one at a
 * time; choosing a link closes it. Its own chunk, loaded when the menu is first asked for (header.tsx).
 */
export default function Sidebar({ groups, links, onClose }: SidebarProps): React.JSX.Element {
  const { t } = useTranslation('common');
  const [openGroup, setOpenGroup] = React.useState<string | null>(null);
  return (
    <MotionDialog label={t('menu')} onClose={onClose} className="sidebar" backdropClassName="sidebar-backdrop" entrance="end">
      {(close) => (
        <>
          <button type="button" className="sidebar-close" onClick={close}>
            {t('close_menu')}
          </button>
          <ul className="sidebar-groups">
            {groups.map((group) => {
              const expanded = openGroup === group.id;
              return (
                <li key={group.id} data-group={group.id}>
                  <button type="button" aria-expanded={expanded} aria-controls={`sidebar-${group.id}`} onClick={() => setOpenGroup(expanded ? null : group.id)}>
                    {group.label}
                  </button>
                  <ul id={`sidebar-${group.id}`} hidden={!expanded}>
                    {menuLinks(group).map((item) => (
                      <li key={item.to}>
                        <AnyLink to={item.to} external={item.external} onClick={close}>
                          {item.label}
                        </AnyLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
          <ul className="sidebar-links">
            {links.map((link) => (
              <li key={link.to}>
                <AnyLink to={link.to} external={link.external} onClick={close}>
                  {link.label}
                </AnyLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </MotionDialog>
  );
}
