// How the SPA is cut into files (issue 15). Left to itself, Rolldown splits the modules by which lazy pages share
// them: a signed-in page opened from scratch fetched about 160 files, and the browser fetches six at a time from one
// host, so the files, not their bytes, set the pace. The plan puts modules in a few groups instead:
//
//   start      the entry's static chain, loaded by every page (Rolldown's `$initial` tag);
//   public     the packages the sign-in root and its pages import (MUI's core parts, emotion), so /login loads a
//              few files and never the admin side;
//   later      what the public side imports lazily from packages (MUI's Tooltip and Popper.js, after the first
//              paint), with what it needs beyond the public group: in the framework file it would bring all of it;
//   framework  every other package the admin app uses (react-admin, react-router, the query cache, MUI's other
//              parts, react-hook-form), one file, whichever page uses which part: the whole set is only a little
//              larger than what one list page needs, because the pages share most of it;
//   app        our own modules that two or more lazy chunks share (components, providers, hooks, domain rules),
//              except what the start-up preload imports (src/routing/preload.ts): in the app file it would wait
//              for the framework file, and the preload asks for a page's files and data before those are in;
//   startup    those modules of the preload, one file;
//
// and leaves to Rolldown what only some pages need: the optional packages (charts, date pickers, zod, QR codes,
// PDF) and any module that reaches one of them, so a list page does not download the charts.
//
// The plugin reads the module graph once it is parsed (static imports, which lazy imports start a chunk); the
// groups' tests read what it found. A module is in exactly one chunk: nothing is copied into several.
import type { Plugin } from 'vite';

/** Packages only some pages use: left to Rolldown's split, and so is every module of ours that imports them. */
export const OPTIONAL_PACKAGES =
  /[\\/]node_modules[\\/](recharts|d3-[a-z-]+|internmap|victory-vendor|@mui[\\/]x-[a-z-]+|zod|qrcode|decimal\.js-light|es-toolkit|@reduxjs|redux|react-redux|immer|reselect|ipaddr\.js|dijkstrajs|pngjs|pdf-lib|@pdf-lib|pako|tslib|eventemitter3|ra-language-chinese)[\\/]/;

/** The sign-in root and the sign-in pages (src/pages/auth/signInPages.ts) with the entry: the public side's roots. */
const PUBLIC_ROOTS =
  /src[\\/](main\.tsx|public[\\/]PublicApp\.tsx|pages[\\/]auth[\\/](Login|Register|Verify|VerifyMail|VerifyPwd|ResetMail|ResetPwd|DirectLogin)Page\.tsx)$/;

/** What a signed-in page opened from scratch loads first, to ask for the rest (kept out of the app group). */
const PRELOAD_ROOT = /src[\\/]routing[\\/]preload\.ts$/;

/** The product areas' messages and the Chinese catalogue, loaded by the sign-in root when the language asks. */
const CATALOGUE_ROOTS = /src[\\/]i18n[\\/](areas|zh-catalogue)\.ts$/;

const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);

export interface ChunkPlan {
  plugin: Plugin;
  groups: {
    name: string;
    priority: number;
    tags?: ['$initial'];
    test?: (id: string) => boolean;
    minShareCount?: number;
    includeDependenciesRecursively?: boolean;
  }[];
}

export function chunkPlan(): ChunkPlan {
  const imports = new Map<string, readonly string[]>();
  const lazyImports = new Map<string, readonly string[]>();
  const lazyEntries = new Set<string>();
  const publicSide = new Set<string>();
  const publicLater = new Set<string>();
  const catalogues = new Set<string>();
  const startup = new Set<string>();
  const optional = new Map<string, boolean>();

  /** Whether a module of ours statically reaches an optional package. */
  const reachesOptional = (id: string, path = new Set<string>()): boolean => {
    const known = optional.get(id);
    if (known !== undefined) return known;
    if (OPTIONAL_PACKAGES.test(id)) return true;
    if (path.has(id)) return false; // a cycle: decided where it started
    path.add(id);
    const found = (imports.get(id) ?? []).some((dep) => (!isPackage(dep) || OPTIONAL_PACKAGES.test(dep)) && reachesOptional(dep, path));
    path.delete(id);
    optional.set(id, found);
    return found;
  };

  /** Adds `roots` and what they import statically to `into`, except what `stop` holds. */
  const closure = (roots: readonly string[], into: Set<string>, stop: ReadonlySet<string> = new Set()) => {
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (into.has(id) || stop.has(id)) continue;
      into.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
  };

  const plugin: Plugin = {
    name: 'chunk-plan',
    apply: 'build',
    buildStart() {
      imports.clear();
      lazyImports.clear();
      lazyEntries.clear();
      publicSide.clear();
      publicLater.clear();
      catalogues.clear();
      startup.clear();
      optional.clear();
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      lazyImports.set(info.id, info.dynamicallyImportedIds);
      for (const id of info.dynamicallyImportedIds) lazyEntries.add(id);
    },
    buildEnd() {
      const roots = [...imports.keys()].filter((id) => PUBLIC_ROOTS.test(id));
      if (roots.length < 2) this.error('chunk-plan: the sign-in root was not found in the module graph');
      closure(roots, publicSide);
      const later = [...publicSide].flatMap((id) => lazyImports.get(id) ?? []).filter(isPackage);
      closure(later, publicLater, publicSide);
      closure([...imports.keys()].filter((id) => CATALOGUE_ROOTS.test(id)), catalogues, publicSide);
      const preload = [...imports.keys()].filter((id) => PRELOAD_ROOT.test(id));
      if (preload.length !== 1) this.error('chunk-plan: the start-up preload was not found in the module graph');
      closure(preload, startup, publicSide);
    },
  };

  // Dependencies are not pulled into a group (Rolldown's default would drag the public side's packages into the
  // framework file, and with it the whole framework into /login); Rolldown keeps the execution order.
  const groups: ChunkPlan['groups'] = [
    { name: 'start', tags: ['$initial'], priority: 4 },
    { name: 'public', priority: 3, includeDependenciesRecursively: false, test: (id) => isPackage(id) && publicSide.has(id) },
    { name: 'later', priority: 3, includeDependenciesRecursively: false, test: (id) => isPackage(id) && publicLater.has(id) },
    {
      name: 'framework',
      priority: 2,
      includeDependenciesRecursively: false,
      test: (id) => isPackage(id) && !publicSide.has(id) && !publicLater.has(id) && !catalogues.has(id) && !OPTIONAL_PACKAGES.test(id),
    },
    // The preload's own modules in one file (Rolldown would give each one shared with a page a file of its own).
    { name: 'startup', priority: 2, includeDependenciesRecursively: false, test: (id) => !isPackage(id) && startup.has(id) && !publicSide.has(id) },
    {
      name: 'app',
      priority: 1,
      minShareCount: 2,
      includeDependenciesRecursively: false,
      // Not: a lazy page itself, the catalogues' modules, the preload's modules, what reaches an optional package.
      test: (id) => !isPackage(id) && !publicSide.has(id) && !lazyEntries.has(id) && !catalogues.has(id) && !startup.has(id) && !reachesOptional(id),
    },
  ];
  return { plugin, groups };
}
