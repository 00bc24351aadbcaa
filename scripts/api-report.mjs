// The public surface of each published package, entry point by entry point, as API reports
// (api-extractor) checked into packages/<name>/api-report/. `npm test` fails when the built
// declarations differ from the committed report: a change to what hosts can call must be looked
// at and accepted with `node scripts/api-report.mjs --update` (the diff is then part of the change).
// Run after a build (the reports are made from dist/*.d.ts).
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorMessageCategory,
} from '@microsoft/api-extractor';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLISHED = ['packages/sdk-core', 'packages/react-editor', 'packages/web-components'];
const update = process.argv.includes('--update');

/** Every entry point a package exports, with its declaration file (data files have none). */
function entryPoints(packageDir) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return Object.entries(manifest.exports)
    .filter(([, conditions]) => typeof conditions === 'object' && conditions.types)
    .map(([subpath, conditions]) => ({
      name: subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-'),
      types: path.join(packageDir, conditions.types),
    }));
}

/** Where the fresh reports go for comparison (outside dist/, which is published). */
const tempFolderOf = (packageDir) =>
  path.join(os.tmpdir(), 'figura-api-report', path.basename(packageDir));

function configFor(packageDir, entry) {
  const reportFolder = path.join(packageDir, 'api-report');
  mkdirSync(reportFolder, { recursive: true });
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: packageDir,
      mainEntryPointFilePath: entry.types,
      compiler: { tsconfigFilePath: path.join(packageDir, 'tsconfig.json') },
      apiReport: {
        enabled: true,
        reportFileName: `${entry.name}.api.md`,
        reportFolder,
        reportTempFolder: tempFolderOf(packageDir),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // What the report records; the code's own checks (lint, types) cover the rest.
        extractorMessageReporting: {
          default: { logLevel: 'none' },
          'ae-missing-release-tag': { logLevel: 'none' },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
        compilerMessageReporting: { default: { logLevel: 'warning' } },
      },
    },
    configObjectFullPath: path.join(packageDir, 'api-extractor.json'),
    packageJsonFullPath: path.join(packageDir, 'package.json'),
  });
}

let changed = 0;
for (const relative of PUBLISHED) {
  const packageDir = path.join(root, relative);
  const entries = entryPoints(packageDir);
  const configs = entries.map((entry) => configFor(packageDir, entry));
  // One compiler state per package: its entry points share most declaration files.
  const compilerState = CompilerState.create(configs[0], {
    additionalEntryPoints: configs.map((config) => config.mainEntryPointFilePath),
  });
  for (const [index, config] of configs.entries()) {
    const result = Extractor.invoke(config, {
      localBuild: update,
      compilerState,
      messageCallback: (message) => {
        // Our own lines below say what changed; the rest (compiler version notices) is noise.
        if (message.logLevel === 'none' || message.category === ExtractorMessageCategory.Console)
          message.handled = true;
      },
    });
    const label = `${relative} ${entries[index].name}`;
    if (!result.succeeded || result.apiReportChanged) {
      changed += 1;
      console.error(
        update
          ? `${label}: report updated`
          : `${label}: the public API differs from api-report/${entries[index].name}.api.md`,
      );
    }
  }
}

if (changed > 0 && !update) {
  console.error(
    `\nLook at the difference (the new reports are in ${path.dirname(tempFolderOf(root))}), then accept it ` +
      'with `node scripts/api-report.mjs --update` and commit the reports.',
  );
  process.exit(1);
}
console.log(update ? `API reports written (${changed} changed).` : 'API reports match.');
