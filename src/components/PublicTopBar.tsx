// The top bar of pages outside the shell that anyone may open (sign-in family, hosted checkout): the brand on the
// left, the theme and language switches on the right.
import Stack from '@mui/material/Stack';
import { BrandMark } from './BrandMark';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeToggle } from './ThemeToggle';

export function PublicTopBar({ brandSize = 'medium' }: { brandSize?: 'medium' | 'large' }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', px: { xs: 2, sm: 4 }, py: 2.5 }}>
      <BrandMark size={brandSize} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ThemeToggle />
        <LanguageSwitch />
      </Stack>
    </Stack>
  );
}
