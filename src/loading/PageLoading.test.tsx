// @vitest-environment jsdom
// The loading bar has an accessible name (axe aria-progressbar-name, serious) in the page's language, the words the
// catalogues use for ra.page.loading.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { enMessages } from '../i18n/full';
import { zhMessages } from '../i18n/zh-catalogue';
import { PageLoading } from './PageLoading';

afterEach(() => {
  cleanup();
  document.documentElement.lang = '';
});

describe('PageLoading', () => {
  it('names its progress bar in English by default', () => {
    render(<PageLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });

  it('names it in Chinese on a Chinese page', () => {
    document.documentElement.lang = 'zh-CN';
    render(<PageLoading />);
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeTruthy();
  });

  it('uses the words of the catalogues', () => {
    const loading = (tree: unknown) => (tree as { ra: { page: { loading: string } } }).ra.page.loading;
    expect(loading(enMessages)).toBe('Loading');
    expect(loading(zhMessages)).toBe('加载中');
  });
});
