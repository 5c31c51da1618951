// The product form, for a new product and an existing one: texts in four languages, categories and
// tags, price and sale, photos, colours and sizes. The catalogue's schema on the server is the one
// judge: its refusals come back beside their fields (product-api.ts) and are listed at the top, as
// are the translations not written yet.
import { Alert, AlertTitle, Box, Divider, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { AutocompleteArrayInput, BooleanInput, DateTimeInput, NumberInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { useIntlLocale } from '../format.tsx';
import { MissingFlag, switchInTheWindow } from './product-chips.tsx';
import { missingTranslations, type ProductDocument } from './product-document.ts';
import { ProductPhotos } from './product-photos.tsx';
import { TEXT_LABELS, ProductTexts } from './product-texts.tsx';
import { ProductVariants } from './product-variants.tsx';
import { useCatalogueWords } from './product-words.ts';

/** The words for a field of the document, by the path the API and the form share. */
const FIELD_LABELS: Record<string, string> = {
  ...TEXT_LABELS,
  sku: 'office.products.fields.sku',
  category: 'office.products.fields.categories',
  tag: 'office.products.fields.tags',
  price: 'office.products.fields.price',
  discount: 'office.products.fields.discount',
  offerStart: 'office.products.fields.offer_start',
  offerEnd: 'office.products.fields.offer_end',
  stock: 'office.products.fields.stock',
  returnable: 'office.products.fields.returnable',
  image: 'office.products.sections.photos',
  imageAlt: 'office.products.sections.photos',
  variation: 'office.products.sections.variants',
};

/** Text set apart in its own direction (Unicode's isolates, what <bdi> does), for a path inside Arabic. */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** A path as the staff member reads it: "Name (French)", "Price (AED)", else the section and the schema's path. */
function useDescribePath() {
  const translate = useTranslate();
  return (path: string): string => {
    const [field, ...rest] = path.split(/[.[\]]+/).filter(Boolean);
    const label = FIELD_LABELS[field ?? ''];
    if (!label) return isolated(path);
    if (field && field in TEXT_LABELS && rest.length === 1) return `${translate(label)} (${translate(`office.languages.${rest[0]}`, { _: rest[0] })})`;
    if (field === 'imageAlt' && rest.length === 2) {
      return `${translate('office.products.photos.photo', { number: Number(rest[0]) + 1 })}: ${translate('office.products.fields.image_alt', { language: translate(`office.languages.${rest[1]}`) })}`;
    }
    return rest.length ? `${translate(label)} (${isolated(path)})` : translate(label);
  };
}

/** Every problem in the form as [path in the document, message]: "variation[0].size[1].stock". */
function problemsOf(errors: FieldErrors, prefix = ''): [string, string][] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = /^\d+$/.test(key) ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key;
    const own: [string, string][] = typeof value.message === 'string' && value.message ? [[path, value.message]] : [];
    const inner = Object.entries(value).filter(([name]) => !['message', 'type', 'ref', 'types', 'root'].includes(name));
    return [...own, ...problemsOf(Object.fromEntries(inner) as FieldErrors, path)];
  });
}

/**
 * Every problem, above the form. It is brought into view when a save is refused: the save button
 * may be far below it (on a phone, fixed at the bottom), and the field refused out of sight.
 */
