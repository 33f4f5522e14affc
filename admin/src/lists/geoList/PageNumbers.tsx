import type { CSSObject, Theme } from '@mui/material/styles';
import usePagination from '@mui/material/usePagination';
import { useTranslate } from 'react-admin';

export interface PageNumbersProps {
  /** How many pages there are. */
  count: number;
  /** The page shown, from 1. */
  page: number;
  onChange: (page: number) => void;
}

// Material's «navigate before» and «navigate after» arrows.
const PREVIOUS = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const NEXT = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

/**
 * Numbered pages (first, last, and those around the current one), as Django admin offers them:
 * MUI's `usePagination` picks them, and they are drawn as plain buttons styled once, not as
 * MUI's `Pagination`, whose styled button, ripple and icon per page all render again whenever
 * a search changes the number of pages. Styled by the frame around it (`pageNumbersSx`, under
 * `.vegeo-pages`), which is drawn once.
 */
export function PageNumbers({ count, page, onChange }: PageNumbersProps) {
  const translate = useTranslate();
  const { items } = usePagination({ count, page, siblingCount: 1, onChange: (_event, next) => onChange(next) });
  return (
    <nav className="vegeo-pages" aria-label={translate('vegeo.pages')}>
      <ul>
        {items.map(({ type, page: number, selected, disabled, onClick }, position) => (
          <li key={type === 'page' ? `page-${number}` : `${type}-${position}`}>
            {type === 'start-ellipsis' || type === 'end-ellipsis' ? (
              <span aria-hidden="true">…</span>
            ) : (
              <button
                type="button"
                disabled={disabled}
                aria-current={selected ? 'page' : undefined}
                aria-label={type === 'page' ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: number }) : translate(`ra.navigation.${type}`)}
                onClick={onClick}
              >
                {type === 'page' ? (
                  number
                ) : (
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d={type === 'previous' ? PREVIOUS : NEXT} />
                  </svg>
                )}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** MUI's small pagination, as one set of rules for every page button. */
export const pageNumbersSx = (theme: Theme): CSSObject =>
  ({
    flexShrink: 0,
    marginLeft: '8px',
    '& ul': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', padding: 0, margin: 0 },
    '& li > span, & button': {
      ...theme.typography.body2,
      minWidth: 26,
      height: 26,
      margin: '0 1px',
      padding: '0 4px',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      borderRadius: 13,
      color: theme.palette.text.primary,
    },
    '& button': { border: 0, background: 'none', cursor: 'pointer', fontFamily: 'inherit' },
    '& button:hover': { backgroundColor: theme.palette.action.hover },
    '& button:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '& button[aria-current=page]': { backgroundColor: theme.palette.action.selected },
    '& button:disabled': { opacity: 0.38, cursor: 'default', backgroundColor: 'transparent' },
    '& svg': { width: 18, height: 18, fill: 'currentColor' },
  }) as const;
