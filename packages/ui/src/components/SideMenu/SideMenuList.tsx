import { useId } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'react-aria-components/Link';
import { Badge } from '../Badge/Badge';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { itemBadge, item as itemClass, list, sectionLabel, slot } from './SideMenu.css';
import { isSideMenuSection, isSideMenuSlot, type SideMenuEntry, type SideMenuItem } from './SideMenuEntries';

interface SideMenuListProps {
  entries: readonly SideMenuEntry[];
  activeId?: string;
  /** Runs after an item's own action; the drawer closes itself here on mobile. */
  onChoose: () => void;
}

/** The entries of the side menu as a list of links, buttons, labelled sections and free slots. */
export function SideMenuList({ entries, activeId, onChoose }: SideMenuListProps) {
  return (
    <ul className={list}>
      {entries.map((entry) => {
        if (isSideMenuSlot(entry)) {
          return (
            <li key={entry.id} className={slot}>
              {entry.content}
            </li>
          );
        }
        if (isSideMenuSection(entry)) {
          return (
            <li key={entry.id}>
              <SideMenuSectionList
                label={entry.label}
                items={entry.items}
                activeId={activeId}
                onChoose={onChoose}
              />
            </li>
          );
        }
        return (
          <li key={entry.id}>
            <SideMenuItemControl item={entry} isActive={entry.id === activeId} onChoose={onChoose} />
          </li>
        );
      })}
    </ul>
  );
}

function SideMenuSectionList({
  label,
  items,
  activeId,
  onChoose,
}: {
  label?: string;
  items: readonly SideMenuItem[];
  activeId?: string;
  onChoose: () => void;
}) {
  const labelId = useId();
  return (
    <>
      {label && (
        <p id={labelId} className={sectionLabel}>
          {label}
        </p>
      )}
      <ul className={list} aria-labelledby={label ? labelId : undefined}>
        {items.map((item) => (
          <li key={item.id}>
            <SideMenuItemControl item={item} isActive={item.id === activeId} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </>
  );
}

function SideMenuItemControl({
  item,
  isActive,
  onChoose,
}: {
  item: SideMenuItem;
  isActive: boolean;
  onChoose: () => void;
}) {
  const onPress = () => {
    item.onAction?.();
    onChoose();
  };
  const hasBadge = item.badge !== undefined && item.badge.count > 0;
  // With a bubble the name is one hidden text – "Meine Dokumente, 3 neue …" – rather than the visible label
  // plus hidden words, which browsers join with a stray space; the digits are never read (a capped "99+"
  // would contradict the words).
  const content = (
    <>
      {item.icon && <Icon name={item.icon} />}
      <span aria-hidden={hasBadge || undefined}>{item.label}</span>
      {hasBadge && item.badge && (
        <>
          <VisuallyHidden elementType="span">
            {item.label}, {item.badge.label}
          </VisuallyHidden>
          <span className={itemBadge}>
            <Badge count={item.badge.count} isDecorative />
          </span>
        </>
      )}
    </>
  );
  const current = isActive ? 'page' : undefined;
  if (item.href) {
    return (
      <Link href={item.href} aria-current={current} className={itemClass} onPress={onPress}>
        {content}
      </Link>
    );
  }
  return (
    <Button aria-current={current} className={itemClass} onPress={onPress}>
      {content}
    </Button>
  );
}
