// The carrier and tracking number of a shipment, as the order page and the bulk "Mark shipped"
// dialog ask for them: the carriers the shop links to are offered, any other may be typed.
import { Autocomplete, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CARRIERS } from '../../../src/lib/orders/carriers.ts';

const CARRIER_NAMES = CARRIERS.map((carrier) => carrier.name);

export type Shipment = { tracking_number: string; carrier: string };

export function ShipFields({ value, onChange, idPrefix, label }: { value: Shipment; onChange: (next: Shipment) => void; idPrefix: string; label?: string }) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} role="group" aria-label={label}>
      <TextField
        id={`${idPrefix}-tracking`}
        label={translate('office.orders.tracking_number')}
        value={value.tracking_number}
        onChange={(event) => onChange({ ...value, tracking_number: event.target.value })}
        required
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters', spellCheck: false } }}
      />
      <Autocomplete
        freeSolo
        options={CARRIER_NAMES}
        value={value.carrier}
        onInputChange={(_, carrier) => onChange({ ...value, carrier })}
        fullWidth
        renderInput={(params) => <TextField {...params} id={`${idPrefix}-carrier`} label={translate('office.orders.carrier')} required />}
      />
    </Stack>
  );
}
