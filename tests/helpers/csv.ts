// Test helper: the rows of a CSV export, to compare cells rather than bytes.

/** Splits CSV text into rows of cells (RFC 4180 quoting), dropping the byte-order mark. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted && ch === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted) cell += ch;
    else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\r' && body[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += ch;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}
