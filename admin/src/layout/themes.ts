import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// The flag's blue and red on react-admin's default themes.
const palette = { primary: { main: '#00247d' }, secondary: { main: '#cf142b' } };

export const lightTheme: RaThemeOptions = { ...defaultLightTheme, palette: { ...defaultLightTheme.palette, ...palette } };
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#90caf9' }, secondary: { main: '#ff8a80' } },
};
