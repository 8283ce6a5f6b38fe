// Footer of the shell and the public pages: copyright and the brand's privacy policy.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useHostTranslate } from '../host/host';
import { privacyPolicyUrl } from '../providers/hosts';
import { brand } from '../providers/runtime';

export function PublicFooter() {
  const translate = useHostTranslate();
  return (
    <Stack
      component="footer"
      direction="row"
      spacing={2}
      sx={{ justifyContent: 'center', alignItems: 'center', py: 2.5, px: 2, color: 'text.secondary', flexWrap: 'wrap' }}
    >
      <Typography variant="caption">{translate('app.footer.rights', { year: new Date().getFullYear(), brand: brand.name })}</Typography>
      <Link href={privacyPolicyUrl(brand)} target="_blank" rel="noopener noreferrer" variant="caption" color="inherit">
        {translate('app.account.privacy')}
      </Link>
    </Stack>
  );
}
