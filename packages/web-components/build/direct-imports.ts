// An esbuild plugin for the embed: every named import that goes through a barrel (an index that
// re-exports other modules) is rewritten to import from the module that defines the name.
//
// Why: esbuild splits code by which entry points reach a file, following every re-export of a
// barrel a chunk imports, used or not. The editor's first frame imports sdk-core's `editor` barrel,
// so code that only a lazily loaded panel uses (the alt text panel's description drafting, the
// text toolbar's commands…) was put in a chunk the first frame loads. Imported from its own
// module, such code stays with the panel that uses it.
//
// Only `import { … } from` is rewritten (not default or namespace imports), and a name that a
// module declares itself is still imported from it, re-exports and all: the packages' entry
// points only re-export, so that is enough for them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** Where a name comes from: the file that declares it and its name there. */
interface Origin {
  file: string;
  name: string;
}

interface ModuleExports {
  /** Names the file declares and exports itself (values; types are erased anyway). */
  local: Set<string>;
  /** `export { a as b } from './x'`: b -> the specifier and a. */
  reexports: Map<string, { specifier: string; name: string }>;
  /** `export * from './x'`. */
  stars: string[];
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

function hasExportModifier(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

function readExports(source: ts.SourceFile): ModuleExports {
  const result: ModuleExports = { local: new Set(), reexports: new Map(), stars: [] };
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const specifier =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      const clause = statement.exportClause;
      if (!clause) {
        if (specifier) result.stars.push(specifier);
      } else if (ts.isNamespaceExport(clause)) {
        result.local.add(clause.name.text);
      } else {
        for (const element of clause.elements) {
          if (element.isTypeOnly) continue;
          const exported = element.name.text;
          const name = element.propertyName?.text ?? exported;
          if (specifier) result.reexports.set(exported, { specifier, name });
          else result.local.add(exported);
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      result.local.add('default');
    } else if (hasExportModifier(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) result.local.add(declaration.name.text);
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      ) {
        const isDefault = (ts.getModifiers(statement) ?? []).some(
          (m) => m.kind === ts.SyntaxKind.DefaultKeyword,
        );
        result.local.add(isDefault ? 'default' : statement.name.text);
      }
    }
  }
  return result;
}

/**
 * `packages`: which bare specifiers are the workspace's own sources (specifier -> file), so
 * imports between the packages are followed too. Only files under `roots` are rewritten, then
 * given to `transform` when there is one (the one loader of those files: esbuild takes the
 * first plugin's contents).
 */
export function directImports(options: {
  packages: Record<string, string>;
  roots: readonly string[];
  transform?: (file: string, text: string) => string;
}): EsbuildPlugin {
  const exportsCache = new Map<string, ModuleExports>();
  const keep = (_file: string, text: string) => text;

  const resolve = (specifier: string, importer: string): string | undefined => {
    const mapped = options.packages[specifier];
    if (mapped) return mapped;
    if (!specifier.startsWith('.')) return undefined;
    const base = path.resolve(path.dirname(importer), specifier);
    return [
      ...SOURCE_EXTENSIONS.map((ext) => base + ext),
      ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
    ].find((candidate) => existsSync(candidate));
  };

  const exportsOf = (file: string): ModuleExports => {
    let found = exportsCache.get(file);
    if (!found) {
      found = readExports(parse(file, readFileSync(file, 'utf8')));
      exportsCache.set(file, found);
    }
    return found;
  };

  /** The module that declares `name` as exported by `file`, following re-exports. */
  const origin = (file: string, name: string, seen = new Set<string>()): Origin | undefined => {
    if (seen.has(file)) return undefined;
    seen.add(file);
    const found = exportsOf(file);
    if (found.local.has(name)) return { file, name };
    const reexport = found.reexports.get(name);
    if (reexport) {
      const target = resolve(reexport.specifier, file);
      return (target && origin(target, reexport.name, seen)) || { file, name };
    }
    if (name === 'default') return undefined;
    for (const star of found.stars) {
      const target = resolve(star, file);
      // A star re-export of a package we do not follow could hold the name: leave it alone.
      if (!target) return { file, name };
      const hit = origin(target, name, seen);
      if (hit) return hit;
    }
    return undefined;
  };

  const rewrite = (file: string, text: string): string | undefined => {
    const source = parse(file, text);
    const edits: { start: number; end: number; text: string }[] = [];
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
        continue;
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly || clause.name) continue;
      const bindings = clause.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const target = resolve(statement.moduleSpecifier.text, file);
      if (!target) continue;
      const byFile = new Map<string, string[]>();
      const kept: string[] = [];
      for (const element of bindings.elements) {
        if (element.isTypeOnly) continue;
        const local = element.name.text;
        const imported = element.propertyName?.text ?? local;
        const from = origin(target, imported);
        if (!from || from.file === target) kept.push(`${imported} as ${local}`);
        else byFile.set(from.file, [...(byFile.get(from.file) ?? []), `${from.name} as ${local}`]);
      }
      if (byFile.size === 0) continue;
      const lines = [...byFile].map(
        ([from, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(from)};`,
      );
      if (kept.length > 0)
        lines.push(
          `import { ${kept.join(', ')} } from ${JSON.stringify(statement.moduleSpecifier.text)};`,
        );
      edits.push({
        start: statement.getStart(source),
        end: statement.getEnd(),
        text: lines.join(' '),
      });
    }
    if (edits.length === 0) return undefined;
    let out = text;
    for (const edit of edits.reverse())
      out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    return out;
  };

  return {
    name: 'direct-imports',
    setup(build) {
      const specifiers = Object.keys(options.packages).map((name) =>
        name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
      );
      build.onResolve({ filter: new RegExp(`^(?:${specifiers.join('|')})$`) }, (args) => ({
        path: options.packages[args.path]!,
      }));
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (!options.roots.some((root) => args.path.startsWith(root))) return undefined;
        const text = readFileSync(args.path, 'utf8');
        return {
          contents: (options.transform ?? keep)(args.path, rewrite(args.path, text) ?? text),
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}
