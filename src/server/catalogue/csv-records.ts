// RFC 4180 CSV: fields split by commas, a field in double quotes may hold commas, line breaks and
// doubled quotes, records end at CRLF, LF or CR. Written here rather than taken as a dependency: the
// format is small, and what the import needs beyond it (the line each record starts on, for the
// owner's report) is what libraries leave out.

export interface CsvRecord {
  /** The 1-based line of the file the record starts on; a quoted line break makes a record span lines. */
  line: number;
  fields: string[];
}

export interface CsvSyntaxError {
  line: number;
  code: 'quote_not_closed' | 'text_after_quote';
  message: string;
}

export interface CsvParse {
  /** Every record up to the first syntax error, blank lines left out. */
  records: CsvRecord[];
  error: CsvSyntaxError | null;
}

const QUOTE = '"';
const LINE_BREAKS = /\r\n?|\n/g;

export function parseCsv(input: string): CsvParse {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let line = 1;
  let at = 0;
  let fields: string[] = [];
  let recordLine = 1;

  const endRecord = () => {
    // A blank line (or one of only commas, as spreadsheets save empty rows) carries no data.
    if (fields.some((field) => field !== '')) records.push({ line: recordLine, fields });
    fields = [];
  };
  /** Steps over the line break at `at`, if there is one, and says whether there was. */
  const lineBreak = (): boolean => {
    if (text[at] === '\r') at += text[at + 1] === '\n' ? 2 : 1;
    else if (text[at] === '\n') at += 1;
    else return false;
    line += 1;
    return true;
  };

  while (at < text.length) {
    if (fields.length === 0) recordLine = line;
    if (text[at] === QUOTE) {
      const opened = line;
      at += 1;
      let value = '';
      for (;;) {
        const close = text.indexOf(QUOTE, at);
        if (close === -1) {
          return { records, error: { line: opened, code: 'quote_not_closed', message: 'A quoted field that starts on this line is never closed: a double quote (") is missing, so the rest of the file reads as one field.' } };
        }
        const chunk = text.slice(at, close);
        value += chunk;
        line += chunk.match(LINE_BREAKS)?.length ?? 0;
        at = close + 1;
        if (text[at] !== QUOTE) break;
        value += QUOTE;
        at += 1;
      }
      fields.push(value);
      if (at < text.length && text[at] !== ',' && text[at] !== '\r' && text[at] !== '\n') {
        return { records, error: { line, code: 'text_after_quote', message: 'A quoted field is followed by more text before the next comma: inside a quoted field, write a double quote as two ("").' } };
      }
    } else {
      let end = at;
      while (end < text.length && text[end] !== ',' && text[end] !== '\r' && text[end] !== '\n') end += 1;
      fields.push(text.slice(at, end));
      at = end;
    }
    if (text[at] === ',') {
      at += 1;
      // A comma at the very end of the text or of a line opens one more, empty, field.
      if (at >= text.length || text[at] === '\r' || text[at] === '\n') fields.push('');
    }
    if (lineBreak() || at >= text.length) endRecord();
  }
  return { records, error: null };
}