function Problems() {
  const translate = useTranslate();
  const describe = useDescribePath();
  const { errors, submitCount } = useFormState();
  const problems = problemsOf((errors.document ?? {}) as FieldErrors);
  const summary = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0;
  useEffect(() => {
    if (shown) summary.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [shown, submitCount]);
  if (!shown) return null;
  return (
    <Alert ref={summary} severity="error" sx={{ mb: 2, width: '100%', scrollMarginTop: 72 }} role="alert">
      <AlertTitle>{translate('office.products.problems_title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map(([path, message]) => (
          <li key={path}>
            {describe(path)}: <bdi>{translate(message, { _: message })}</bdi>
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** The missing translations by text: "Name: French, German and Arabic", "Photo 2: English and French". */
function useMissingByText() {
  const translate = useTranslate();
  const list = new Intl.ListFormat(useIntlLocale(), { type: 'conjunction' });
  return (missing: string[]): string[] => {
    const byText = new Map<string, string[]>();
    for (const path of missing) {
      const cut = path.lastIndexOf('.');
      const text = path.slice(0, cut);
      byText.set(text, [...(byText.get(text) ?? []), translate(`office.languages.${path.slice(cut + 1)}`)]);
    }
    return [...byText].map(([text, languages]) => {
      const photo = /^imageAlt\[(\d+)\]$/.exec(text);
      const label = photo ? translate('office.products.photos.photo', { number: Number(photo[1]) + 1 }) : translate(FIELD_LABELS[text] ?? text);
      return `${label}: ${list.format(languages)}`;
    });
  };
}

function MissingSummary() {
  const translate = useTranslate();
  const byText = useMissingByText();
  const document = useWatch({ name: 'document' }) as ProductDocument | undefined;
  const missing = document ? missingTranslations(document) : [];
  if (!missing.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2, width: '100%' }} aria-label={translate('office.products.missing_title')}>
      <AlertTitle>{translate('office.products.missing_count', { smart_count: missing.length })}</AlertTitle>
      {translate('office.products.missing_explanation')}
      <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {byText(missing).map((line) => (
          <li key={line}>
            <MissingFlag label={line} />
          </li>
        ))}
      </Stack>
    </Alert>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

/** Tags are written as one line, "abaya, everyday"; an empty piece is kept while typing and left out on saving. */
const formatTags = (tags: string[] | undefined) => (tags ?? []).join(', ');
const parseTags = (text: string) => (text ? text.split(/\s*[,،]\s*/) : []);
/** A sale's start and end as the API writes them (ISO, with the offset); empty is none. */
const parseDateTime = (value: string) => (value ? new Date(value).toISOString() : undefined);

/** What a document leaves out: absent means returnable (content/products writes only the exception). */
const DEFAULTS = { document: { returnable: true } };

export function ProductForm({ toolbar, header }: { toolbar: ReactElement; header?: ReactNode }) {
  const translate = useTranslate();
  const { categoryChoices } = useCatalogueWords();
  return (
    // Problems are listed above the form (Problems), not in a notice that would cover the save button on a phone.
    <SimpleForm toolbar={toolbar} defaultValues={DEFAULTS} warnWhenUnsavedChanges disableInvalidFormNotification sx={{ maxWidth: 960 }}>
      {header}
      <Problems />
      <MissingSummary />
      <Section title="office.products.sections.texts">
        <ProductTexts />
      </Section>
      <Section title="office.products.sections.catalogue">
        <TextInput source="document.sku" label="office.products.fields.sku" slotProps={{ htmlInput: { dir: 'ltr' } }} />
        <AutocompleteArrayInput source="document.category" label="office.products.fields.categories" choices={categoryChoices} translateChoice={false} fullWidth />
        <TextInput source="document.tag" label="office.products.fields.tags" helperText="office.products.fields.tags_help" format={formatTags} parse={parseTags} fullWidth slotProps={{ htmlInput: { dir: 'ltr' } }} />
      </Section>
      <Section title="office.products.sections.price">
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
          <NumberInput source="document.price" label="office.products.fields.price" min={0} step={0.01} />
          <NumberInput source="document.discount" label="office.products.fields.discount" helperText="office.products.fields.discount_help" min={0} max={50} step={1} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
          <DateTimeInput source="document.offerStart" label="office.products.fields.offer_start" parse={parseDateTime} />
          <DateTimeInput source="document.offerEnd" label="office.products.fields.offer_end" parse={parseDateTime} />
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
          {translate('office.products.fields.offer_help')}
        </Typography>
        <BooleanInput source="document.new" label="office.products.fields.new" sx={switchInTheWindow} />
        <BooleanInput source="document.returnable" label="office.products.fields.returnable" sx={switchInTheWindow} />
      </Section>
      <Section title="office.products.sections.photos">
        <ProductPhotos />
      </Section>
      <Section title="office.products.sections.variants">
        <ProductVariants />
      </Section>
    </SimpleForm>
  );
}
