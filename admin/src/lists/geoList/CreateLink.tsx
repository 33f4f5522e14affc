import AddIcon from '@mui/icons-material/Add';
import { useMediaQuery, type Theme } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Button, LinkBase, useCanAccess, useCreatePath, useGetResourceLabel, useResourceContext, useResourceTranslation } from 'react-admin';

// Below `md` react-admin's CreateButton is a floating round button: that one (MUI's Fab, lodash's
// merge) loads only there, not with every list on a wider screen.
const FloatingCreateButton = lazy(async () => ({ default: (await import('react-admin')).CreateButton }));
const SCROLL_TO_TOP = { _scrollToTop: true };

/** react-admin's `CreateButton`: a link to the resource's create page, for whoever may create. */
export function CreateLink() {
  const resource = useResourceContext() ?? '';
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { canAccess } = useCanAccess({ action: 'create', resource });
  const createPath = useCreatePath();
  const getResourceLabel = useGetResourceLabel();
  const label = useResourceTranslation({ resourceI18nKey: `resources.${resource}.action.create`, baseI18nKey: 'ra.action.create', options: { name: getResourceLabel(resource, 1) } });
  if (narrow) {
    return (
      <Suspense fallback={null}>
        <FloatingCreateButton />
      </Suspense>
    );
  }
  if (!canAccess) return null;
  return (
    // The label already translated: the button would look it up again.
    <Button component={LinkBase} to={{ pathname: createPath({ resource, type: 'create' }), state: SCROLL_TO_TOP }} label={<>{label}</>} aria-label={label}>
      <AddIcon />
    </Button>
  );
}
