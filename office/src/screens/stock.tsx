// Stock: each variant's count, changed in place. A change names the count it started from, so a
// sale or another person's change meanwhile is refused (409 stale_record) and the current count
// shown, never overwritten. The shop's pages show the new count within the 5 s their copy lives.
import SaveIcon from '@mui/icons-material/Save';
import { IconButton, Link as MuiLink, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { BooleanInput, Datagrid, FunctionField, List, SearchInput, useNotify, useRefresh, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { OfficeError } from '../api.ts';
import { useProductName, useVariantName } from '../catalogue-words.ts';

function StockEditor({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [value, setValue] = useState(String(record.stock));
  const [update, { isPending }] = useUpdate();
  const changed = value !== String(record.stock);
  const valid = /^\d{1,6}$/.test(value);
  const label = `${translate('resources.stock.fields.stock')} — ${record.sku}`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || !valid) return;
    update(
      'stock',
      { id: record.id, data: { stock: Number(value) }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('office.stock.saved', { type: 'success', messageArgs: { sku: record.sku, stock: value } }),
        onError: (error) => {
          notify((error as Error).message, { type: 'error' });
          if (error instanceof OfficeError && error.code === 'stale_record') refresh();
        },
      },
    );
  };

  return (
    <Stack component="form" direction="row" onSubmit={save} sx={{ alignItems: 'center', gap: 0.5 }} onClick={(event) => event.stopPropagation()}>
      <TextField
        size="small"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={!valid}
        sx={{ width: 90 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': label, dir: 'ltr' } }}
      />
      <Tooltip title={translate('ra.action.save')}>
        <span>
          <IconButton type="submit" size="small" color="primary" disabled={!changed || !valid || isPending} aria-label={`${translate('ra.action.save')} — ${label}`}>
            <SaveIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

export function StockList() {
  const translate = useTranslate();
  const productName = useProductName();
  const variantName = useVariantName();
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.stock.fields.q')} />, <BooleanInput key="low" source="low" alwaysOn />]}
      sort={{ field: 'stock', order: 'ASC' }}
      perPage={50}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField
          source="product"
          render={(record) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                <bdi>{productName(record.names, record.product)}</bdi>
              </Typography>
              <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                <bdi>{variantName(record)}</bdi>
              </Typography>
              {/* A SKU reads left to right and in one piece, in Arabic too: on a phone it broke at its dashes. */}
              <Typography variant="caption" color="text.secondary" component="bdi" dir="ltr" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                {record.sku}
              </Typography>
              {record.product_id && (
                <MuiLink href={`/product/${record.product_id}/`} target="_blank" rel="noopener" variant="caption">
                  {translate('office.stock.view_product')}
                </MuiLink>
              )}
            </>
          )}
        />
        <FunctionField source="stock" render={(record) => <StockEditor key={`${record.id}-${record.stock}`} record={record} />} />
      </Datagrid>
    </List>
  );
}
