import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// The flag's blue and red on react-admin's default themes.
const palette = { primary: { main: '#00247d' }, secondary: { main: '#cf142b' } };

/**
 * A visible ring on whatever the keyboard reaches (links, buttons, sort headers, row boxes): MUI
 * draws none on its buttons, and links and boxes inside tables get the browser's faint one.
 */
function focusRing(color: string) {
  const ring = { outline: `2px solid ${color}`, outlineOffset: 2, borderRadius: 2 };
  return {
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible, input[type=checkbox]:focus-visible, [role=option]:focus-visible': ring,
        '.MuiButtonBase-root.Mui-focusVisible': ring,
        '.MuiTableSortLabel-root:focus-visible': ring,
      },
    },
  };
}

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, ...palette },
  components: { ...defaultLightTheme.components, ...focusRing('#1565c0') },
};
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#90caf9' }, secondary: { main: '#ff8a80' } },
  components: { ...defaultDarkTheme.components, ...focusRing('#90caf9') },
};
