// A product's colours and sizes, each size with its stock, from the catalogue's closed lists, and
// for each colour the photo the shop shows when it is chosen; or, with no colour, one stock.
import { Box } from '@mui/material';
import { AddItemButton, ArrayInput, NumberInput, SelectInput, SimpleFormIterator, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Thumbnail } from './product-chips.tsx';
import { useCatalogueWords } from './product-words.ts';

/** A line's remove button shown at all times, not only under a mouse: a phone has none, a keyboard needs to reach it. */
const removeAlwaysShown = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } as const;

/** The product's photos as choices, each shown small with its number. */
function usePhotoChoices() {
  const translate = useTranslate();
  const image = (useWatch({ name: 'document.image' }) as string[] | undefined) ?? [];
  return image.map((path, index) => ({ id: path, name: translate('office.products.photos.photo', { number: index + 1 }) }));
}

/** A photo choice, shown small with its number (react-admin gives the choice as the record). */
function PhotoOption() {
  const choice = useRecordContext<{ id: string; name: string }>();
  if (!choice) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Thumbnail src={choice.id} size={28} />
      {choice.name}
    </Box>
  );
}

export function ProductVariants() {
  const { colourChoices, sizeChoices } = useCatalogueWords();
  const photoChoices = usePhotoChoices();
  const variation = useWatch({ name: 'document.variation' }) as unknown[] | undefined;
  return (
    <Box sx={{ width: '100%' }}>
      <ArrayInput source="document.variation" label={false}>
        <SimpleFormIterator disableReordering fullWidth addButton={<AddItemButton label="office.products.fields.add_colour" />} sx={[removeAlwaysShown, { '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', pb: 1 } }]}>
          <SelectInput source="color" label="office.products.fields.colour" choices={colourChoices} translateChoice={false} />
          <SelectInput source="image" label="office.products.fields.colour_photo" choices={photoChoices} optionText={<PhotoOption />} translateChoice={false} />
          <ArrayInput source="size" label="office.products.fields.sizes">
            <SimpleFormIterator inline disableReordering addButton={<AddItemButton label="office.products.fields.add_size" />} sx={removeAlwaysShown}>
              <SelectInput source="name" label="office.products.fields.size" choices={sizeChoices} translateChoice={false} sx={{ minWidth: 100 }} />
              <NumberInput source="stock" label="office.products.fields.size_stock" min={0} step={1} sx={{ maxWidth: 140 }} />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
      {!variation?.length && <NumberInput source="document.stock" label="office.products.fields.stock" min={0} step={1} helperText="office.products.fields.stock_help" />}
    </Box>
  );
}
