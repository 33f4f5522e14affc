import { useMediaQuery, type Theme } from '@mui/material';

/** A phone-sized screen: lists become simple lists there. */
export function useIsSmall(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
