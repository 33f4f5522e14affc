import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Chip, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useRealtime } from '../realtime/RealtimeContext.js';

/** How long the data may come from the browser's copy before the bar says so: a connecting database takes a fraction of it. */
export const COPY_NOTICE_DELAY_MS = 3000;

/**
 * In the app bar, once the database has kept the app waiting a while: the lists show the copy
 * this browser kept, which the database's data replaces as soon as it answers.
 */
export function CopyNotice() {
  const { liveGeo } = useRealtime();
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      if (liveGeo.fromCopy) timer = setTimeout(() => setShown(liveGeo.fromCopy), COPY_NOTICE_DELAY_MS);
      else setShown(false);
    };
    update();
    const unwatch = liveGeo.watchCopy(update);
    return () => {
      clearTimeout(timer);
      unwatch();
    };
  }, [liveGeo]);
  if (!shown) return null;
  return (
    <Tooltip title={translate('vegeo.copy.explained')}>
      <Chip
        size="small"
        icon={<CloudOffIcon fontSize="small" />}
        label={translate('vegeo.copy.label')}
        aria-label={translate('vegeo.copy.explained')}
        role="status"
        // On a phone the bar has room for the icon only; the words stay for screen readers and the tooltip.
        sx={{
          mr: 1,
          bgcolor: 'rgba(255,255,255,0.2)',
          color: 'inherit',
          '& .MuiChip-icon': { color: 'inherit', mx: { xs: 0.5, sm: 0 } },
          '& .MuiChip-label': { display: { xs: 'none', sm: 'block' } },
        }}
      />
    </Tooltip>
  );
}
