/** What a picker sends as filter while the user types: `vegeo buscar`'s search, typos forgiven. */
export const buscarFilter = (text: string) => ({ buscar: text });
