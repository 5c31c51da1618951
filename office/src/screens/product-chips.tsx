// The small marks the product screens share: where the saved version stands on the site, a
// translation missing, a product hidden from the shop, a photo's thumbnail; and a switch kept
// inside the window.
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { buildReason, type ProductRow, type PublishStatus } from './product-document.ts';

const PUBLISH_COLOURS: Record<PublishStatus, { bgcolor: string; color: string }> = {
  published: { bgcolor: '#e2f4e5', color: '#1a4d24' },
  queued: { bgcolor: '#fff0d9', color: '#6b3a00' },
  running: { bgcolor: '#e3eefb', color: '#0d3c6e' },
  failed: { bgcolor: '#fde5e5', color: '#7a1313' },
};

/** Published, waiting to publish, publishing, or publish failed and the build's reason (in its own English words). */
export function LiveChip({ record }: { record: Pick<ProductRow, 'publish' | 'published'> }) {
  const translate = useTranslate();
  const status: PublishStatus = record.publish?.status ?? (record.published ? 'published' : 'queued');
  const error = status === 'failed' && record.publish?.error ? buildReason(record.publish.error) : null;
  const chip = (
    <Chip
      size="small"
      icon={status === 'failed' ? <ErrorIcon /> : undefined}
      sx={{ ...PUBLISH_COLOURS[status], fontWeight: 500, '& .MuiChip-icon': { color: PUBLISH_COLOURS[status].color } }}
      label={translate(`office.products.publish.${status}`)}
    />
  );
  if (!error) return chip;
  return (
    <Stack sx={{ gap: 0.5, alignItems: 'flex-start', maxWidth: 320 }}>
      {chip}
      {/* The first lines; the whole reason on the product's page. */}
      <Box
        component="span"
        lang="en"
        dir="ltr"
        title={error}
        sx={{ typography: 'caption', color: '#7a1313', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
      >
        {error}
      </Box>
    </Stack>
  );
}

export function MissingFlag({ label }: { label?: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<TranslateIcon />}
      // A long label ("Photo 2: English, French, German and Arabic") wraps on a phone.
      sx={{ color: '#6b3a00', borderColor: '#b26a00', height: 'auto', minHeight: 24, maxWidth: '100%', '& .MuiChip-icon': { color: '#6b3a00' }, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
      label={label ?? translate('office.products.translation_missing')}
    />
  );
}

export function HiddenChip() {
  const translate = useTranslate();
  return <Chip size="small" icon={<VisibilityOffIcon />} label={translate('office.products.visibility.hidden')} sx={{ bgcolor: '#ececec', color: '#333333' }} />;
}

/** A photo at a small size; decorative beside the product's name, so it says nothing to a screen reader. */
export function Thumbnail({ src, size = 48 }: { src: string | null | undefined; size?: number }) {
  return (
    <Box sx={{ width: size, height: size, flex: 'none', borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
      {src && <Box component="img" src={src} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />}
    </Box>
  );
}

/**
 * A switch's (invisible) checkbox spans three times the switch, from its left; right to left it
 * spans out of the window on a phone and the page scrolls sideways. Kept to the switch itself.
 */
export const switchInTheWindow = { '& .MuiSwitch-switchBase .MuiSwitch-input': { left: 0, right: 0, width: '100%' } } as const;
