import { useEffect, useState } from 'react';
import { useSidebarState } from 'react-admin';
import { useIsSmall } from './useIsSmall.js';

interface Width {
  small: boolean;
  /** The menu came open from a wide window: drawn closed until its state says so. */
  closing: boolean;
  /** It was closed for this narrow width: it opens again when the window widens. */
  closedForWidth: boolean;
  reopening: boolean;
}

const WIDE: Width = { small: false, closing: false, closedForWidth: false, reopening: false };

/**
 * Whether react-admin's menu is drawn open. On a phone's width the menu is a modal drawer: were
 * it drawn open because it was open on a wide window (the window narrowed, or the app opened
 * narrow after being used wide), it would cover the page, and hide the rest of the app from screen
 * readers (MUI's modal, closed the moment it opened, left that on). So the menu closes as the window
 * narrows, without being drawn open first, and opens again as it widens if it was open before.
 * Only a change of width acts: opening or closing the menu is otherwise the person's choice.
 */
export function useSidebarFollowsWidth(): boolean {
  const small = useIsSmall();
  const [open, setOpen] = useSidebarState();
  const [width, setWidth] = useState(WIDE);
  // Adjusted while rendering (React's way to follow a changed value): the render that first sees
  // the new width already draws the menu closed.
  let next = width;
  if (small !== width.small) {
    next = small
      ? { small, closing: open, closedForWidth: open, reopening: false }
      : { ...WIDE, reopening: width.closedForWidth && !open };
  }
  if (next.closing && !open) next = { ...next, closing: false };
  if (next.reopening && open) next = { ...next, reopening: false };
  if (next !== width) setWidth(next);
  useEffect(() => {
    if (width.closing && open) setOpen(false);
    else if (width.reopening && !open) setOpen(true);
  }, [width, open, setOpen]);
  return next.closing ? false : open;
}
