// The office's product form rules (office/src/screens/product-document.ts): a missing translation
// is named as the API names it and never filled in from English, the document sent leaves out what
// was not written, the server's paths land on the form's fields, and photos move and go with
// their alt texts.
import { describe, expect, it } from 'vitest';
import {
  buildReason,
  documentToSave,
  emptyDocument,
  formErrors,
  missingTranslations,
  movePhoto,
  removePhoto,
  type ProductDocument,
} from '../../office/src/screens/product-document.ts';

const written = (text: string) => ({ en: `${text} en`, fr: `${text} fr`, de: `${text} de`, ar: `${text} ar` });

const complete = (): ProductDocument => ({
  ...emptyDocument(),
  sku: 'ABY-01',
  name: written('name'),
  shortDescription: written('short'),
  fullDescription: written('full'),
  price: 120,
  category: ['women'],
  image: ['/images/photos/a.webp', '/images/photos/b.webp'],
  imageAlt: [written('alt a'), written('alt b')],
});

describe('missing translations', () => {
  it('names none when every text is written', () => {
    expect(missingTranslations(complete())).toEqual([]);
  });

  it('names each text not written, English included, as the API does', () => {
    const document = complete();
    document.name = { en: 'Abaya' };
    document.shortDescription = { ...written('short'), de: '   ' };
    document.imageAlt = [written('alt a'), { en: 'alt b' }];
    expect(missingTranslations(document)).toEqual(['name.fr', 'name.de', 'name.ar', 'shortDescription.de', 'imageAlt[1].fr', 'imageAlt[1].de', 'imageAlt[1].ar']);
    expect(missingTranslations({ ...complete(), fullDescription: { fr: 'x', de: 'y', ar: 'z' } })).toEqual(['fullDescription.en']);
  });

  it('asks an alt text of every photo, even one with none at all', () => {
    expect(missingTranslations({ ...complete(), imageAlt: [written('alt a')] })).toEqual(['imageAlt[1].en', 'imageAlt[1].fr', 'imageAlt[1].de', 'imageAlt[1].ar']);
  });

  it('asks none while the product gives no alt text at all (each page names a photo by the product), as the API counts', () => {
    expect(missingTranslations({ ...complete(), imageAlt: undefined })).toEqual([]);
    expect(missingTranslations({ ...complete(), imageAlt: [{}, { en: ' ' }] })).toEqual([]);
  });
});

describe('the document sent', () => {
  it('leaves a translation not written out, never copies English into it', () => {
    const saved = documentToSave({ ...complete(), name: { en: ' Abaya ', fr: '', de: '  ' }, imageAlt: [{ en: 'front' }] });
    expect(saved.name).toEqual({ en: 'Abaya' });
    expect(saved.imageAlt).toEqual([{ en: 'front' }, {}]);
  });

  it('sends alt texts once any is written, one per photo', () => {
    expect(documentToSave({ ...complete(), imageAlt: [{ en: ' ' }] })).not.toHaveProperty('imageAlt');
    expect(documentToSave({ ...complete(), imageAlt: [] })).not.toHaveProperty('imageAlt');
    expect(documentToSave({ ...complete(), imageAlt: [{}, { ar: 'خلف' }] }).imageAlt).toEqual([{}, { ar: 'خلف' }]);
  });

  it('sends no empty variation, sale date or link, and returnable only when it is not', () => {
    const saved = documentToSave({ ...complete(), variation: [], offerStart: '', offerEnd: undefined, affiliateLink: ' ', returnable: true, tag: ['abaya', '', ' silk '] });
    expect(saved).not.toHaveProperty('variation');
    expect(saved).not.toHaveProperty('offerStart');
    expect(saved).not.toHaveProperty('offerEnd');
    expect(saved).not.toHaveProperty('affiliateLink');
    expect(saved).not.toHaveProperty('returnable');
    expect(saved.tag).toEqual(['abaya', 'silk']);
    expect(documentToSave({ ...complete(), returnable: false }).returnable).toBe(false);
  });

  it('keeps colours, sizes and a sale as given', () => {
    const variation = [{ color: 'black' as const, image: '/images/photos/a.webp', size: [{ name: 'm' as const, stock: 3 }] }];
    const saved = documentToSave({ ...complete(), variation, discount: 20, offerStart: '2026-12-01T08:00:00.000Z', offerEnd: '2026-12-03T20:00:00.000Z' });
    expect(saved.variation).toEqual(variation);
    expect([saved.discount, saved.offerStart, saved.offerEnd]).toEqual([20, '2026-12-01T08:00:00.000Z', '2026-12-03T20:00:00.000Z']);
  });
});

describe("the server's refusals", () => {
  it('land on the form field of their path', () => {
    expect(formErrors({ 'variation[0].size[1].stock': 'Too small', 'name.en': 'Required', price: 'Too small', 'imageAlt[12].ar': 'Too long' })).toEqual({
      'document.variation.0.size.1.stock': 'Too small',
      'document.name.en': 'Required',
      'document.price': 'Too small',
      'document.imageAlt.12.ar': 'Too long',
    });
  });
});

describe('photos', () => {
  const three = { image: ['a', 'b', 'c'], imageAlt: [{ en: 'A' }, { en: 'B' }] };

  it('move with their alt texts, and not past either end', () => {
    expect(movePhoto(three, 1, 1)).toEqual({ image: ['a', 'c', 'b'], imageAlt: [{ en: 'A' }, {}, { en: 'B' }] });
    expect(movePhoto(three, 1, -1)).toEqual({ image: ['b', 'a', 'c'], imageAlt: [{ en: 'B' }, { en: 'A' }, {}] });
    expect(movePhoto(three, 0, -1).image).toEqual(['a', 'b', 'c']);
    expect(movePhoto(three, 2, 1).image).toEqual(['a', 'b', 'c']);
  });

  it('go with their alt texts', () => {
    expect(removePhoto(three, 0)).toEqual({ image: ['b', 'c'], imageAlt: [{ en: 'B' }, {}] });
    expect(removePhoto(three, 2)).toEqual({ image: ['a', 'b'], imageAlt: [{ en: 'A' }, { en: 'B' }] });
  });
});

describe('a failed build\'s reason', () => {
  it('is shown without the terminal\'s colour codes, and otherwise as the build printed it', () => {
    expect(buildReason('The site build failed (exit 1): \u001b[1m\u001b[31m[astro]\u001b[39m\u001b[22m Unable to load your config')).toBe(
      'The site build failed (exit 1): [astro] Unable to load your config',
    );
    expect(buildReason('out of disk space [1/2]')).toBe('out of disk space [1/2]');
  });
});
