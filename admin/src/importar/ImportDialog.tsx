import type { Codificacion } from '@vegeo/csv';
import type { Tipo } from '@vegeo/data';
import { aplicarImportacion, CAMPOS, idDeImportacion, previsualizar, type Campo, type Columnas, type Fila, type GeoRecords, type Informe, type Vista } from '@vegeo/data/importar';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  InputLabel,
  LinearProgress,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { downloadCSV, useDataProvider } from 'react-admin';
import type { Restaurar } from '../dataProvider/createDataProvider.js';
import { useGeoSnapshot, useRealtime } from '../realtime/RealtimeContext.js';
import { PreviewTable, ReportTable } from './ImportTables.js';
import { reportCsv, previewCsv } from './importCsv.js';
import { ArchivoInvalido, columnasDe, conColumna, filasDeTabla, leerTabla, type TablaImportada } from './readImportFile.js';

export interface ImportDialogProps {
  /** The list's resource: `estados`, `municipios` or `parroquias`. */
  resource: string;
  onClose: () => void;
}

const TIPO: Record<string, Tipo> = { estados: 'estado', municipios: 'municipio', parroquias: 'parroquia' };
const PLURAL: Record<Tipo, string> = { estado: 'estados', municipio: 'municipios', parroquia: 'parroquias' };
const CAMPO_LABEL: Record<Campo, string> = {
  accion: 'Acción (crear, editar, borrar)',
  id: 'Id de vegeo',
  codigo_ine: 'Código INE',
  nombre: 'Nombre',
  capital: 'Capital',
  iso_31662: 'ISO 3166-2',
  estado: 'Estado',
  municipio: 'Municipio',
  nombre_anterior: 'Nombre anterior',
  version: 'Versión',
};

type Paso = 'archivo' | 'vista' | 'aplicando' | 'informe';

/** The person's choices in the preview. */
interface Decision {
  aceptar: Record<string, boolean>;
  elegir: Record<string, string>;
  borrarFaltantes: boolean;
}

/**
 * «Importar»: a CSV file read as the CLI reads it, its columns recognised (or chosen), previewed
 * change by change over `/geo` as this device holds it, then applied through `importarRegistros`
 * in batches with a progress bar, and reported row by row. The preview follows `/geo` while open:
 * a record another session changes meanwhile becomes a conflict to apply or skip.
 */
