import type { CambioPrevisto, Informe, Vista } from '@vegeo/data/importar';
import {
  Box,
  Checkbox,
  Chip,
  FormControlLabel,
  MenuItem,
  Select,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';

const ACCION: Record<string, { label: string; color: 'success' | 'info' | 'error' | 'warning' | 'default' }> = {
  crear: { label: 'Crear', color: 'success' },
  editar: { label: 'Editar', color: 'info' },
  borrar: { label: 'Borrar', color: 'error' },
  mover: { label: 'Mover', color: 'warning' },
  ninguna: { label: 'Sin cambios', color: 'default' },
};
const PAGE_SIZES = [25, 50, 100];

/** A page of `rows` and the pagination under it: 10,000 rows are never all drawn. */
function usePage<T>(rows: readonly T[]) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(50);
  const last = Math.max(0, Math.ceil(rows.length / size) - 1);
  const current = Math.min(page, last);
  const pagination = (
    <TablePagination
      component="div"
      count={rows.length}
      page={current}
      rowsPerPage={size}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_, next) => setPage(next)}
      onRowsPerPageChange={(event) => (setSize(Number(event.target.value)), setPage(0))}
      labelRowsPerPage="Filas por página:"
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
    />
  );
  return { rows: rows.slice(current * size, current * size + size), pagination };
}

export interface PreviewTableProps {
  vista: Vista;
  seleccion: ReadonlySet<string>;
  aceptar: Readonly<Record<string, boolean>>;
  elegir: Readonly<Record<string, string>>;
  onToggle(clave: string, on: boolean): void;
  onAll(on: boolean): void;
  onAccept(clave: string, on: boolean): void;
  onPick(clave: string, id: string): void;
}

/**
 * The preview: one line per change with the record it touches, its fields before → after, each
 * error under its field, and the choice a conflict (apply or skip) or a doubt (which record)
 * asks for. Rows that change nothing are hidden unless asked for.
 */
