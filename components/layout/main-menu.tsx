import { AppLink } from '@/components/app-link/app-link';
import { DisclosureMenu } from '@/components/menu/disclosure-menu';
import { useTranslation } from '@/lib/i18n/use-translation';
import { currentLinkPath, menuLinks, type VisibleMenuItem } from '@/lib/menu/menu-model';

type MainMenuProps = { menu: VisibleMenuItem[]; path: string };

/** The desktop navigation (spec §2): dropdowns of links and single links, the current page marked. */
export function MainMenu({ menu, path }: MainMenuProps) {
  const { t } = useTranslation();
  const current = currentLinkPath(menuLinks(menu), path);
  return (
    <ul className="nav align-items-lg-center">
      {menu.map((item) =>
        item.kind === 'LINK' ? (
          <li className="nav-item" key={item.path}>
            <AppLink
              href={item.path}
              className={`nav-link${current === item.path ? ' active' : ''}`}
              aria-current={current === item.path ? 'page' : undefined}
            >
              {t(item.titleKey)}
            </AppLink>
          </li>
        ) : (
          <DisclosureMenu
            key={item.titleKey}
            as="li"
            className="nav-item"
            toggle={t(item.titleKey)}
            toggleClassName={`nav-link btn btn-link${item.items.some((link) => link.path === current) ? ' active' : ''}`}
          >
            {item.items.map((link) => (
              <AppLink
                key={link.path}
                href={link.path}
                className={`dropdown-item${current === link.path ? ' active' : ''}`}
                aria-current={current === link.path ? 'page' : undefined}
              >
                {t(link.titleKey)}
              </AppLink>
            ))}
          </DisclosureMenu>
        ),
      )}
    </ul>
  );
}
