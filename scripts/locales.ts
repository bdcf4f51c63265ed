/**
 * The interface's texts once were TypeScript objects (src/app/i18n/locales/{en,zh,ru}.ts); they are
 * JSON resources now, one folder per language (src/text/locales/<lang>/). This script carries texts
 * over from such .ts objects into the JSON, and can be run again when a branch written against the
 * old files is merged:
 *
 *   npx tsx scripts/locales.ts                 every key of the .ts files (a fresh conversion)
 *   npx tsx scripts/locales.ts --base <commit>  only what changed in the .ts files since <commit>:
 *                                              added and changed texts are set, removed ones deleted
 *
 * It reads src/app/i18n/locales/<lang>.ts where present (e.g. brought back by a merge), writes
 * src/text/locales/<lang>/{core,app}.json (a key goes to core.json when its top-level group is one
 * of CORE_GROUPS, the texts code below the app returns) and leaves the .ts files for you to delete.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Tree = { [key: string]: string | Tree };

const OLD = 'src/app/i18n/locales';
const NEW = 'src/text/locales';

/** The top-level groups whose texts code below the app returns as messages (src/text/locales/<lang>/core.json). */
export const CORE_GROUPS: readonly string[] = ['names'];

/** A new language folder's own name, for the languages the .ts files had. */
const LANGUAGE_NAMES: Record<string, { name: string; lang?: string }> = {
  en: { name: 'English' },
  zh: { name: '简体中文', lang: 'zh-Hans' },
  ru: { name: 'Русский' },
};

async function load(file: string, language: string): Promise<Tree> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, Tree>;
  const tree = module[language];
  if (!tree) throw new Error(`${file} exports no \`${language}\``);
  return tree;
}

/** The .ts file at `commit`, copied to a temporary file so that it can be imported. */
async function loadAt(commit: string, language: string): Promise<Tree> {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  const file = join(dir, `${language}.ts`);
  let text: string;
  try {
    text = execFileSync('git', ['show', `${commit}:${OLD}/${language}.ts`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return {};
  }
  writeFileSync(file, text);
  return load(file, language);
}

function leaves(tree: Tree, prefix: string[] = [], out = new Map<string, { path: string[]; text: string }>()): Map<string, { path: string[]; text: string }> {
  for (const [k, v] of Object.entries(tree)) {
    const path = [...prefix, k];
    if (typeof v === 'string') out.set(JSON.stringify(path), { path, text: v });
    else leaves(v, path, out);
  }
  return out;
}

function setAt(tree: Tree, path: readonly string[], text: string): void {
  let node = tree;
  for (const k of path.slice(0, -1)) {
    const next = node[k];
    if (typeof next !== 'object') node[k] = {};
    node = node[k] as Tree;
  }
  node[path.at(-1)!] = text;
}

function deleteAt(tree: Tree, path: readonly string[]): void {
  const parents: Tree[] = [tree];
  for (const k of path.slice(0, -1)) {
    const next = parents.at(-1)![k];
    if (typeof next !== 'object') return;
    parents.push(next);
  }
  delete parents.at(-1)![path.at(-1)!];
  // Drop the groups left empty.
  for (let i = parents.length - 1; i > 0; i--) if (Object.keys(parents[i]!).length === 0) delete parents[i - 1]![path[i - 1]!];
}

function readJson(file: string): Tree {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : {};
}

function writeJson(file: string, tree: Tree): void {
  writeFileSync(file, `${JSON.stringify(tree, null, 2)}\n`);
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--base');
  const base = at >= 0 ? process.argv[at + 1] : undefined;
  if (at >= 0 && !base) throw new Error('--base needs a commit');
  const languages = readdirSync(OLD)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3));
  if (languages.length === 0) throw new Error(`no .ts locale in ${OLD}`);
  for (const language of languages) {
    const now = leaves(await load(join(process.cwd(), OLD, `${language}.ts`), language));
    const before = base ? leaves(await loadAt(base, language)) : new Map<string, { path: string[]; text: string }>();
    const dir = join(NEW, language);
    mkdirSync(dir, { recursive: true });
    const files = { core: readJson(join(dir, 'core.json')), app: readJson(join(dir, 'app.json')) };
    const fileOf = (path: readonly string[]) => (CORE_GROUPS.includes(path[0]!) ? files.core : files.app);
    let set = 0;
    let removed = 0;
    for (const [key, { path, text }] of now) {
      if (before.get(key)?.text === text) continue;
      setAt(fileOf(path), path, text);
      set++;
    }
    for (const [key, { path }] of before) {
      if (now.has(key)) continue;
      deleteAt(fileOf(path), path);
      removed++;
    }
    writeJson(join(dir, 'core.json'), files.core);
    writeJson(join(dir, 'app.json'), files.app);
    const own = join(dir, 'language.json');
    if (!existsSync(own)) writeJson(own, (LANGUAGE_NAMES[language] ?? { name: language }) as unknown as Tree);
    console.log(`${language}: ${set} texts set, ${removed} removed`);
  }
}

await main();
