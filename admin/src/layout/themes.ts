import type { Theme } from '@mui/material';
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
    'a:focus-visible, input[type=checkbox]:focus-visible, [role=option]:focus-visible': ring,
    '.MuiButtonBase-root.Mui-focusVisible': ring,
    '.MuiTableSortLabel-root:focus-visible': ring,
  };
}

/**
 * A table scrolled inside its card shades the edge beyond which more of it lies: an inset shadow
 * driven by the table's own horizontal scroll. A table that fits has no scroll to drive it, and
 * draws none; a browser without scroll-driven animations draws none either, as before.
 */
export const scrollEdgesSx = { animation: 'vegeo-scroll-edges linear both', animationTimeline: 'scroll(self inline)' } as const;

function scrollEdges(shade: string) {
  const left = (color: string) => `inset 18px 0 16px -14px ${color}`;
  const right = (color: string) => `inset -18px 0 16px -14px ${color}`;
  return {
    '@keyframes vegeo-scroll-edges': {
      '0%': { boxShadow: `${left('transparent')}, ${right(shade)}` },
      '1%, 99%': { boxShadow: `${left(shade)}, ${right(shade)}` },
      '100%': { boxShadow: `${left(shade)}, ${right('transparent')}` },
    },
  };
}

function baseline(ring: string, shade: string) {
  return { MuiCssBaseline: { styleOverrides: { ...focusRing(ring), ...scrollEdges(shade) } } };
}

/**
 * A table wider than the screen scrolls inside its card, and the page keeps the screen's width:
 * react-admin's layout grows as wide as its content (`min-width: fit-content`), so on a tablet a
 * wide table pushed the toolbar's buttons («Exportar», «Crear») off the screen.
 */
const tablesScrollInTheirCards = {
  RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  // Below `lg` only: a scrolling wrapper would hold react-admin's sticky header cells in the card
  // instead of at the top of the window, and from `lg` up the tables fit.
  RaDataTable: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('lg')]: { '& .RaDataTable-tableWrapper': { overflowX: 'auto', ...scrollEdgesSx } } }) } },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, ...palette },
  components: { ...defaultLightTheme.components, ...baseline('#1565c0', 'rgba(0, 0, 0, 0.22)'), ...tablesScrollInTheirCards },
};
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#90caf9' }, secondary: { main: '#ff8a80' } },
  components: { ...defaultDarkTheme.components, ...baseline('#90caf9', 'rgba(0, 0, 0, 0.7)'), ...tablesScrollInTheirCards },
};
