// Both locales must offer exactly the same keys (react-admin's ra.* included) with real text in every one.
import { describe, expect, it } from 'vitest';
import { ROUTES, MENU_SECTIONS } from '../../domain/routes';
import { messages as domainMessages } from '../../domain/messages';
import { enMessages } from './full';
import { deepMerge, pruneTo, type MessageTree } from './messages';
import { zhMessages } from './zh-catalogue';

function leaves(tree: MessageTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const en = new Map(leaves(enMessages));
const zh = new Map(leaves(zhMessages));
// Text that is the same in both languages on purpose: language names, codes and symbols.
const SAME_IN_BOTH = new Set([
  'ra.boolean.null', 'app.language.en', 'app.language.zh_CN', 'app.language.short.en', 'app.language.short.zh_CN', 'app.errors.notFoundCode',
  'app.errors.serverCode', 'app.footer.rights', 'ra.navigation.page_range_info', 'ra.page.edit', 'ra.page.show',
  // Brand names written the same way in Chinese.
  'app.paymentMethods.brands.visa', 'app.paymentMethods.brands.jcb',
  // Bank identifiers known by their English names in Chinese banking too.
  'app.beneficiaries.fields.swift', 'app.beneficiaries.fields.iban',
]);

describe('i18n message catalogues', () => {
  it('have identical key sets, including react-admin ra.* keys', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
    expect(en.size).toBeGreaterThan(300);
    expect([...en.keys()].filter((k) => k.startsWith('ra.')).length).toBeGreaterThan(150);
  });

  it('have no empty strings (react-admin keeps one deliberate blank for null booleans)', () => {
    for (const [name, map] of [['en', en], ['zh_CN', zh]] as const) {
      const empty = [...map].filter(([key, v]) => v.trim() === '' && key !== 'ra.boolean.null').map(([k]) => `${name}:${k}`);
      expect(empty).toEqual([]);
    }
  });

  it('counts things through polyglot plurals: no bare %{count}, and every English count has its singular form', () => {
    const bare = [...en, ...zh].filter(([, v]) => v.includes('%{count}')).map(([k]) => k);
    expect(bare).toEqual([]);
    const noSingular = [...en].filter(([k, v]) => !k.startsWith('ra.') && v.includes('%{smart_count}') && !v.includes('||||')).map(([k]) => k);
    expect(noSingular).toEqual([]);
  });

  it('translates every key into Chinese rather than falling back to English', () => {
    const untranslated = [...zh].filter(([key, v]) => v === en.get(key) && !SAME_IN_BOTH.has(key)).map(([k]) => k);
    expect(untranslated).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    // As sets: a plural message repeats its count in each form.
    const placeholders = (s: string) => [...new Set(s.match(/%\{\w+\}/g) ?? [])].sort();
    const mismatched = [...en].filter(([key, v]) => placeholders(v).join() !== placeholders(zh.get(key) ?? '').join());
    expect(mismatched.map(([k]) => k)).toEqual([]);
  });

  it('names every route of the route table and every menu section', () => {
    const missing = [
      ...ROUTES.map((r) => `routes.${r.name}`),
      ...MENU_SECTIONS.map((s) => `menu.${s}`),
    ].filter((key) => !en.has(key));
    expect(missing).toEqual([]);
  });

  it('carries the shared domain messages under validation.*', () => {
    for (const [key, text] of Object.entries(domainMessages)) {
      expect(en.get(`validation.${key}`)).toBe(text.en);
      expect(zh.get(`validation.${key}`)).toBe(text.zh);
    }
  });
});

describe('deepMerge and pruneTo', () => {
  it('lets later sources win and keeps nested keys of earlier ones', () => {
    expect(deepMerge({ a: { b: 'x', c: 'y' } }, { a: { c: 'z' } }, { d: 'w' })).toEqual({ a: { b: 'x', c: 'z' }, d: 'w' });
  });

  it('leaves its sources as they were and shares no object with them', () => {
    const first = { app: { list: { a: 'A' } }, s: { t: 'T' } };
    const second = { app: { list: { b: 'B' } }, s: 'now a string' };
    const merged = deepMerge(first, second, { app: { more: { c: 'C' } } });
    expect(merged).toEqual({ app: { list: { a: 'A', b: 'B' }, more: { c: 'C' } }, s: 'now a string' });
    expect(first).toEqual({ app: { list: { a: 'A' } }, s: { t: 'T' } });
    expect(second).toEqual({ app: { list: { b: 'B' } }, s: 'now a string' });
    expect(merged.app).not.toBe(first.app);
    expect((merged.app as MessageTree).list).not.toBe(first.app.list);
    const alone = deepMerge(first);
    expect(alone.s).not.toBe(first.s);
  });

  it('drops keys the shape does not have', () => {
    expect(pruneTo({ a: { b: 'x', old: 'y' }, gone: 'z' }, { a: { b: '' } })).toEqual({ a: { b: 'x' } });
  });
});
