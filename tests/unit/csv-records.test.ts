// The RFC 4180 reader under the Shopify import: quoting, line breaks of every kind, the line each
// record starts on, and the two ways a file can be broken.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/server/catalogue/csv-records.ts';

const fieldsOf = (text: string) => parseCsv(text).records.map((record) => record.fields);

describe('parseCsv', () => {
  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    expect(fieldsOf('a,"b, c","say ""hi""","two\nlines"\n')).toEqual([['a', 'b, c', 'say "hi"', 'two\nlines']]);
  });

  it('ends records at CRLF, LF or CR, and drops a UTF-8 byte order mark', () => {
    expect(fieldsOf('\uFEFFa,b\r\nc,d\ne,f\rg,h')).toEqual([['a', 'b'], ['c', 'd'], ['e', 'f'], ['g', 'h']]);
  });

  it('keeps empty fields, a trailing comma included', () => {
    expect(fieldsOf('a,,b,\n,x,""\n')).toEqual([['a', '', 'b', ''], ['', 'x', '']]);
  });

  it('leaves out blank lines and rows of only commas, wherever they are', () => {
    const { records } = parseCsv('h1,h2\n\na,b\n,\n\r\n\n');
    expect(records).toEqual([{ line: 1, fields: ['h1', 'h2'] }, { line: 3, fields: ['a', 'b'] }]);
  });

  it('numbers each record by the line it starts on, counting line breaks inside quotes', () => {
    const { records } = parseCsv('h\r\n"one\r\ntwo\rthree\nfour"\r\nnext\r\n');
    expect(records.map((record) => record.line)).toEqual([1, 2, 6]);
  });

  it('keeps a quote inside an unquoted field as written', () => {
    expect(fieldsOf('9" wide,b\n')).toEqual([['9" wide', 'b']]);
  });

  it('reports a quoted field never closed on the line it opens, with the records before it', () => {
    const result = parseCsv('h1,h2\na,b\nc,"open\nd,e\n');
    expect(result.records.map((record) => record.line)).toEqual([1, 2]);
    expect(result.error).toEqual({ line: 3, code: 'quote_not_closed', message: expect.stringContaining('never closed') });
  });

  it('reports text after a closing quote', () => {
    const result = parseCsv('h1,h2\n"a"b,c\n');
    expect(result.error).toEqual({ line: 2, code: 'text_after_quote', message: expect.stringContaining('write a double quote as two') });
    expect(parseCsv('h1,h2\n"a",c\n').error).toBeNull();
  });

  it('reads back whatever a writer quoting by RFC 4180 wrote', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'é', ' ', ',', '"', '\n', '\r', 'ش') });
    const write = (value: string) => (/[",\r\n]/.test(value) || value === '' ? `"${value.replace(/"/g, '""')}"` : value);
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 6 }), fc.constantFrom('\n', '\r\n'), (rows, eol) => {
        const text = rows.map((row) => row.map(write).join(',')).join(eol) + eol;
        expect(fieldsOf(text)).toEqual(rows.filter((row) => row.some((value) => value !== '')));
      }),
    );
  });
});
