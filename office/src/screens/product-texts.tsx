// A product's name and descriptions in each of the catalogue's four languages, a tab per language.
// Every text not written is flagged beside its box and counted on its tab; nothing is filled in
// from English. All four tabs stay in the form (hidden, not removed), so a refusal of a text in
// another language is kept beside its box.
import { Box, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { LOCALE_TABLE } from '../../../src/lib/locale.ts';
import { MissingFlag } from './product-chips.tsx';
import { LOCALES, TEXT_FIELDS, type Locale, type Texts, type TextField } from './product-document.ts';

export const TEXT_LABELS: Record<TextField, string> = {
  name: 'office.products.fields.name',
  shortDescription: 'office.products.fields.short_description',
  fullDescription: 'office.products.fields.full_description',
};

const written = (text: string | undefined) => Boolean(text?.trim());

function TextBox({ field, locale }: { field: TextField; locale: Locale }) {
  const translate = useTranslate();
  const value = useWatch({ name: `document.${field}.${locale}` }) as string | undefined;
  const long = field !== 'name';
  return (
    <TextInput
      source={`document.${field}.${locale}`}
      label={TEXT_LABELS[field]}
      fullWidth
      multiline={long}
      minRows={field === 'fullDescription' ? 4 : long ? 2 : undefined}
      helperText={written(value) ? false : <MissingFlag label={translate('office.products.translation_missing')} />}
      slotProps={{ htmlInput: { lang: LOCALE_TABLE[locale].lang, dir: LOCALE_TABLE[locale].dir } }}
    />
  );
}

export function ProductTexts() {
  const translate = useTranslate();
  const [shown, setShown] = useState<Locale>('en');
  const texts = useWatch({ name: 'document' }) as Record<TextField, Texts> | undefined;
  const { errors } = useFormState();
  const documentErrors = (errors.document ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const missingIn = (locale: Locale) => TEXT_FIELDS.filter((field) => !written(texts?.[field]?.[locale])).length;
  const refusedIn = (locale: Locale) => TEXT_FIELDS.some((field) => documentErrors[field]?.[locale]);
  return (
    <Box sx={{ width: '100%' }}>
      {/* Sized by the page, not by the four tabs: on a phone they scroll rather than widen the page. */}
      <Tabs
        value={shown}
        onChange={(_, locale: Locale) => setShown(locale)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('office.products.sections.texts')}
        sx={{ contain: 'inline-size' }}
      >
        {LOCALES.map((locale) => (
          <Tab
            key={locale}
            value={locale}
            id={`texts-tab-${locale}`}
            aria-controls={`texts-panel-${locale}`}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                {translate(`office.languages.${locale}`)}
                {(refusedIn(locale) || missingIn(locale) > 0) && (
                  <Box
                    component="span"
                    sx={{ minWidth: 20, height: 20, px: 0.5, borderRadius: 10, fontSize: 12, lineHeight: '20px', textAlign: 'center', ...(refusedIn(locale) ? { bgcolor: '#b3261e', color: '#fff' } : { bgcolor: '#ffd699', color: '#3d2100' }) }}
                  >
                    {refusedIn(locale) ? '!' : missingIn(locale)}
                  </Box>
                )}
              </Box>
            }
          />
        ))}
      </Tabs>
      {LOCALES.map((locale) => (
        <Stack key={locale} role="tabpanel" id={`texts-panel-${locale}`} aria-labelledby={`texts-tab-${locale}`} sx={{ pt: 2, display: shown === locale ? 'flex' : 'none' }}>
          {TEXT_FIELDS.map((field) => (
            <TextBox key={field} field={field} locale={locale} />
          ))}
        </Stack>
      ))}
    </Box>
  );
}
