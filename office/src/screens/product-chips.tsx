// The small marks the product screens share: whether the saved version is live, a translation
// missing, a product hidden from the shop, and a photo's thumbnail.
import TranslateIcon from '@mui/icons-material/Translate';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PublishStatus } from './product-document.ts';

/** The saved version's state on the site: live, waiting for a publish, or its last publish failed. */
export function LiveChip({ published, status }: { published: boolean; status?: PublishStatus | null }) {
  const translate = useTranslate();
  const [key, background, text] = published
    ? (['published', '#e2f4e5', '#1a4d24'] as const)
    : status === 'failed'
      ? (['failed', '#fde5e5', '#7a1313'] as const)
      : (['waiting', '#fff0d9', '#6b3a00'] as const);
  return <Chip size="small" sx={{ bgcolor: background, color: text, fontWeight: 500 }} label={translate(`office.products.live.${key}`)} />;
}

export function MissingFlag({ label }: { label?: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<TranslateIcon />}
      sx={{ color: '#6b3a00', borderColor: '#b26a00', '& .MuiChip-icon': { color: '#6b3a00' } }}
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
