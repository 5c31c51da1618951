// A product description in HTML as the plain text the product page splits into paragraphs.
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../src/server/catalogue/html-text.ts';

describe('htmlToText', () => {
  it('keeps paragraphs as blank-line-separated text and a <br> as a line break', () => {
    expect(htmlToText('<h2>Soft crepe</h2>\n<p>Light and\n   matte.<br/>Falls well.</p><ul><li>Hand wash</li><li>Dry flat</li></ul>')).toBe(
      'Soft crepe\n\nLight and matte.\nFalls well.\n\nHand wash\n\nDry flat',
    );
  });

  it('removes inline tags, comments, scripts and styles, keeping their text where it is text', () => {
    expect(htmlToText('<p>A <strong>silk</strong> <a href="/x">twill</a><!-- draft --><script>alert(1)</script><style>p{}</style>.</p>')).toBe('A silk twill.');
  });

  it('decodes entities after removing tags, so written markup stays text', () => {
    expect(htmlToText('<p>90&nbsp;cm &ndash; it won&#8217;t &amp; can&#x2019;t slip: &lt;b&gt;</p>')).toBe('90 cm – it won’t & can’t slip: <b>');
  });

  it('leaves an unknown entity as written and never decodes a control character', () => {
    expect(htmlToText('&madeup; &#1;&#x7f;')).toBe('&madeup; \uFFFD\uFFFD');
  });

  it('is empty for markup without text', () => {
    expect(htmlToText('<p> </p><p>&nbsp;</p><br>')).toBe('');
  });

  it('passes plain text through, its blank lines and line breaks collapsed as HTML does', () => {
    expect(htmlToText('Just words,\n\nno tags.')).toBe('Just words, no tags.');
  });
});
