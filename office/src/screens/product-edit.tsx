// A product created or edited. A save names the version it started from: when a colleague saved
// meanwhile it is refused (409 stale_record) and the office offers to reload theirs. After a save,
// where the new version stands on the site. Hide and show; delete, which the server refuses for a
// product that has been ordered (then hiding is offered).
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  Create,
  Edit,
  SaveButton,
  Toolbar,
  useEditContext,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { dataProvider } from '../data-provider.ts';
import { OfficeError } from '../api.ts';
import { setHidden } from './product-api.ts';
import { emptyDocument, type ProductDetail } from './product-document.ts';
import { ProductForm } from './product-form.tsx';
import { PublishState } from './product-publish.tsx';

/** The product's name in the staff member's language, else English. */
function ProductTitle() {
  const record = useRecordContext<ProductDetail>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <bdi>{record.names?.[locale as 'en' | 'ar'] ?? record.name}</bdi>;
}

type Refusal = { kind: 'stale' } | { kind: 'ordered'; message: string; serverMessage: string };

function RefusalDialog({ refusal, onClose }: { refusal: Refusal | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch, record } = useEditContext<ProductDetail>();
  const [locale] = useLocaleState();

  const reload = async () => {
    await refetch();
    onClose();
  };
  const hide = async () => {
    if (!record) return;
    try {
      await setHidden(record.id, true, record.version);
      notify('office.products.hidden_now', { type: 'success' });
      await refetch();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    onClose();
  };

  return (
    <Dialog open={refusal !== null} onClose={onClose} aria-labelledby="product-refusal-title">
      <DialogTitle id="product-refusal-title">{translate(refusal?.kind === 'stale' ? 'office.products.stale_title' : 'office.products.cannot_delete')}</DialogTitle>
      <DialogContent>
        {refusal?.kind === 'stale' && <DialogContentText>{translate('office.products.stale_explanation')}</DialogContentText>}
        {refusal?.kind === 'ordered' && (
          <>
            <DialogContentText>{refusal.message}</DialogContentText>
            {/* The server's own sentence too, where it says more than our words for its code. */}
            {locale === 'en' && refusal.serverMessage !== refusal.message && <DialogContentText sx={{ mt: 1 }}>{refusal.serverMessage}</DialogContentText>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        {refusal?.kind === 'stale' ? (
          <Button variant="contained" onClick={reload}>
            {translate('office.products.reload')}
          </Button>
        ) : (
          <Button variant="contained" onClick={hide} startIcon={<VisibilityOffIcon />}>
            {translate('office.products.hide_instead')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Save, hide or show, delete. Hiding and deleting wait until the changes on screen are saved. */
function EditToolbar({ onRefused }: { onRefused: (refusal: Refusal) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const record = useRecordContext<ProductDetail>();
  const { refetch } = useEditContext<ProductDetail>();
  const { isDirty } = useFormState();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const toggle = async () => {
    setBusy(true);
    try {
      await setHidden(record.id, !record.hidden, record.version);
      notify(record.hidden ? 'office.products.shown_now' : 'office.products.hidden_now', { type: 'success' });
      await refetch();
    } catch (error) {
      if (error instanceof OfficeError && error.code === 'stale_record') onRefused({ kind: 'stale' });
      else notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await dataProvider.delete('products', { id: record.id, previousData: record });
      notify('office.products.deleted', { type: 'success' });
      redirect('list', 'products');
    } catch (error) {
      if (error instanceof OfficeError && error.code === 'product_ordered') onRefused({ kind: 'ordered', message: error.message, serverMessage: error.serverMessage });
      else notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      <Button onClick={toggle} disabled={busy || isDirty} startIcon={record.hidden ? <VisibilityIcon /> : <VisibilityOffIcon />}>
        {translate(record.hidden ? 'office.products.show' : 'office.products.hide')}
      </Button>
      <Button color="error" onClick={() => setConfirming(true)} disabled={busy || isDirty} startIcon={<DeleteIcon />} sx={{ marginInlineStart: 'auto' }}>
        {translate('office.products.delete')}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="product-delete-title">
        <DialogTitle id="product-delete-title">{translate('office.products.delete_title', { name: record.names?.en ?? record.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('office.products.delete_explanation')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={remove}>
            {translate('office.products.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Toolbar>
  );
}

/** Above the form: where the saved version stands on the site, and whether the product is hidden. */
function EditHeader() {
  const translate = useTranslate();
  const record = useRecordContext<ProductDetail>();
  if (!record) return null;
  return (
    <>
      <PublishState record={record} />
      {record.hidden && (
        <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
          {translate('office.products.hidden_banner')}
        </Alert>
      )}
    </>
  );
}

export function ProductEdit() {
  const notify = useNotify();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  return (
    <Edit
      title={<ProductTitle />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => notify('office.products.saved', { type: 'success' }),
        onError: (error) => {
          if (error instanceof OfficeError && error.code === 'stale_record') setRefusal({ kind: 'stale' });
          // A refusal of fields is shown beside them and listed above the form.
          else if (!(error instanceof OfficeError && error.body?.errors)) notify((error as Error).message, { type: 'error' });
        },
      }}
    >
      <ProductForm header={<EditHeader />} toolbar={<EditToolbar onRefused={setRefusal} />} />
      <RefusalDialog refusal={refusal} onClose={() => setRefusal(null)} />
    </Edit>
  );
}

export function ProductCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={translate('office.products.new_title')}
      record={{ document: emptyDocument() }}
      mutationOptions={{
        // On to the product's own page, which shows the publish the save has queued.
        onSuccess: (created: ProductDetail) => {
          notify('office.products.created', { type: 'success' });
          redirect('edit', 'products', created.id);
        },
        onError: (error) => {
          if (!(error instanceof OfficeError && error.body?.errors)) notify((error as Error).message, { type: 'error' });
        },
      }}
    >
      <ProductForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      />
    </Create>
  );
}
