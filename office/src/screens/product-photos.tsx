// A product's photos: uploaded to the server (which checks each file and says why it refuses one),
// put in order (the first is the cover), removed, and described in each of the four languages.
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { LOCALE_TABLE } from '../../../src/lib/locale.ts';
import { MissingFlag } from './product-chips.tsx';
import { uploadPhoto } from './product-api.ts';
import { LOCALES, movePhoto, removePhoto, type Locale, type Texts } from './product-document.ts';

function AltText({ index, locale }: { index: number; locale: Locale }) {
  const translate = useTranslate();
  const value = useWatch({ name: `document.imageAlt.${index}.${locale}` }) as string | undefined;
  return (
    <TextInput
      source={`document.imageAlt.${index}.${locale}`}
      label={translate('office.products.fields.image_alt', { language: translate(`office.languages.${locale}`) })}
      fullWidth
      helperText={value?.trim() ? false : <MissingFlag />}
      slotProps={{ htmlInput: { lang: LOCALE_TABLE[locale].lang, dir: LOCALE_TABLE[locale].dir } }}
    />
  );
}

export function ProductPhotos() {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const image = (useWatch({ name: 'document.image' }) as string[] | undefined) ?? [];
  const [uploading, setUploading] = useState(0);
  const [refused, setRefused] = useState<string[]>([]);

  const photos = () => ({ image: (getValues('document.image') as string[] | undefined) ?? [], imageAlt: (getValues('document.imageAlt') as Texts[] | undefined) ?? [] });
  const put = (next: { image: string[]; imageAlt?: Texts[] }) => {
    setValue('document.image', next.image, { shouldDirty: true });
    setValue('document.imageAlt', next.imageAlt ?? [], { shouldDirty: true });
  };

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setRefused([]);
    setUploading((count) => count + files.length);
    // One at a time, in the order chosen, so the photos keep it.
    for (const file of files) {
      try {
        const { path } = await uploadPhoto(file);
        const current = photos();
        put({ image: [...current.image, path], imageAlt: [...current.image.map((_, i) => current.imageAlt[i] ?? {}), {}] });
      } catch (error) {
        setRefused((all) => [...all, translate('office.products.photos.refused', { name: file.name, reason: (error as Error).message })]);
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('office.products.photos.help')}
      </Typography>
      {refused.map((text) => (
        <Alert key={text} severity="error">
          {text}
        </Alert>
      ))}
      {image.length === 0 && <Typography variant="body2">{translate('office.products.photos.none')}</Typography>}
      {image.map((path, index) => {
        const number = index + 1;
        return (
          <Card key={`${path}-${index}`} variant="outlined" role="group" aria-label={translate('office.products.photos.photo', { number })}>
            <CardContent>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Box sx={{ flex: 'none' }}>
                  <Box component="img" src={path} alt="" sx={{ width: 160, height: 160, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }} />
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mt: 1 }}>
                    <Typography variant="subtitle2" component="span">
                      {translate('office.products.photos.photo', { number })}
                    </Typography>
                    {index === 0 && <Chip size="small" label={translate('office.products.photos.cover')} />}
                  </Stack>
                  <Stack direction="row">
                    {([
                      ['earlier', -1, <ArrowUpwardIcon key="i" />],
                      ['later', 1, <ArrowDownwardIcon key="i" />],
                    ] as const).map(([action, by, icon]) => (
                      <Tooltip key={action} title={translate(`office.products.photos.${action}`, { number })}>
                        <span>
                          <IconButton
                            aria-label={translate(`office.products.photos.${action}`, { number })}
                            disabled={by === -1 ? index === 0 : index === image.length - 1}
                            onClick={() => put(movePhoto(photos(), index, by))}
                          >
                            {icon}
                          </IconButton>
                        </span>
                      </Tooltip>
                    ))}
                    <Tooltip title={translate('office.products.photos.remove', { number })}>
                      <IconButton aria-label={translate('office.products.photos.remove', { number })} onClick={() => put(removePhoto(photos(), index))}>
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  {LOCALES.map((locale) => (
                    <AltText key={locale} index={index} locale={locale} />
                  ))}
                </Box>
              </Stack>
            </CardContent>
          </Card>
        );
      })}
      <Box>
        <Button component="label" variant="outlined" startIcon={<AddPhotoIcon />} disabled={uploading > 0}>
          {uploading > 0 ? translate('office.products.photos.uploading') : translate('office.products.photos.add')}
          <input type="file" hidden multiple accept="image/jpeg,image/png,image/webp,image/avif" onChange={add} />
        </Button>
      </Box>
    </Stack>
  );
}