export function ImportDialog({ resource, onClose }: ImportDialogProps) {
  const tipo = TIPO[resource] ?? 'parroquia';
  const dataProvider = useDataProvider() as unknown as Restaurar;
  const { snapshot } = useGeoSnapshot();
  const { liveGeo } = useRealtime();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const titleId = useId();
  const [paso, setPaso] = useState<Paso>('archivo');
  const [tabla, setTabla] = useState<TablaImportada>();
  const [bytes, setBytes] = useState<{ nombre: string; bytes: Uint8Array }>();
  const [codificacion, setCodificacion] = useState<'auto' | Codificacion>('auto');
  const [columnas, setColumnas] = useState<Columnas>({});
  const [modo, setModo] = useState<'lista' | 'cambios'>('lista');
  const [nota, setNota] = useState('');
  const [problema, setProblema] = useState<string>();
  const [decision, setDecision] = useState<Decision>({ aceptar: {}, elegir: {}, borrarFaltantes: false });
  const [quitados, setQuitados] = useState<ReadonlySet<string>>(new Set());
  const [vista, setVista] = useState<Vista>();
  // The version of each row's record when the preview was first made: a later one is a conflict.
  const [seen, setSeen] = useState<Map<number, number>>();
  const [avance, setAvance] = useState({ hechos: 0, total: 0 });
  const [informe, setInforme] = useState<Informe & { importacion: string }>();
  const senal = useRef({ aborted: false });
  useEffect(() => () => void (senal.current.aborted = true), []);

  const read = (file: { nombre: string; bytes: Uint8Array }, chosen: typeof codificacion) => {
    setProblema(undefined);
    leerTabla(file.nombre, file.bytes, chosen === 'auto' ? undefined : chosen).then(
      (tabla) => {
        const found = columnasDe(tabla, tipo);
        setTabla(tabla);
        setColumnas(found);
        setModo(found.accion === undefined ? 'lista' : 'cambios');
      },
      (error: unknown) => {
        setTabla(undefined);
        setProblema(error instanceof ArchivoInvalido ? error.message : `No se pudo leer el archivo: ${(error as Error).message}`);
      },
    );
  };

  const filas = useMemo(() => {
    if (!tabla) return { filas: [] as Fila[] };
    try {
      if (modo === 'cambios' && columnas.accion === undefined) throw new ArchivoInvalido(`Falta la columna «accion» (crear, editar o borrar) en el encabezado: ${tabla.encabezado.join(', ')}. Elíjala en «Columnas» o importe como lista completa.`);
      return { filas: filasDeTabla(tabla, tipo, columnas) };
    } catch (error) {
      return { filas: [] as Fila[], problema: (error as Error).message };
    }
  }, [tabla, tipo, columnas, modo]);

  const preview = (choices: Decision, versions: Map<number, number> | undefined): Vista | undefined => {
    const geo = liveGeo.peek()?.raw as GeoRecords | undefined;
    if (!geo || filas.problema || filas.filas.length === 0) return undefined;
    return previsualizar(versions ? withVersions(filas.filas, versions) : filas.filas, geo, { tipo, modo, ...choices });
  };
  const decide = (change: Partial<Decision>) => {
    const next = { ...decision, ...change, aceptar: { ...decision.aceptar, ...change.aceptar }, elegir: { ...decision.elegir, ...change.elegir } };
    setDecision(next);
    if (paso === 'vista') setVista(preview(next, seen));
  };
  const start = () => {
    const started = performance.now();
    const first = preview(decision, undefined);
    console.info(`[vegeo] vista previa de ${filas.filas.length} filas en ${Math.round(performance.now() - started)} ms`);
    const versions = first && versionsOf(first, liveGeo.peek()?.raw as GeoRecords | undefined);
    setSeen(versions);
    setVista(first);
    setPaso('vista');
  };
  // While the preview is open it follows /geo: a record changed in another session since is a conflict.
  useEffect(() => {
    if (paso !== 'vista') return;
    return liveGeo.subscribe(() => setVista(preview(decision, seen)));
  });
  const { aceptar, elegir, borrarFaltantes } = decision;

  const seleccion = useMemo(() => new Set(vista?.cambios.filter((c) => c.aplicable && c.pasos.length > 0 && !quitados.has(c.clave)).map((c) => c.clave)), [vista, quitados]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setDecision({ aceptar: {}, elegir: {}, borrarFaltantes: false });
    setQuitados(new Set());
    void file.arrayBuffer().then((buffer) => {
      const chosen = { nombre: file.name, bytes: new Uint8Array(buffer) };
      setBytes(chosen);
      read(chosen, codificacion);
    });
  };

  const apply = async () => {
    if (!vista || !tabla) return;
    setPaso('aplicando');
    setAvance({ hechos: 0, total: seleccion.size });
    // The file as read (its kind and columns), as the CLI names it: started again, the same import.
    const importacion = await idDeImportacion(tabla.bytes, [tipo, JSON.stringify(columnas)]);
    const result = await aplicarImportacion(vista, {
      llamar: (request) => dataProvider.importarRegistros(request),
      importacion,
      nota: nota.trim(),
      seleccion,
      senal: senal.current,
      alAvanzar: (hechos, total) => setAvance({ hechos, total }),
    });
    setInforme({ ...result, importacion });
    setPaso('informe');
  };

  const close = () => {
    senal.current.aborted = true;
    onClose();
  };

  return (
    <Dialog open onClose={paso === 'aplicando' ? undefined : close} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="xl">
      <DialogTitle id={titleId}>Importar {PLURAL[tipo]}</DialogTitle>
      <DialogContent dividers>
        {paso === 'archivo' ? (
          <Stack spacing={2}>
            <Typography variant="body2">
              Un archivo CSV: una lista completa (por ejemplo, las parroquias de un estado como las publica el INE) o una fila por cambio con su acción (crear, editar, borrar). Nada se escribe antes de revisar la vista previa.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
              <Button variant="outlined" component="label">
                Elegir archivo CSV
                <input hidden type="file" accept=".csv,.txt,text/csv" aria-label="Archivo CSV" onChange={(event) => choose(event.target.files?.[0])} />
              </Button>
              <Typography variant="body2">{bytes ? bytes.nombre : 'Ningún archivo elegido'}</Typography>
              <FormControl size="small" sx={{ minWidth: 200 }}>
                <InputLabel id={`${titleId}-cod`}>Codificación</InputLabel>
                <Select labelId={`${titleId}-cod`} label="Codificación" value={codificacion} onChange={(event) => {
                    const chosen = event.target.value as typeof codificacion;
                    setCodificacion(chosen);
                    if (bytes) read(bytes, chosen);
                  }}>
                  <MenuItem value="auto">Detectar</MenuItem>
                  <MenuItem value="utf-8">UTF-8</MenuItem>
                  <MenuItem value="windows-1252">Windows-1252 (Excel)</MenuItem>
                </Select>
              </FormControl>
            </Stack>
            {problema ? <Alert severity="error">{problema}</Alert> : null}
            {tabla ? (
              <>
                <Typography variant="subtitle2">
                  Columnas ({tabla.filas.length} filas, {tabla.codificacion.toUpperCase()})
                </Typography>
                <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))' }}>
                  {tabla.encabezado.map((header, index) => {
                    const campo = (Object.entries(columnas) as [Campo, number][]).find(([, at]) => at === index)?.[0] ?? '';
                    return (
                      <FormControl key={index} size="small">
                        <InputLabel id={`${titleId}-col${index}`}>{header || `Columna ${index + 1}`}</InputLabel>
                        <Select labelId={`${titleId}-col${index}`} label={header || `Columna ${index + 1}`} value={campo} onChange={(event) => setColumnas(conColumna(columnas, index, (event.target.value || undefined) as Campo | undefined))}>
                          <MenuItem value="">(no se lee)</MenuItem>
                          {CAMPOS.map((field) => (
                            <MenuItem key={field} value={field}>
                              {CAMPO_LABEL[field]}
                            </MenuItem>
                          ))}
                        </Select>
                      </FormControl>
                    );
                  })}
                </Box>
                <RadioGroup row value={modo} onChange={(event) => setModo(event.target.value as typeof modo)} aria-label="Qué trae el archivo">
                  <FormControlLabel value="lista" control={<Radio />} label="Una lista completa: vegeo calcula qué cambia" />
                  <FormControlLabel value="cambios" control={<Radio />} label="Una fila por cambio (columna de acción)" />
                </RadioGroup>
                {modo === 'lista' ? (
                  <FormControlLabel
                    control={<Checkbox checked={borrarFaltantes} onChange={(event) => decide({ borrarFaltantes: event.target.checked })} />}
                    label="Borrar lo que falta: los registros de los lugares de la lista que la lista ya no tiene"
                  />
                ) : null}
                {filas.problema ? <Alert severity="error">{filas.problema}</Alert> : null}
              </>
            ) : null}
          </Stack>
        ) : null}
        {paso === 'vista' && vista ? (
          <Stack spacing={2}>
            <Summary vista={vista} seleccionados={seleccion.size} />
            <PreviewTable
              vista={vista}
              seleccion={seleccion}
              onToggle={(clave, on) => setQuitados((before) => toggled(before, clave, !on))}
              onAll={(on) => setQuitados(on ? new Set() : new Set(vista.cambios.map((c) => c.clave)))}
              onAccept={(clave, on) => decide({ aceptar: { [clave]: on } })}
              onPick={(clave, id) => decide({ elegir: { [clave]: id } })}
              aceptar={aceptar}
              elegir={elegir}
            />
            {modo === 'lista' ? (
              <FormControlLabel
                control={<Checkbox checked={borrarFaltantes} onChange={(event) => decide({ borrarFaltantes: event.target.checked })} />}
                label="Borrar lo que falta: los registros de los lugares de la lista que la lista ya no tiene"
              />
            ) : null}
            <TextField
              label="Fuente de los datos (nota)"
              required
              value={nota}
              onChange={(event) => setNota(event.target.value)}
              helperText="Queda con cada cambio en la auditoría: por ejemplo, «INE, división político-territorial 2024»."
              slotProps={{ htmlInput: { maxLength: 500 } }}
              fullWidth
            />
          </Stack>
        ) : null}
        {paso === 'vista' && !vista ? <LinearProgress aria-label="Preparando la vista previa" /> : null}
        {paso === 'aplicando' ? (
          <Stack spacing={1}>
            <Typography>
              Aplicando: {avance.hechos} de {avance.total} cambios
            </Typography>
            <LinearProgress variant="determinate" value={avance.total ? (100 * avance.hechos) / avance.total : 0} aria-label="Avance de la importación" />
          </Stack>
        ) : null}
        {paso === 'informe' && informe ? (
          <Stack spacing={2}>
            {informe.detenido ? (
              <Alert severity="error">La importación se detuvo: {informe.detenido}. Lo aplicado se queda; el resto está abajo. Para terminarla, vuelva a importar el mismo archivo: solo se aplica lo que falta.</Alert>
            ) : (
              <Alert severity="success">Importación terminada: {totals(informe)}.</Alert>
            )}
            <Typography variant="body2">
              Importación {informe.importacion}: {informe.lotes.length} {informe.lotes.length === 1 ? 'lote' : 'lotes'} en la auditoría, que un administrador puede restaurar entera.
            </Typography>
            <ReportTable informe={informe} />
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        {paso === 'archivo' ? (
          <>
            <Button onClick={close}>Cancelar</Button>
            <Button variant="contained" disabled={!tabla || !!filas.problema || !snapshot} onClick={start}>
              Previsualizar
            </Button>
          </>
        ) : null}
        {paso === 'vista' ? (
          <>
            <Button onClick={() => vista && downloadCSV(previewCsv(vista, seleccion), `vista-previa-${PLURAL[tipo]}`)} disabled={!vista}>
              Descargar la vista previa (CSV)
            </Button>
            <Box sx={{ flex: 1 }} />
            <Button onClick={() => setPaso('archivo')}>Volver</Button>
            <Button variant="contained" disabled={seleccion.size === 0 || !nota.trim()} onClick={() => void apply()}>
              Aplicar {seleccion.size} {seleccion.size === 1 ? 'cambio' : 'cambios'}
            </Button>
          </>
        ) : null}
        {paso === 'informe' && informe ? (
          <>
            <Button onClick={() => downloadCSV(reportCsv(informe), `informe-importacion-${PLURAL[tipo]}`)}>Descargar el informe (CSV)</Button>
            <Box sx={{ flex: 1 }} />
            <Button variant="contained" onClick={close}>
              Cerrar
            </Button>
          </>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

function Summary({ vista, seleccionados }: { vista: Vista; seleccionados: number }) {
  const r = vista.resumen;
  const parts = [
    [r.crear, 'para crear'],
    [r.editar, 'para editar'],
    [r.mover, 'para mover'],
    [r.borrar, 'para borrar'],
    [r.ninguna, 'sin cambios'],
    [r.errores, 'con errores'],
    [r.conflictos, 'con conflicto'],
    [r.dudas, 'con dudas'],
  ]
    .filter(([n]) => n)
    .map(([n, what]) => `${n} ${what}`);
  return (
    <Typography role="status">
      {parts.join(' · ')}. {seleccionados} {seleccionados === 1 ? 'cambio seleccionado' : 'cambios seleccionados'}.
    </Typography>
  );
}

function totals(informe: Informe): string {
  const counts = new Map<string, number>();
  for (const f of informe.filas) counts.set(f.resultado, (counts.get(f.resultado) ?? 0) + 1);
  return [...counts].map(([resultado, n]) => `${n} ${resultado}`).join(', ');
}

function toggled(set: ReadonlySet<string>, key: string, on: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

/** Each row's record version as the first preview saw it, by the row's line. */
function versionsOf(vista: Vista, geo: GeoRecords | undefined): Map<number, number> {
  const versions = new Map<number, number>();
  if (!geo) return versions;
  const node = { estado: geo.estados, municipio: geo.municipios, parroquia: geo.parroquias }[vista.tipo] as Record<string, { version?: number }> | null | undefined;
  for (const c of vista.cambios) {
    if (c.fila === null || !c.id || c.accion === 'crear') continue;
    const record = node?.[c.id];
    if (record) versions.set(c.fila, record.version ?? 0);
  }
  return versions;
}

/** The rows with the version their record had at the first preview, where the file gives none (its line is the row's index + 2). */
function withVersions(filas: readonly Fila[], versions: Map<number, number>): Fila[] {
  return filas.map((fila, i) => {
    const version = versions.get(i + 2);
    return version === undefined || fila.version !== undefined ? fila : { ...fila, version: String(version) };
  });
}
