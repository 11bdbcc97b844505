import type { Decorator, Preview } from '@storybook/react-vite';
import { staubTheme } from '../packages/ui/src/theme/staubTheme.css';

/** The themes of @kundenportal/ui: the default is theme.css.ts on `:root`, every other one a class. */
const themeClasses: Record<string, string | undefined> = { kundenportal: undefined, staub: staubTheme };

/** The toolbar's "Theme" menu; the choice is a global, so it is kept in the URL (`&globals=theme:staub`). */
export const themeGlobalType: NonNullable<Preview['globalTypes']>[string] = {
  description: 'Theme of @kundenportal/ui',
  toolbar: {
    title: 'Theme',
    icon: 'paintbrush',
    items: [
      { value: 'kundenportal', title: 'Kundenportal' },
      { value: 'staub', title: 'Staub Ingredients' },
    ],
    dynamicTitle: true,
  },
};

/**
 * The chosen theme's class on `<body>`, as a consumer app puts it: around the story and around everything
 * react-aria portals to the body (popovers, dialogs). A story may fix it with `globals: { theme: 'staub' }`.
 */
export const withTheme: Decorator = (Story, { globals }) => {
  for (const [name, className] of Object.entries(themeClasses)) {
    if (className) document.body.classList.toggle(className, globals.theme === name);
  }
  return <Story />;
};
