import { TableBody, TableRow } from '@mui/material';
import { createContext, memo, useCallback, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { DataTableClasses, RecordContextProvider, useCreatePath, useDataTableDataContext, useNavigate, useRecordContext, useResourceContext, type Identifier } from 'react-admin';

const OpenRecord = createContext<(id: Identifier) => void>(() => undefined);

/**
 * A `<DataTable body>` whose rows open the record's show page (`rowClick="show"`, no selection,
 * no expand) and render again only when their record changes. react-admin's own rows follow the
 * location, the list's fetching state and its callbacks: a search's keystroke rendered every row
 * and cell four times over; here a row that stays in the results is not rendered again.
 * The columns (`children`) must keep their identity between renders (hoisted or memoised).
 */
export const ShowRowsBody = memo(function ShowRowsBody({ children }: { children?: ReactNode }) {
  const data = useDataTableDataContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  // The rows get one callback for good; it reads the router's latest navigate when clicked.
  const latest = useRef({ resource, createPath, navigate });
  useLayoutEffect(() => {
    latest.current = { resource, createPath, navigate };
  });
  const open = useCallback((id: Identifier) => {
    const { resource, createPath, navigate } = latest.current;
    navigate(createPath({ resource, id, type: 'show' }), { state: { _scrollToTop: true } });
  }, []);
  return (
    <OpenRecord.Provider value={open}>
      <TableBody className={`datatable-body ${DataTableClasses.tbody}`}>
        {data?.map((record) => (
          <RecordContextProvider value={record} key={record.id}>
            <ShowRow>{children}</ShowRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </OpenRecord.Provider>
  );
});

const ShowRow = memo(function ShowRow({ children }: { children?: ReactNode }) {
  const record = useRecordContext();
  const open = useContext(OpenRecord);
  return (
    <TableRow hover className={`${DataTableClasses.row} ${DataTableClasses.clickableRow}`} onClick={() => record && open(record.id)}>
      {children}
    </TableRow>
  );
});
