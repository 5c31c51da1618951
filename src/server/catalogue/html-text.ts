// A product description written in HTML (Shopify's Body (HTML)) as the catalogue's plain text:
// paragraphs separated by a blank line, which is how the product page splits a description.
// Not an HTML parser: descriptions are an editor's simple markup, and all that is needed is the
// text, where paragraphs break, and entities decoded. Tags are removed before entities are
// decoded, so a written "&lt;b&gt;" stays the text "<b>".

const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'ol', 'p', 'pre', 'section', 'table',
  'td', 'th', 'tr', 'ul',
]);

// The entities rich-text editors write for punctuation and the accented letters of the shop's
// European languages; any other named entity is left as written.
const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: '',
  ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„',
  laquo: '«', raquo: '»', bull: '•', middot: '·', deg: '°', times: '×', divide: '÷', plusmn: '±',
  copy: '©', reg: '®', trade: '™', euro: '€', pound: '£', cent: '¢', yen: '¥', sect: '§', para: '¶', frac12: '½', frac14: '¼', frac34: '¾',
  agrave: 'à', aacute: 'á', acirc: 'â', auml: 'ä', atilde: 'ã', aring: 'å', aelig: 'æ', ccedil: 'ç',
  egrave: 'è', eacute: 'é', ecirc: 'ê', euml: 'ë', igrave: 'ì', iacute: 'í', icirc: 'î', iuml: 'ï',
  ntilde: 'ñ', ograve: 'ò', oacute: 'ó', ocirc: 'ô', ouml: 'ö', otilde: 'õ', oslash: 'ø', oelig: 'œ',
  ugrave: 'ù', uacute: 'ú', ucirc: 'û', uuml: 'ü', yuml: 'ÿ', szlig: 'ß',
  Agrave: 'À', Aacute: 'Á', Acirc: 'Â', Auml: 'Ä', Ccedil: 'Ç', Egrave: 'È', Eacute: 'É', Ecirc: 'Ê',
  Euml: 'Ë', Icirc: 'Î', Iuml: 'Ï', Ocirc: 'Ô', Ouml: 'Ö', OElig: 'Œ', Ugrave: 'Ù', Ucirc: 'Û', Uuml: 'Ü',
};

const PARAGRAPH = '\n\n';

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      // Controls and lone surrogates are never text a shopper should be sent.
      const valid = code >= 0x20 && !(code >= 0x7f && code <= 0x9f) && !(code >= 0xd800 && code <= 0xdfff) && code <= 0x10ffff;
      return valid ? String.fromCodePoint(code) : '\uFFFD';
    }
    return NAMED[name] ?? whole;
  });
}

export function htmlToText(html: string): string {
  const marked = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    // In HTML a line break in the source is a space; breaks in the text come from the markup only.
    .replace(/\s+/g, ' ')
    .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_tag, name: string) => {
      const tag = name.toLowerCase();
      if (tag === 'br') return '\n';
      return BLOCK.has(tag) ? PARAGRAPH : '';
    });
  return decodeEntities(marked)
    .split(/\n{2,}/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/[ \u00a0]+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join(PARAGRAPH);
}
