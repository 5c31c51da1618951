// Products: searched by name or SKU, filtered by category, shown or hidden, translations missing
// and publish state; each with its photo, its name in the staff member's language (else English),
// the translations it lacks, SKU, price, stock and where the saved version stands on the site
// (a failed publish with the build's reason). On a phone, a simple list.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Chip, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Button,
  CreateButton,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useLocaleState,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router';
import { useIntlLocale, useMoney, useSmall } from '../format.tsx';
import { HiddenChip, LiveChip, MissingFlag, switchInTheWindow, Thumbnail } from './product-chips.tsx';
import { PUBLISH_STATUSES, type ProductRow } from './product-document.ts';
import { useCatalogueWords } from './product-words.ts';

function useFilters() {
  const translate = useTranslate();
  const { categoryChoices } = useCatalogueWords();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.products.fields.q')} />,
    <SelectInput key="category" source="category" choices={categoryChoices} translateChoice={false} />,
    <SelectInput
      key="status"
      source="status"
      translateChoice={false}
      choices={[
        { id: 'visible', name: translate('office.products.visibility.visible') },
        { id: 'hidden', name: translate('office.products.visibility.hidden') },
      ]}
    />,
    <BooleanInput key="untranslated" source="untranslated" sx={switchInTheWindow} />,
    <SelectInput
      key="publish"
      source="publish"
      translateChoice={false}
      choices={PUBLISH_STATUSES.map((status) => ({ id: status, name: translate(`office.products.publish.${status}`) }))}
    />,
  ];
}

function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <FilterButton />
      <Button component={Link} to="/products/import" label={translate('office.import.open')}>
        <UploadFileIcon />
      </Button>
      <CreateButton label="office.products.add" />
    </TopToolbar>
  );
}

/** The name in the staff member's language, else the English one; flagged with how many translations are missing (an alt text's included). */
function ProductName({ record }: { record: ProductRow }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const own = record.names?.[locale as 'en' | 'ar'];
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span" lang={own ? locale : 'en'} sx={{ fontWeight: 600 }}>
        <bdi>{own ?? record.name}</bdi>
      </Typography>
      {record.missing.length > 0 && <MissingFlag label={translate('office.products.missing_count', { smart_count: record.missing.length })} />}
      {record.hidden && <HiddenChip />}
    </Stack>
  );
}

const live = (record: RaRecord) => <LiveChip record={record as ProductRow} />;

/** The price, and the sale's discount beside it when there is one. */
function Price({ record }: { record: ProductRow }) {
  const money = useMoney();
  const percent = new Intl.NumberFormat(useIntlLocale(), { style: 'percent' });
  return (
    <>
      {money(record.price)}
      {record.discount > 0 && <Chip size="small" label={percent.format(-record.discount / 100)} sx={{ ml: 0.75, bgcolor: '#fde5e5', color: '#7a1313' }} />}
    </>
  );
}

export function ProductList() {
  const small = useSmall();
  return (
    <List filters={useFilters()} actions={<Actions />} sort={{ field: 'updated_at', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList
          leftAvatar={(record) => <Thumbnail src={record.cover} size={40} />}
          primaryText={(record) => <ProductName record={record as ProductRow} />}
          secondaryText={(record) => (
            <>
              <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>{record.sku}</bdi> · <Price record={record as ProductRow} /> · {record.stock}
            </>
          )}
          tertiaryText={live}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <FunctionField source="cover" sortable={false} render={(record) => <Thumbnail src={record.cover} />} />
          <FunctionField source="name" render={(record) => <ProductName record={record as ProductRow} />} />
          <FunctionField source="sku" sortable={false} render={(record) => <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>{record.sku}</bdi>} />
          <FunctionField source="price" render={(record) => <Price record={record as ProductRow} />} textAlign="right" />
          <FunctionField source="stock" render={(record) => record.stock} textAlign="right" />
          <FunctionField source="published" sortable={false} render={live} />
        </Datagrid>
      )}
    </List>
  );
}