export function PreviewTable({ vista, seleccion, aceptar, elegir, onToggle, onAll, onAccept, onPick }: PreviewTableProps) {
  const [todas, setTodas] = useState(false);
  const shown = useMemo(() => (todas ? vista.cambios : vista.cambios.filter((c) => c.accion !== 'ninguna' || c.errores.length > 0 || c.duda)), [vista, todas]);
  const { rows, pagination } = usePage(shown);
  const selectable = vista.cambios.filter((c) => c.aplicable && c.pasos.length > 0).length;
  return (
    <Box>
      <FormControlLabel control={<Switch checked={todas} onChange={(event) => setTodas(event.target.checked)} />} label={`Mostrar también las filas sin cambios (${vista.resumen.ninguna})`} />
      <TableContainer sx={{ maxHeight: '55vh' }}>
        <Table size="small" stickyHeader aria-label="Vista previa de la importación">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selectable > 0 && seleccion.size === selectable}
                  indeterminate={seleccion.size > 0 && seleccion.size < selectable}
                  onChange={(event) => onAll(event.target.checked)}
                  slotProps={{ input: { 'aria-label': 'Seleccionar todos los cambios' } }}
                />
              </TableCell>
              <TableCell>Fila</TableCell>
              <TableCell>Acción</TableCell>
              <TableCell>Registro</TableCell>
              <TableCell>Campos (antes → después)</TableCell>
              <TableCell>Decisión</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((c) => (
              <PreviewRow key={c.clave} cambio={c} selected={seleccion.has(c.clave)} accepted={aceptar[c.clave]} picked={elegir[c.clave]} onToggle={onToggle} onAccept={onAccept} onPick={onPick} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </Box>
  );
}

function PreviewRow({
  cambio: c,
  selected,
  accepted,
  picked,
  onToggle,
  onAccept,
  onPick,
}: {
  cambio: CambioPrevisto;
  selected: boolean;
  accepted: boolean | undefined;
  picked: string | undefined;
} & Pick<PreviewTableProps, 'onToggle' | 'onAccept' | 'onPick'>) {
  const accion = ACCION[c.accion] ?? ACCION.ninguna!;
  const label = c.nombre || c.id || `fila ${c.fila}`;
  const rowErrors = c.errores.filter((e) => !c.campos.some((f) => fieldMatches(f.campo, e.campo)));
  return (
    <TableRow data-clave={c.clave} data-accion={c.accion} selected={selected} sx={{ verticalAlign: 'top' }}>
      <TableCell padding="checkbox">
        <Checkbox checked={selected} disabled={!c.aplicable || c.pasos.length === 0} onChange={(event) => onToggle(c.clave, event.target.checked)} slotProps={{ input: { 'aria-label': `Aplicar: ${label}` } }} />
      </TableCell>
      <TableCell>{c.fila ?? '—'}</TableCell>
      <TableCell>
        <Chip size="small" label={accion.label} color={accion.color} variant={c.aplicable ? 'filled' : 'outlined'} />
      </TableCell>
      <TableCell>
        <Typography variant="body2">{c.nombre || '(sin registro)'}</Typography>
        {c.id ? (
          <Typography variant="caption" color="text.secondary">
            {c.id}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        {c.campos.map((f) => (
          <Box key={f.campo}>
            <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
              {f.campo}:{' '}
            </Typography>
            <Typography variant="body2" component="span" sx={{ textDecoration: f.antes !== null && f.despues !== null ? 'line-through' : undefined, color: 'text.secondary' }}>
              {f.antes ?? '∅'}
            </Typography>
            <Typography variant="body2" component="span">
              {' → '}
              {f.despues ?? '∅'}
            </Typography>
            {c.errores
              .filter((e) => fieldMatches(f.campo, e.campo))
              .map((e) => (
                <Typography key={e.mensaje} variant="caption" color="error" component="div" role="alert">
                  {e.mensaje}
                </Typography>
              ))}
          </Box>
        ))}
        {rowErrors.map((e) => (
          <Typography key={e.mensaje} variant="caption" color="error" component="div" role="alert">
            {e.campo === 'fila' ? '' : `${e.campo}: `}
            {e.mensaje}
          </Typography>
        ))}
      </TableCell>
      <TableCell>
        {c.conflicto ? (
          <Box>
            <Typography variant="caption" color="warning.main" component="div">
              {c.conflicto.mensaje}
            </Typography>
            {c.conflicto.motivo !== 'nombre' ? (
              <ToggleButtonGroup size="small" exclusive value={accepted ? 'aplicar' : 'omitir'} onChange={(_, value: string | null) => value && onAccept(c.clave, value === 'aplicar')} aria-label={`Conflicto: ${label}`}>
                <ToggleButton value="aplicar">Aplicar</ToggleButton>
                <ToggleButton value="omitir">Omitir</ToggleButton>
              </ToggleButtonGroup>
            ) : null}
          </Box>
        ) : null}
        {c.duda || picked ? (
          <Box>
            {c.duda ? (
              <Typography variant="caption" color="warning.main" component="div">
                {c.duda.mensaje}
              </Typography>
            ) : null}
            {c.duda ? (
              <Select size="small" displayEmpty value={picked ?? ''} onChange={(event) => onPick(c.clave, event.target.value)} inputProps={{ 'aria-label': `Qué registro es: ${label}` }}>
                <MenuItem value="">(elegir)</MenuItem>
                {c.duda.candidatos.map((k) => (
                  <MenuItem key={k.id} value={k.id}>
                    {k.nombre} ({k.id})
                  </MenuItem>
                ))}
                {c.duda.nuevo ? <MenuItem value="nuevo">Uno nuevo</MenuItem> : null}
              </Select>
            ) : null}
          </Box>
        ) : null}
        {c.aviso ? (
          <Typography variant="caption" color="text.secondary" component="div">
            {c.aviso}
          </Typography>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

// A field change is named as stored (`parroquia`, `municipioId`); its error by the row's field (`nombre`, `municipio`).
function fieldMatches(stored: string, campo: string): boolean {
  if (stored === campo) return true;
  if (campo === 'nombre') return stored === 'estado' || stored === 'municipio' || stored === 'parroquia';
  return stored === `${campo}Id`;
}

const RESULT_COLOR: Record<string, 'success' | 'default' | 'error' | 'warning'> = {
  aplicado: 'success',
  'ya aplicado': 'success',
  'sin cambios': 'default',
  omitido: 'default',
  'con errores': 'error',
  rechazado: 'error',
  'no enviado': 'warning',
};

/** The report: what became of every change of the preview, and why. */
export function ReportTable({ informe }: { informe: Informe }) {
  const { rows, pagination } = usePage(informe.filas);
  return (
    <Box>
      <TableContainer sx={{ maxHeight: '55vh' }}>
        <Table size="small" stickyHeader aria-label="Informe de la importación">
          <TableHead>
            <TableRow>
              <TableCell>Fila</TableCell>
              <TableCell>Acción</TableCell>
              <TableCell>Registro</TableCell>
              <TableCell>Resultado</TableCell>
              <TableCell>Motivo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((f) => (
              <TableRow key={f.clave} data-clave={f.clave} data-resultado={f.resultado}>
                <TableCell>{f.fila ?? '—'}</TableCell>
                <TableCell>{ACCION[f.accion]?.label ?? f.accion}</TableCell>
                <TableCell>
                  {f.nombre || '(sin registro)'} {f.ids.length ? <Typography variant="caption" color="text.secondary">{f.ids.join(', ')}</Typography> : f.id ? <Typography variant="caption" color="text.secondary">{f.id}</Typography> : null}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={f.resultado} color={RESULT_COLOR[f.resultado] ?? 'default'} />
                </TableCell>
                <TableCell>{f.motivo}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </Box>
  );
}
