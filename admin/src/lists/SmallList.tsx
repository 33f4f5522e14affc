import { lazy, Suspense } from 'react';
import type { RaRecord, SimpleListProps } from 'react-admin';

// Only phone-sized screens show it: loaded there, not with every list.
const SimpleList = lazy(async () => ({ default: (await import('react-admin')).SimpleList }));

/** react-admin's `SimpleList` (what a list becomes on a phone), loaded when first shown. */
export function SmallList<RecordType extends RaRecord>(props: SimpleListProps<RecordType>) {
  return (
    <Suspense fallback={null}>
      <SimpleList {...(props as SimpleListProps)} />
    </Suspense>
  );
}
