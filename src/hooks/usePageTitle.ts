// document.title = brand prefix + translated page name (spec section 2).
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { pageTitle } from '../../domain/routes';
import { brand } from '../providers/runtime';

export function usePageTitle(titleKey: string | null): string {
  const translate = useTranslate();
  const name = titleKey ? translate(titleKey) : '';
  useEffect(() => {
    document.title = pageTitle(brand.name, name);
  }, [name]);
  return name;
}
