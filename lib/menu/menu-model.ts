import { MENU, type MenuItem, type MenuLinkItem } from '@/lib/menu/menu-items';
import { FEATURE, menuFeatures, type FeatureFlag } from '@/lib/rules/features';
import type { PolicyAction } from '@/lib/rules/policy';

/** Who is looking at the menu. */
export type MenuViewer = {
  featureFlags: readonly FeatureFlag[];
  heldLevels: readonly number[];
  /** Whether the viewer may do `action`, as the portal shows them now ("view as staff" can turn staff off). */
  can(action: PolicyAction): boolean;
  /** Published handbooks the user can see (spec §6: non-staff see Handbooks only when non-zero). */
  handbooksCount: number;
};

export type VisibleLink = { kind: 'LINK'; titleKey: string; path: string };
export type VisibleDropdown = { kind: 'DROPDOWN'; titleKey: string; items: VisibleLink[] };
export type VisibleMenuItem = VisibleLink | VisibleDropdown;

function visibleLink(item: MenuLinkItem, viewer: MenuViewer, shown: ReadonlySet<number>): VisibleLink | null {
  const { kind, titleKey } = item;
  if (item.policy && !viewer.can(item.policy)) return null;
  const featureShown = shown.has(item.feature) || item.alwaysOn === true;
  if (item.feature === FEATURE.handbooks && !viewer.can('staffTools') && viewer.handbooksCount === 0) return null;
  if (featureShown) return { kind, titleKey, path: item.path };
  if (item.alternative && shown.has(item.alternative.feature)) return { kind, titleKey, path: item.alternative.path };
  return null;
}

/**
 * The navigation a viewer sees (spec §2 and §5): a link when its feature is available, shown in the
 * menu and allowed for the viewer's levels; links with a policy action for those it allows; Handbooks for non-staff only
 * when there are handbooks; Reports leading to spend and savings when that is the only reports
 * feature; a dropdown only when it keeps at least one link.
 */
export function buildMenu(viewer: MenuViewer, menu: readonly MenuItem[] = MENU): VisibleMenuItem[] {
  const shown = menuFeatures(viewer.featureFlags, viewer.heldLevels);
  return menu.flatMap((item): VisibleMenuItem[] => {
    if (item.kind === 'LINK') {
      const visible = visibleLink(item, viewer, shown);
      return visible ? [visible] : [];
    }
    const items = item.items
      .map((child) => visibleLink(child, viewer, shown))
      .filter((child): child is VisibleLink => child !== null);
    return items.length > 0 ? [{ kind: 'DROPDOWN', titleKey: item.titleKey, items }] : [];
  });
}

/** Every link of a menu, in order, e.g. for the home page's shortcuts. */
export function menuLinks(menu: readonly VisibleMenuItem[]): VisibleLink[] {
  return menu.flatMap((item) => (item.kind === 'LINK' ? [item] : item.items));
}

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/**
 * The link that marks the page at `path` as current: the link to exactly this page, else the
 * longest link path the page lies under, else a link of the same section (an event's page marks
 * Events, whose link is /events/upcoming). Null when no link belongs to the page.
 */
export function currentLinkPath(links: readonly VisibleLink[], path: string): string | null {
  const page = path.split(/[?#]/, 1)[0] ?? '';
  const under = links
    .filter((item) => page === item.path || page.startsWith(`${item.path}/`))
    .sort((a, b) => b.path.length - a.path.length);
  if (under[0]) return under[0].path;
  const section = firstSegment(page);
  return (section && links.find((item) => firstSegment(item.path) === section)?.path) || null;
}
