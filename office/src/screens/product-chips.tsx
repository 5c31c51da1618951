// The small marks the product screens share: whether the saved version is live, a translation
// missing, a product hidden from the shop, a photo's thumbnail; and a switch kept inside the window.
import TranslateIcon from '@mui/icons-material/Translate';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Whether the saved version is the one on the site, or waits for a publish. */
export function LiveChip({ published }: { published: boolean }) {
  const translate = useTranslate();
  return published ? (
    <Chip size="small" sx={{ bgcolor: '#e2f4e5', color: '#1a4d24', fontWeight: 500 }} label={translate('office.products.live.published')} />
  ) : (
    <Chip size="small" sx={{ bgcolor: '#fff0d9', color: '#6b3a00', fontWeight: 500 }} label={translate('office.products.live.waiting')} />
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
