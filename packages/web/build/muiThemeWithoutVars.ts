import type { Plugin } from 'vite';

const stub = '\0fontes:mui-create-theme-with-vars';

/**
 * MUI's `createTheme` imports the CSS-variables theme builder (`createThemeWithVars`, with its variable
 * preparation) for the `cssVariables` and `colorSchemes` options, which the app's theme
 * (src/app/theme/createAppTheme.ts) never sets: that path of `createTheme` is never taken, yet its code
 * would load with the shell. The build replaces the builder with a module that says so should the theme
 * ever ask for CSS variables.
 */
export function muiThemeWithoutVars(): Plugin {
  return {
    name: 'fontes:mui-theme-without-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './createThemeWithVars.mjs' &&
        importer &&
        /[\\/]@mui[\\/]material[\\/]styles[\\/]/.test(importer)
      )
        return stub;
      return null;
    },
    load(id) {
      if (id !== stub) return null;
      return `export default function createThemeWithVars() {
  throw new Error('This build of Fontes leaves out MUI CSS-variables themes (see web/build/muiThemeWithoutVars.ts).');
}`;
    },
  };
}
