/** One labelled value of a card: `Capital: Mérida`. */
export interface Field {
  label: string;
  value: string;
}

/** A named list shown under a card's fields: a state's municipios, a municipio's parroquias. */
export interface FieldList {
  label: string;
  items: string[];
}

/** One entity, described for display. */
export interface CardModel {
  /** What it is: Estado, Municipio, Parroquia. */
  kind: string;
  title: string;
  fields: Field[];
  lists: FieldList[];
}

/** Several entities of one kind, one row each. */
export interface TableModel {
  title: string;
  columns: string[];
  rows: string[][];
  /** On a narrow terminal: the columns of names that may be narrowed (wrapped onto more lines)… */
  narrowable: number[];
  /** …and those left out, first to last, when that is not enough. */
  droppable: number[];
}

/** What a command shows: a card for one entity, a table for several. */
export type Model = { kind: 'card'; card: CardModel } | { kind: 'table'; table: TableModel };
