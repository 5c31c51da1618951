// Where a product's saved version stands on the site: waiting to publish, publishing, published,
// or failed with the reason. Asked again every few seconds until the publish has ended; apart from
// the form's own record, so that asking never resets what is being typed.
import { Alert, AlertTitle, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDate } from '../format.tsx';
import { productDetail } from './product-api.ts';
import { buildReason, isPublishing, type ProductDetail } from './product-document.ts';

const EVERY_MS = 2000;

export function PublishState({ record }: { record: ProductDetail }) {
  const translate = useTranslate();
  const date = useDate();
  const [publish, setPublish] = useState(record.publish);
  const [published, setPublished] = useState(record.published);

  useEffect(() => {
    setPublish(record.publish);
    setPublished(record.published);
  }, [record]);

  useEffect(() => {
    if (!isPublishing(publish?.status)) return;
    let stopped = false;
    const timer = setTimeout(async () => {
      const fresh = await productDetail(record.id).catch(() => null);
      if (stopped || !fresh) return;
      setPublish(fresh.publish);
      setPublished(fresh.published);
    }, EVERY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [publish, record.id]);

  const status = publish?.status ?? (published ? 'published' : null);
  const severity = status === 'failed' ? 'error' : status === 'published' ? 'success' : 'info';
  return (
    <Alert severity={severity} icon={isPublishing(status) ? <CircularProgress size={20} aria-hidden /> : undefined} role="status" sx={{ mb: 2, width: '100%' }}>
      <AlertTitle>
        {translate('office.products.publish.title')}: {translate(`office.products.publish.${status ?? 'none'}`)}
      </AlertTitle>
      {status === 'failed' && publish?.error && <bdi>{translate('office.products.publish.why', { error: buildReason(publish.error) })}</bdi>}
      {publish?.at && <div>{translate('office.products.publish.since', { date: date(publish.at) })}</div>}
    </Alert>
  );
}
