// Products imported from a Shopify product CSV, pasted or chosen. "Check" is the server's dry run:
// every row with its problems, and the counts. "Import" is offered only for the text just checked
// and found without a problem; the server writes every row or none, and says what it wrote.
import CheckIcon from '@mui/icons-material/FactCheck';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { Datagrid, FunctionField, ListContextProvider, ResourceContextProvider, SimpleList, Title, useList, useTranslate, type RaRecord } from 'react-admin';
import { useSmall } from '../format.tsx';
import { importProblemWords } from '../problem-words.ts';
import { importProducts, type ImportResult, type ImportRow } from './product-api.ts';

/** Each problem in the staff member's language, the file's columns and values as it writes them. */
function Problems({ row }: { row: ImportRow }) {
  const translate = useTranslate();
  if (!row.problems.length) return <Chip size="small" label={translate('office.import.no_problem')} sx={{ bgcolor: '#e2f4e5', color: '#1a4d24' }} />;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, color: '#7a1313', overflowWrap: 'anywhere' }}>
      {row.problems.map((problem) => (
        <li key={problem.message}>{importProblemWords(problem)}</li>
      ))}
    </Box>
  );
}

function Rows({ rows }: { rows: ImportRow[] }) {
  const translate = useTranslate();
  const small = useSmall();
  const list = useList({ data: rows.map((row) => ({ ...row, id: row.line })), perPage: rows.length || 1 });
  const action = (row: RaRecord) => (row.action ? translate(`office.import.actions.${row.action}`) : '—');
  // The rows are the products' (react-admin's grid asks which resource it shows).
  return (
    <ResourceContextProvider value="products">
      <ListContextProvider value={list}>
        {small ? (
          <SimpleList
            linkType={false}
            primaryText={(row) => (
              <>
                {translate('office.import.line')} {row.line} · <bdi dir="ltr">{row.handle}</bdi> · {action(row)}
              </>
            )}
            secondaryText={(row) => <Problems row={row as ImportRow} />}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} sx={{ '& td': { verticalAlign: 'top' } }}>
            <FunctionField source="line" label="office.import.line" sortable={false} render={(row) => row.line} />
            <FunctionField source="handle" label="office.import.handle" sortable={false} render={(row) => <bdi dir="ltr">{row.handle}</bdi>} />
            <FunctionField source="name" label="office.import.product" sortable={false} render={(row) => <bdi>{row.name ?? '—'}</bdi>} />
            <FunctionField source="action" label="office.import.action" sortable={false} render={action} />
            <FunctionField source="problems" label="office.import.problems" sortable={false} render={(row) => <Problems row={row as ImportRow} />} />
          </Datagrid>
        )}
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

export function ImportProducts() {
  const translate = useTranslate();
  const [csv, setCsv] = useState('');
  /** The result of the last check or import, and the text it was for. */
  const [result, setResult] = useState<{ csv: string; data: ImportResult } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) setCsv(await file.text());
  };

  const run = async (dryRun: boolean) => {
    if (!csv.trim()) {
      setFailure(translate('office.import.empty'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      setResult({ csv, data: await importProducts(csv, dryRun) });
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const checked = result && result.csv === csv ? result.data : null;
  const canImport = Boolean(checked && !checked.written && checked.invalid === 0 && checked.rows.length > 0);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('office.import.title')} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h1">
            {translate('office.import.title')}
          </Typography>
          <Typography variant="body2">{translate('office.import.explanation')}</Typography>
          <Box>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {translate('office.import.choose')}
              <input type="file" hidden accept=".csv,text/csv" onChange={choose} />
            </Button>
          </Box>
          <TextField
            label={translate('office.import.csv')}
            value={csv}
            onChange={(event) => setCsv(event.target.value)}
            multiline
            minRows={6}
            maxRows={16}
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
          />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<CheckIcon />} onClick={() => run(true)} disabled={busy}>
              {translate('office.import.check')}
            </Button>
            <Button variant="contained" onClick={() => run(false)} disabled={busy || !canImport}>
              {translate('office.import.import')}
            </Button>
          </Stack>
          {failure && <Alert severity="error">{failure}</Alert>}
          {checked && (
            <>
              {checked.written ? (
                // A product's variants are rows of their own: the products written are the ids.
                <Alert severity="success">{translate('office.import.written', { smart_count: new Set(checked.rows.map((row) => row.id)).size })}</Alert>
              ) : (
                <Alert severity={checked.invalid ? 'error' : 'success'} role="status">
                  {translate('office.import.counts', {
                    valid: translate('office.import.valid_rows', { smart_count: checked.valid }),
                    invalid: translate('office.import.invalid_rows', { smart_count: checked.invalid }),
                  })}
                  .{' '}
                  {translate(checked.invalid ? 'office.import.fix_first' : 'office.import.ready')}
                </Alert>
              )}
              <Rows rows={checked.rows} />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
