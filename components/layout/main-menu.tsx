import Link from 'next/link';
import Dropdown from 'react-bootstrap/Dropdown';
import Nav from 'react-bootstrap/Nav';
import NavLink from 'react-bootstrap/NavLink';
import { useTranslation } from 'next-i18next/pages';
import { moveToMenuEnds } from '@/components/menu/menu-keyboard';
import { currentLinkPath, menuLinks, type VisibleMenuItem } from '@/lib/menu/menu-model';

type MainMenuProps = { menu: VisibleMenuItem[]; path: string };

/** The desktop navigation (spec §2): dropdowns of links and single links, the current page marked. */
export function MainMenu({ menu, path }: MainMenuProps) {
  const { t } = useTranslation();
  const current = currentLinkPath(menuLinks(menu), path);
  return (
    <Nav as="ul" className="align-items-lg-center">
      {menu.map((item) =>
        item.kind === 'LINK' ? (
          <Nav.Item as="li" key={item.path}>
            <Link href={item.path} className={`nav-link${current === item.path ? ' active' : ''}`} aria-current={current === item.path ? 'page' : undefined}>
              {t(item.titleKey, { defaultValue: item.fallbackTitle })}
            </Link>
          </Nav.Item>
        ) : (
          <Dropdown as="li" key={item.titleKey} className="nav-item">
            <Dropdown.Toggle as={NavLink} className={item.items.some((link) => link.path === current) ? 'active' : undefined}>
              {t(item.titleKey, { defaultValue: item.fallbackTitle })}
            </Dropdown.Toggle>
            <Dropdown.Menu onKeyDown={moveToMenuEnds}>
              {item.items.map((link) => (
                <Dropdown.Item
                  key={link.path}
                  as={Link}
                  href={link.path}
                  active={current === link.path}
                  aria-current={current === link.path ? 'page' : undefined}
                >
                  {t(link.titleKey, { defaultValue: link.fallbackTitle })}
                </Dropdown.Item>
              ))}
            </Dropdown.Menu>
          </Dropdown>
        ),
      )}
    </Nav>
  );
}
