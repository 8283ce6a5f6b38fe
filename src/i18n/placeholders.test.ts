// No screen shows a raw placeholder: every message of both catalogues, rendered with the parameters its call sites
// pass, has no `%{` left. The call sites are read from the sources: `translate('key', { a, b: … })`, with a
// template-literal key (`app.x.${kind}.title`) standing for every key it can reach. A message whose parameters are
// passed where the scan cannot see them (a key or an options object held in a variable) is named in ELSEWHERE.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { enMessages } from './full';
import type { MessageTree } from './messages';
import { zhMessages } from './zh-catalogue';

const ROOTS = [path.resolve(__dirname, '..'), path.resolve(__dirname, '../../domain')];

/**
 * Parameters passed to a message from code the scan cannot read as a literal call, by key. Each entry says where:
 * keep it in step with that call site.
 */
const ELSEWHERE: Record<string, readonly string[]> = {
  // src/resources/disputes/DisputeShow.tsx, the outcome alert: translate(key, { amount, total, fee }) with the key from a table.
  'app.disputes.detail.won': ['amount', 'total', 'fee'],
  'app.disputes.detail.lost': ['amount', 'total', 'fee'],
  'app.disputes.detail.accepted': ['amount', 'total', 'fee'],
  // src/resources/api-keys/KeyFormDialog.tsx: translate(text('title'), titleArgs), the roll dialog passing { name }.
  'app.developerKeys.rollDialog.title': ['name'],
  // src/components/payouts/SendToBeneficiaryForm.tsx: t(texts.held, { amount }) and the confirmation's
  // Confirm's confirmTitle { amount, name } and confirmBody { fee, total, date } under the form's prefix.
  'app.payouts.create.available': ['amount'],
  'app.payouts.create.confirmTitle': ['amount', 'name'],
  'app.payouts.create.confirmBody': ['fee', 'total', 'date'],
  'app.smartAccount.create.held': ['amount'],
  'app.smartAccount.create.confirmTitle': ['amount', 'name'],
  'app.smartAccount.create.confirmBody': ['fee', 'total', 'date'],
  // src/resources/team-members/TeamMemberList.tsx, the role filter's options: optionArgs gives { name, smart_count }.
  'app.team.members.roleOption': ['name', 'smart_count'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'i18n' || name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function leaves(tree: MessageTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** The top-level property names of an object literal's source text (`{ a, b: x(1, 2), 'c': y }` → a, b, c). */
export function propertyNames(source: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let part = '';
  const flush = () => {
    const m = part.trim().match(/^(?:\.\.\.)?['"]?([A-Za-z_$][\w$]*)['"]?\s*(?::|$)/);
    if (m && !part.trim().startsWith('...')) names.push(m[1]);
    part = '';
  };
  for (const ch of source) {
    if ('([{'.includes(ch)) depth += 1;
    if (')]}'.includes(ch)) depth -= 1;
    if (ch === ',' && depth === 0) flush();
    else part += ch;
  }
  flush();
  return names;
}

/** The object literal that starts at `start` (an opening brace), braces balanced; undefined when there is none. */
function objectAt(text: string, start: number): string | undefined {
  if (text[start] !== '{') return undefined;
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}') depth -= 1;
    if (depth === 0) return text.slice(start + 1, i);
  }
  return undefined;
}

interface CallSite {
  key: RegExp;
  params: string[];
}

/** The text between the parenthesis that opens at `start` and the one that closes it. */
function argumentsAt(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    if (text[i] === ')') depth -= 1;
    if (depth === 0) return text.slice(start + 1, i);
  }
  return '';
}

/** Splits an argument list at its top-level commas. */
function topLevel(args: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const ch of args) {
    if ('([{'.includes(ch)) depth += 1;
    if (')]}'.includes(ch)) depth -= 1;
    if (ch === ',' && depth === 0) {
      parts.push(part.trim());
      part = '';
    } else part += ch;
  }
  parts.push(part.trim());
  return parts;
}

const KEY_LITERAL = /(['"])((?:app|routes|menu|validation|ra)\.[^'"]*?)\1|`((?:app|routes|menu|validation|ra)\.(?:[^`$]|\$\{[^}]*\})*)`/g;
const keysIn = (text: string) => [...text.matchAll(KEY_LITERAL)].map((k) => k[2] ?? k[3]);

/** Where parameters go beside a key rather than in a translate() call: notify, Confirm, useRecordAction, filters. */
const OPTIONS = /\b(?:args|messageArgs|optionArgs|translateOptions|titleTranslateOptions|contentTranslateOptions)\s*[:=]\s*/g;

/** A key literal as a pattern: each `${…}` of a template literal stands for one segment of the key. */
const keyPattern = (raw: string) =>
  new RegExp(`^${raw.split(/\$\{[^}]*\}/).map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^.]+')}$`);

/**
 * The call sites of a source file: `translate(key, { … })` (every key literal of the first argument, so
 * `translate(a ? 'x' : 'y', …)` counts for both) and `notify(key, { messageArgs: { … } })`.
 */
export function callSites(text: string): CallSite[] {
  const sites: CallSite[] = [];
  for (const m of text.matchAll(/\b(translate|notify)\(/g)) {
    const [first, second] = topLevel(argumentsAt(text, (m.index ?? 0) + m[0].length - 1));
    const keys = keysIn(first ?? '');
    let object = second?.startsWith('{') ? objectAt(second, 0) : undefined;
    if (m[1] === 'notify' && object !== undefined) {
      const args = /messageArgs\s*:\s*\{/.exec(object);
      object = args ? objectAt(object, args.index + args[0].length - 1) : undefined;
    }
    for (const key of keys) sites.push({ key: keyPattern(key), params: object === undefined ? [] : propertyNames(object) });
  }
  // `title="app.x" … translateOptions={{ n }}`, `{ message: 'app.x', args: { n } }`, `optionLabel: () => 'app.x',
  // optionArgs: (o) => ({ n })`: the options stand for the keys written just before them in the same statement.
  for (const m of text.matchAll(OPTIONS)) {
    const at = (m.index ?? 0) + m[0].length;
    const brace = text.indexOf('{', at);
    let object = brace >= 0 && brace - at < 16 ? objectAt(text, brace) : undefined;
    if (object?.trim().startsWith('{')) object = objectAt(object.trim(), 0);
    if (object === undefined) continue;
    const before = text.slice(Math.max(0, (m.index ?? 0) - 400), m.index);
    const statement = before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf('/>'), before.lastIndexOf('</')) + 1);
    for (const key of keysIn(statement)) sites.push({ key: keyPattern(key), params: propertyNames(object) });
  }
  // A list column's label (`{ source: 'createdAt', label: 'app.x.createdTime', … }`): ListTable translates every
  // column's label with { zone }, the zone its times are shown in (src/components/list/ListTable.tsx).
  for (const m of text.matchAll(/\bsource:\s*'[^']*',\s*(?:hideBelow:\s*\d+,\s*)?label:\s*'((?:app|routes)\.[^']+)'(?!\s*,\s*anyLabel)/g)) {
    sites.push({ key: keyPattern(m[1]), params: ['zone'] });
  }
  // A list's heading (`header={{ title: 'routes.x', subtitle: 'app.x.listSubtitle' }}` of ResourceListPage, or
  // `<ListHeader subtitle="app.x" …>`): ListHeader translates the subtitle with { zone }, the zone the list's times
  // are shown in (src/components/list/ListHeader.tsx).
  for (const m of text.matchAll(/\bsubtitle:\s*'((?:app|routes)\.[^']+)'|<ListHeader\b[^>]*?\bsubtitle="((?:app|routes)\.[^"]+)"/g)) {
    sites.push({ key: keyPattern(m[1] ?? m[2]), params: ['zone'] });
  }
  return sites;
}

const sites = ROOTS.flatMap(sourceFiles).flatMap((file) => callSites(readFileSync(file, 'utf8')));

const sample = (name: string) => (name === 'smart_count' ? 2 : `«${name}»`);

function render(locale: 'en' | 'zh_CN', tree: MessageTree): Array<[string, string]> {
  const provider = polyglotI18nProvider(() => tree as unknown as TranslationMessages, locale, undefined, { allowMissing: true });
  return leaves(tree).map(([key]) => {
    const names = new Set([...sites.filter((s) => s.key.test(key)).flatMap((s) => s.params), ...(ELSEWHERE[key] ?? [])]);
    names.delete('_');
    const params = Object.fromEntries([...names].map((n) => [n, sample(n)]));
    const text = provider.translate(key, params);
    // A plural message renders each of its forms: try the singular too.
    const one = 'smart_count' in params ? provider.translate(key, { ...params, smart_count: 1 }) : '';
    return [key, `${text} ${one}`];
  });
}

describe('message placeholders', () => {
  it('finds the parameters of the call sites (the scan sees the code)', () => {
    expect(sites.length).toBeGreaterThan(500);
    const withParams = sites.filter((s) => s.params.length > 0);
    expect(withParams.length).toBeGreaterThan(40);
    expect(propertyNames(` smart_count: docs.length, name, 'b': f(1, { c: 2 }), ...rest `)).toEqual(['smart_count', 'name', 'b']);
  });

  for (const [locale, tree] of [['en', enMessages], ['zh_CN', zhMessages]] as const) it(`${locale}: every message rendered with its call sites' parameters has no raw placeholder left`, () => {
    const raw = render(locale, tree)
      // react-admin's own messages are filled by react-admin's own call sites, unless the app calls them.
      .filter(([key]) => !key.startsWith('ra.') || sites.some((s) => s.key.test(key)))
      .filter(([, text]) => text.includes('%{'))
      .map(([key, text]) => `${key}: ${text}`);
    expect(raw).toEqual([]);
    // Every key against every call site: 3.5 s alone on a quiet machine, past the default 5 s at a load average of 20.
  }, 30_000);
});
