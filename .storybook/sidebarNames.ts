/**
 * German names beside the sidebar's English titles, so a designer who searches "Warenkorb" finds the basket
 * (Storybook's search reads titles and story names only). The names are the pages' own, from the catalog's
 * German source (pageNames); a story's id stays its English title's, so links and tests do not change.
 */
import { pageNames } from '../packages/portal-features/src/shared/pages/pageNames';

const de = (...pages: (keyof typeof pageNames)[]) =>
  pages.map((page) => pageNames[page].defaultMessage).join(' · ');

/** English title (a component or a group of them) → the German name shown beside it. */
export const sidebarGermanNames: Readonly<Record<string, string>> = {
  'Screens/Basket': de('basket', 'favorites'),
  'Screens/Contact': de('contact'),
  'Screens/Documents': de('documents'),
  'Screens/Edit user': de('edit'),
  'Screens/My products': de('products'),
  'Screens/Orders/History': de('orders'),
  'Screens/Orders/Detail': de('order'),
  'Screens/Profile': de('profile'),
  'Screens/Punchout': de('punchout'),
  'Screens/Registrations': de('registrations'),
  'Screens/Search': de('search'),
  'Screens/User management': de('usermanagement'),
  'Widgets/Basket and favourites': de('basket', 'favorites'),
  'Widgets/Documents': de('documents'),
  'Widgets/Order': de('orders'),
  'Widgets/Profile': de('profile'),
  'Widgets/Search': de('search'),
};

/** The title with the German name after the part it names ('Screens/Search/Public' → 'Screens/Search · Suche/Public'). */
export function withGermanName(title: string): string {
  const named = Object.keys(sidebarGermanNames)
    .filter((key) => title === key || title.startsWith(`${key}/`))
    .sort((a, b) => b.length - a.length)[0];
  return named ? `${named} · ${sidebarGermanNames[named]}${title.slice(named.length)}` : title;
}
