import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildLibrary, isLibraryFresh, type FolderImport } from '../build.ts';
import { DEFAULT_LIBRARY, libraryFiles, libraryStats, openSearch, readItems } from '../library.ts';
import { licenceProblem } from '../licences.ts';
import { slugify } from '../slug.ts';
import { FOLDER_SOURCES, ICON_SET_SOURCES } from '../sources/registry.ts';
import { LIBRARY_KINDS, type LibraryKind } from '@figura/sdk-core/schema';
import type { CommandOutput } from '@figura/export/cli';

/** One command: its usage line and what it does with the words after its name. */
export interface Command {
  usage: string;
  run: (args: string[], io: CommandOutput) => Promise<number>;
}

/** A command's three ways to speak: JSON on stdout, a line on stderr, a refusal (exit 2). */
function writers(io: CommandOutput) {
  const log = (line: string) => io.stderr.write(`${line}\n`);
  return {
    print: (value: unknown) => io.stdout.write(`${JSON.stringify(value, null, 2)}\n`),
    log,
    fail: (message: string) => {
      log(message);
      return 2;
    },
  };
}
const libraryOption = { library: { type: 'string' } } as const;
const libraryDir = (value: string | undefined) =>
  path.resolve(value ?? process.env.FIGURA_CONTENT_LIBRARY ?? DEFAULT_LIBRARY);

export const contentCommands: Record<string, Command> = {
  verify: {
    usage:
      'content verify [--sample N] [--id ID ...] [--json] [--library DIR]   server drawing vs Chromium, per item',
    async run(args, io) {
      const { print, log, fail } = writers(io);
      const { values } = parseArgs({
        args,
        options: {
          ...libraryOption,
          sample: { type: 'string' },
          id: { type: 'string', multiple: true },
          json: { type: 'boolean' },
        },
      });
      const sample = values.sample === undefined ? undefined : Number(values.sample);
      if (sample !== undefined && !(Number.isInteger(sample) && sample > 0))
        return fail('content verify: --sample must be a whole number above 0');
      const { verifyLibrary } = await import('../verify/verify.ts');
      const result = await verifyLibrary({
        dir: libraryDir(values.library),
        sample,
        ids: values.id,
        log,
      });
      if (values.json) print(result);
      else {
        for (const miss of result.mismatches)
          log(`${miss.id} (${miss.origin}): ${miss.error ?? JSON.stringify(miss)}`);
        log(`content verify: ${result.matched} of ${result.items} items match`);
      }
      return 0;
    },
  },

  build: {
    usage: 'content build [--force] [--library DIR]   build the library when missing or stale',
    async run(args, io) {
      const { log } = writers(io);
      const { values } = parseArgs({
        args,
        options: { ...libraryOption, force: { type: 'boolean' } },
      });
      const dir = libraryDir(values.library);
      if (!values.force && isLibraryFresh(dir)) return 0;
      await buildLibrary({ dir, log });
      return 0;
    },
  },

  import: {
    usage:
      'content import <folder> --source URL [--licence SPDX --author NAME --author-url URL --category NAME --name ID --library DIR]',
    async run(args, io) {
      const { print, log, fail } = writers(io);
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          ...libraryOption,
          licence: { type: 'string' },
          author: { type: 'string' },
          'author-url': { type: 'string' },
          category: { type: 'string' },
          source: { type: 'string' },
          'source-name': { type: 'string' },
          name: { type: 'string' },
        },
      });
      const folder = positionals[0] && path.resolve(positionals[0]);
      if (!folder || !existsSync(folder) || !statSync(folder).isDirectory())
        return fail(`content import: ${positionals[0] ?? 'a folder'} is not a folder`);
      if (!values.source || !/^https?:\/\//.test(values.source))
        return fail('content import: --source must give the web address the files come from');
      const problem = values.licence && licenceProblem(values.licence);
      if (problem) return fail(`content import: ${problem}`);
      const name = slugify(values.name ?? path.basename(folder));
      const reserved = [
        ...FOLDER_SOURCES.map((s) => s.name),
        ...ICON_SET_SOURCES.map((s) => s.prefix),
      ];
      if (reserved.includes(name))
        return fail(`content import: the name ${name} is taken: give --name`);

      const dir = libraryDir(values.library);
      const files = libraryFiles(dir);
      mkdirSync(dir, { recursive: true });
      const imports: FolderImport[] = existsSync(files.imports)
        ? JSON.parse(readFileSync(files.imports, 'utf8'))
        : [];
      const entry: FolderImport = {
        folder,
        name,
        source: { name: values['source-name'] ?? path.basename(folder), url: values.source },
        ...(values.licence ? { licence: values.licence } : {}),
        ...(values.author ? { author: values.author } : {}),
        ...(values['author-url'] ? { authorUrl: values['author-url'] } : {}),
        ...(values.category ? { category: values.category } : {}),
      };
      writeFileSync(
        files.imports,
        JSON.stringify([...imports.filter((i) => i.name !== name), entry], null, 2),
      );
      const { report } = await buildLibrary({ dir, log });
      const mine = report.entries.filter((e) => e.source === name);
      const folderReport = {
        folder,
        files: mine.length,
        accepted: mine.filter((e) => e.status === 'accepted').length,
        refused: mine.filter((e) => e.status === 'refused').length,
        entries: mine,
      };
      const reportFile = path.join(dir, 'reports', `${name}.json`);
      mkdirSync(path.dirname(reportFile), { recursive: true });
      writeFileSync(reportFile, JSON.stringify(folderReport, null, 2));
      print(folderReport);
      log(`content import: report in ${reportFile}`);
      return 0;
    },
  },

  stats: {
    usage: 'content stats [--library DIR]   counts as JSON',
    async run(args, io) {
      const { print } = writers(io);
      const { values } = parseArgs({ args, options: libraryOption });
      print(libraryStats(readItems(libraryDir(values.library)).items));
      return 0;
    },
  },

  search: {
    usage:
      'content search "<query>" [--kind illustration|icon] [--json] [--limit N] [--library DIR]',
    async run(args, io) {
      const { print, log, fail } = writers(io);
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: {
          ...libraryOption,
          json: { type: 'boolean' },
          limit: { type: 'string' },
          kind: { type: 'string' },
        },
      });
      const kind = values.kind;
      if (kind !== undefined && !(LIBRARY_KINDS as readonly string[]).includes(kind))
        return fail(`content search: --kind is one of ${LIBRARY_KINDS.join(', ')}`);
      const query = positionals.join(' ');
      if (!query.trim()) return fail('content search: give the words to search for');
      const search = openSearch(libraryDir(values.library));
      const started = performance.now();
      const hits = search.find(query, {
        limit: Number(values.limit ?? 20),
        ...(kind ? { kind: kind as LibraryKind } : {}),
      });
      const took = performance.now() - started;
      const results = hits.map(({ id, kind, title, licence, author, bitmap }) => ({
        id,
        kind,
        title,
        licence,
        author,
        ...(bitmap ? { picture: true } : {}),
      }));
      if (values.json) print(results);
      else
        for (const r of results)
          io.stdout.write(
            `${r.id}\t${r.kind}${r.picture ? ' (picture)' : ''}\t${r.title}\t${r.licence}\t${r.author}\n`,
          );
      log(`content search: ${hits.length} hits in ${took.toFixed(1)} ms`);
      const suggestion =
        hits.length === 0
          ? search.suggest(query, kind ? { kind: kind as LibraryKind } : {})
          : undefined;
      if (suggestion) log(`content search: did you mean "${suggestion}"?`);
      return 0;
    },
  },
};
