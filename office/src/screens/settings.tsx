// Settings (the owner's): every site setting with its value, where the value comes from and what
// it does in English and Arabic; one form per setting, checked by the settings schema on the
// server (its refusals shown beside the field) and live at once, as by the operator's command.
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberInput,
  SaveButton,
  SimpleForm,
  SimpleList,
  TextInput,
  Toolbar,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useSmall } from '../format.tsx';

type Meaning = { en?: string; ar?: string };

/** The setting's meaning in both languages, as the API names them. */
const meaningOf = (record: RaRecord): Meaning => (record.meaning && typeof record.meaning === 'object' ? record.meaning : { en: record.meaning_en ?? record.meaning, ar: record.meaning_ar });

const isStructured = (value: unknown) => value !== null && typeof value === 'object';
const shown = (value: unknown) => (value === null || value === undefined ? '—' : isStructured(value) ? JSON.stringify(value) : String(value));

function MeaningText({ record }: { record: RaRecord }) {
  const [locale] = useLocaleState();
  const meaning = meaningOf(record);
  // The staff member's language first, the other after it, each in its own direction.
  const order: ('en' | 'ar')[] = locale === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  return (
    <>
      {order.map(
        (language, index) =>
          meaning[language] && (
            <Box key={language} component="p" lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'} sx={{ m: 0, typography: 'body2', color: index ? 'text.secondary' : 'text.primary' }}>
              {meaning[language]}
            </Box>
          ),
      )}
    </>
  );
}

function SourceChip({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate(`office.settings.source.${record.source}`, { _: record.source ?? '' })} />;
}

export function SettingList() {
  const small = useSmall();
  const [locale] = useLocaleState();
  return (
    <List pagination={false} perPage={100} exporter={false}>
      {small ? (
        <SimpleList
          primaryText={(record) => meaningOf(record)[locale === 'ar' ? 'ar' : 'en'] ?? record.id}
          secondaryText={(record) => (
            <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              <code>{record.id}</code> · <bdi>{shown(record.value)}</bdi>
            </Box>
          )}
          tertiaryText={(record) => <SourceChip record={record} />}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <FunctionField source="key" sortable={false} render={(record) => <code>{record.id}</code>} />
          <FunctionField source="value" sortable={false} render={(record) => <Box component="bdi" sx={{ overflowWrap: 'anywhere' }}>{shown(record.value)}</Box>} />
          <FunctionField source="source" sortable={false} render={(record) => <SourceChip record={record} />} />
          <FunctionField source="meaning" sortable={false} render={(record) => <MeaningText record={record} />} />
        </Datagrid>
      )}
    </List>
  );
}

/** The input for the setting's kind of value: a switch, a number, JSON for a structured value, else text. */
function ValueInput() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  // The rule is the settings schema's own words (English): shown as such, in its own direction.
  const helperText = (
    <>
      {record.rule && (
        <bdi lang="en" dir="ltr">
          {record.rule}
        </bdi>
      )}
      {record.rule && ' · '}
      {translate('office.settings.default_value', { value: shown(record.default) })}
    </>
  );
  const kind = record.type ?? (typeof record.value === 'boolean' ? 'boolean' : typeof record.value === 'number' ? 'number' : isStructured(record.value) ? 'json' : 'string');
  if (kind === 'boolean') return <BooleanInput source="value" helperText={helperText} />;
  if (kind === 'number' || kind === 'integer') return <NumberInput source="value" helperText={helperText} />;
  if (kind === 'json' || kind === 'object') {
    return (
      <TextInput
        source="value"
        multiline
        minRows={4}
        fullWidth
        helperText={helperText}
        format={(value) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2))}
        parse={(text: string) => {
          try {
            return JSON.parse(text);
          } catch {
            return text;
          }
        }}
        validate={(value) => (typeof value === 'string' ? 'office.field_errors.invalid_format' : undefined)}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      />
    );
  }
  return <TextInput source="value" fullWidth helperText={helperText} slotProps={{ htmlInput: { dir: 'auto' } }} />;
}

function SettingForm() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <Box sx={{ mb: 2 }}>
        <Typography variant="h6" component="h1">
          <code>{record.id}</code> <SourceChip record={record} />
        </Typography>
        <MeaningText record={record} />
      </Box>
      <ValueInput />
    </SimpleForm>
  );
}

export function SettingEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={{ onSuccess: (data: RaRecord) => notify('office.settings.saved', { type: 'success', messageArgs: { key: data.id } }) }}
    >
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent sx={{ p: 0 }}>
          <SettingForm />
        </CardContent>
      </Card>
    </Edit>
  );
}
